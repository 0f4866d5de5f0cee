import {Link} from '@remix-run/react';
import {Image, Money} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {useLocalizedPath} from '~/lib/useLocale';

/** A product in a grid: picture, brand, title and its lowest price, all one link. */
export function ProductCard({product}: {product: ProductCardFragment}) {
  const href = useLocalizedPath(`/products/${product.handle}`);
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const onSale = Number(compareAt.amount) > Number(price.amount);

  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-stone-200 bg-white p-4">
      <div className="aspect-square overflow-hidden rounded-md bg-stone-50">
        {product.featuredImage ? (
          <Image
            data={product.featuredImage}
            aspectRatio="1/1"
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-contain transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      {product.brand?.value ? (
        <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-stone-600">
          {product.brand.value}
        </p>
      ) : null}
      <h3 className="mt-1 font-semibold text-stone-900">
        {/* The stretched link makes the whole card clickable with one link in the tab order. */}
        <Link to={href} prefetch="intent" className="after:absolute after:inset-0">
          {product.title}
        </Link>
      </h3>
      <p className={`mt-auto pt-3 ${product.availableForSale ? 'text-stone-900' : 'text-stone-500'}`}>
        <span className="sr-only">{onSale ? 'Sale price' : 'Price'}</span>
        <Money data={price} as="span" className={onSale ? 'font-semibold text-red-700' : 'font-semibold'} />
        {onSale ? (
          <>
            <span className="sr-only">Regular price</span>
            <Money data={compareAt} as="s" className="ml-2 text-sm text-stone-500" />
          </>
        ) : null}
        {product.availableForSale ? null : <span className="ml-2 text-sm">Sold out</span>}
      </p>
    </article>
  );
}

/** Holds a card's place while its data streams in, at the card's size so nothing shifts. */
export function ProductCardPlaceholder() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-lg border border-stone-200 p-4">
      <div className="aspect-square animate-pulse rounded-md bg-stone-100" />
      <div className="mt-4 h-4 w-2/3 animate-pulse rounded bg-stone-100" />
      <div className="mt-3 h-4 w-1/3 animate-pulse rounded bg-stone-100" />
    </div>
  );
}
