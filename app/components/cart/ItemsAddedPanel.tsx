import {Link} from '@remix-run/react';
import {Image} from '~/components/Image';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {CheckIcon} from '~/components/icons';
import {Dialog} from '~/components/ui/Dialog';
import {Popover} from '~/components/ui/Popover';
import {formatMoneyV2} from '~/lib/i18n/money';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import type {ItemsAdded} from './items-added';

/** The items-added notice itself (see `ItemsAddedNotice`): open while `added` holds an add. */
export default function ItemsAddedPanel({
  layout,
  added,
  onClose,
}: {
  layout: 'desktop' | 'mobile';
  added: ItemsAdded | null;
  onClose: () => void;
}) {
  if (layout === 'mobile') {
    return (
      <Dialog open={added !== null} onClose={onClose} title="Added to your cart" className="w-[min(28rem,92vw)] p-5">
        {added ? <AddedBody added={added} onClose={onClose} /> : null}
      </Dialog>
    );
  }
  return (
    <div className="fixed top-4 right-4 z-40 w-[min(24rem,92vw)]">
      <Popover open={added !== null} onClose={onClose} label="Added to your cart" className="top-0 right-0 w-full">
        <p className="flex items-center gap-2 pr-8 font-semibold text-emerald-900">
          <CheckIcon className="size-5" />
          Added to your cart
        </p>
        {added ? <AddedBody added={added} onClose={onClose} /> : null}
      </Popover>
    </div>
  );
}

function AddedBody({added, onClose}: {added: ItemsAdded; onClose: () => void}) {
  const cartPath = useLocalizedPath('/cart');
  return (
    <>
      <ul className="mt-2 space-y-1 text-sm text-stone-800">
        {added.lines.map((line) => (
          <li key={`${line.title} ${line.variantTitle}`}>
            {line.title}
            {line.variantTitle && line.variantTitle !== 'Default Title' ? ` (${line.variantTitle})` : ''} × {line.quantity}
          </li>
        ))}
      </ul>
      {added.related.length ? <Related products={added.related} /> : null}
      <div className="mt-4 flex gap-3">
        <Link
          to={cartPath}
          className="flex-1 rounded-md bg-emerald-800 px-4 py-2 text-center font-semibold text-white hover:bg-emerald-900"
        >
          View cart
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="flex-1 rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50"
        >
          Keep shopping
        </button>
      </div>
    </>
  );
}

function Related({products}: {products: ProductCardFragment[]}) {
  const productsPath = useLocalizedPath('/products');
  return (
    <section aria-labelledby="items-added-related" className="mt-4 border-t border-stone-200 pt-3">
      <h3 id="items-added-related" className="text-sm font-semibold text-stone-900">
        You might also like
      </h3>
      <ul className="mt-2 space-y-2">
        {products.map((product) => (
          <li key={product.id} className="flex items-center gap-3">
            {product.featuredImage ? (
              <Image
                data={product.featuredImage}
                alt=""
                width={48}
                height={48}
                sizes="48px"
                className="size-12 shrink-0 rounded-md bg-stone-50 object-contain"
              />
            ) : null}
            <div className="min-w-0 text-sm">
              <Link to={`${productsPath}/${product.handle}`} className="font-medium text-stone-900 hover:underline">
                {product.title}
              </Link>
              <p className="text-stone-700">
                From {formatMoneyV2(product.priceRange.minVariantPrice)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
