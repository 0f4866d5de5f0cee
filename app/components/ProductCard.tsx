import {Link} from '@remix-run/react';
import {Image} from '~/components/Image';
import type {ReactNode} from 'react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {formatMoney} from '~/lib/i18n/money';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/** What a card shows, whether the product came from the Storefront API or from a search index. */
export interface CardProduct {
  handle: string;
  title: string;
  brand: string | null;
  image: {
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
  price: number;
  /** Shown struck through when above the price. */
  compareAtPrice: number | null;
  /** The per-piece price of a pack, shown with 'each' instead of the pack price. */
  eachPrice: number | null;
  currencyCode: string;
  available: boolean;
}

export type CardLayout = 'grid' | 'list';

const CARD_IMAGE_WIDTHS = [200, 400, 600, 800, 1000];
const CARD_IMAGE_SIZES = '(min-width: 1280px) 270px, (min-width: 1024px) 25vw, (min-width: 768px) 34vw, 50vw';

interface ProductCardViewProps {
  product: CardProduct;
  layout?: CardLayout;
  /** Images of the first row load at once; the rest when scrolled near. */
  eager?: boolean;
  /** The review stars and count, under the title. */
  rating?: ReactNode;
  /** Extra actions under the links (quick shop). */
  actions?: ReactNode;
}

/** A product from the Storefront API (CMS blocks, recommendations), in the grid form. */
export function StorefrontProductCard({product}: {product: ProductCardFragment}) {
  return <ProductCardView product={cardProductOf(product)} />;
}

export function cardProductOf(product: ProductCardFragment): CardProduct {
  const price = product.priceRange.minVariantPrice;
  return {
    handle: product.handle,
    title: product.title,
    brand: product.brand?.value ?? null,
    image: product.featuredImage ?? null,
    price: Number(price.amount),
    compareAtPrice: Number(product.compareAtPriceRange.minVariantPrice.amount) || null,
    eachPrice: null,
    currencyCode: price.currencyCode,
    available: product.availableForSale,
  };
}

/**
 * A product card in its grid form (picture above) or list form (picture beside, with a details
 * link). The title is one stretched link, so the whole card is clickable with one tab stop.
 */
export function ProductCardView({
  product,
  layout = 'grid',
  eager = false,
  rating,
  actions,
}: ProductCardViewProps) {
  const href = useLocalizedPath(`/products/${product.handle}`);
  const onSale = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  const isList = layout === 'list';

  return (
    <article
      className={`group relative flex h-full rounded-lg border border-stone-200 bg-white p-4 ${
        isList ? 'flex-row items-center gap-4 sm:gap-6' : 'flex-col'
      }`}
    >
      <div
        className={`aspect-square shrink-0 overflow-hidden rounded-md bg-stone-50 ${
          isList ? 'w-24 sm:w-40' : 'w-full'
        }`}
      >
        {product.image ? (
          <Image
            data={product.image}
            aspectRatio="1/1"
            loading={eager ? 'eager' : 'lazy'}
            // Cards sit two to a row on phones and three or four on wider screens, never wider than
            // 500 px: five widths up to 1000 px serve every screen. Hydrogen's default of fifteen
            // (up to 3000 px) made up a third of a listing page's HTML. From 1280 px the page stops
            // growing and so do the cards (265 px at most), so a wide screen is not sent pictures
            // sized for a quarter of its width.
            sizes={isList ? '160px' : CARD_IMAGE_SIZES}
            widths={CARD_IMAGE_WIDTHS}
            className="h-full w-full object-contain transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${isList ? '' : 'mt-4'}`}>
        {product.brand ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">
            {product.brand}
          </p>
        ) : null}
        <h3 className="mt-1 font-semibold text-stone-900">
          <Link to={href} prefetch="intent" className="after:absolute after:inset-0">
            {product.title}
          </Link>
        </h3>
        {rating ? <div className="mt-1 text-stone-700">{rating}</div> : null}
        <CardPrice product={product} onSale={onSale} />
        {isList ? (
          <p className="relative mt-2 text-sm">
            <Link
              to={href}
              className="font-semibold text-emerald-800 underline hover:text-emerald-900"
            >
              View Product Details
            </Link>
          </p>
        ) : null}
        {actions ? <div className="relative mt-3">{actions}</div> : null}
      </div>
    </article>
  );
}

function CardPrice({product, onSale}: {product: CardProduct; onSale: boolean}) {
  const {currencyCode} = product;
  return (
    <p className={`mt-auto pt-3 ${product.available ? 'text-stone-900' : 'text-stone-500'}`}>
      {product.eachPrice !== null ? (
        <>
          <span className="font-semibold">
            {formatMoney(product.eachPrice, currencyCode, {each: true})}
          </span>{' '}
          each
        </>
      ) : (
        <>
          <span className="sr-only">{onSale ? 'Sale price' : 'Price'}</span>
          <span className={onSale ? 'font-semibold text-red-700' : 'font-semibold'}>
            {formatMoney(product.price, currencyCode)}
          </span>
          {onSale && product.compareAtPrice !== null ? (
            <>
              <span className="sr-only">Regular price</span>
              <s className="ml-2 text-sm text-stone-500">
                {formatMoney(product.compareAtPrice, currencyCode)}
              </s>
            </>
          ) : null}
        </>
      )}
      {product.available ? null : <span className="ml-2 text-sm">Sold out</span>}
    </p>
  );
}
