import {Link, useLocation} from '@remix-run/react';
import {Image} from '@shopify/hydrogen-react';
import {useCallback, useEffect, useRef, useState} from 'react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {CheckIcon} from '~/components/icons';
import {Dialog} from '~/components/ui/Dialog';
import {Popover} from '~/components/ui/Popover';
import {formatMoney} from '~/lib/money';
import {useLocalizedPath} from '~/lib/useLocale';
import type {CartFetcher} from './AddToCartForm';

/** Spec section 4: what an add from anywhere leads to, told once by the header. */

export interface AddedLine {
  title: string;
  variantTitle?: string;
  quantity: number;
}

export interface ItemsAdded {
  lines: AddedLine[];
  related: ProductCardFragment[];
}

const ITEMS_ADDED_EVENT = 'store:items-added';

/** The header's own breakpoint (992 px): the desktop header shows a popover, the mobile one a modal. */
const DESKTOP = '(min-width: 992px)';

/**
 * Tells the header each time an add through `fetcher` comes back clean, with what went in (the
 * form knows its own lines) and the suggestions the `/cart` action sent back.
 */
export function useAnnounceAdded(fetcher: CartFetcher, lines: AddedLine[]) {
  // The answer already told: the fetcher keeps it while the page revalidates, and after.
  const told = useRef(fetcher.data);
  const current = useRef(lines);
  current.current = lines;
  useEffect(() => {
    const {data, state} = fetcher;
    if (state !== 'idle' || !data || data === told.current) return;
    told.current = data;
    if (data.errors.length || data.warnings.length) return;
    const detail: ItemsAdded = {lines: current.current, related: data.related ?? []};
    window.dispatchEvent(new CustomEvent(ITEMS_ADDED_EVENT, {detail}));
  }, [fetcher]);
}

/** Runs `handler` on every clean add, wherever on the page it came from. */
export function useOnItemsAdded(handler: (added: ItemsAdded) => void) {
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent<ItemsAdded>).detail);
    window.addEventListener(ITEMS_ADDED_EVENT, listener);
    return () => window.removeEventListener(ITEMS_ADDED_EVENT, listener);
  }, [handler]);
}

/**
 * What was just added and up to three products to go with it: on desktop a popover at the top right
 * of the window (the header does not follow the scroll), on phones a modal. On the cart page the page itself shows the change, so it scrolls to
 * the top instead. Kept outside the cart link's streamed count, so a revalidating count never unmounts it.
 */
export function ItemsAddedNotice({layout}: {layout: 'desktop' | 'mobile'}) {
  const [added, setAdded] = useState<ItemsAdded | null>(null);
  const cartPath = useLocalizedPath('/cart');
  const {pathname} = useLocation();
  const onCartPage = pathname === cartPath;

  const onAdded = useCallback(
    (detail: ItemsAdded) => {
      if (window.matchMedia(DESKTOP).matches !== (layout === 'desktop')) return;
      if (onCartPage) window.scrollTo({top: 0, behavior: 'smooth'});
      else setAdded(detail);
    },
    [layout, onCartPage],
  );
  useOnItemsAdded(onAdded);

  useEffect(() => setAdded(null), [pathname]);

  const close = useCallback(() => setAdded(null), []);
  if (layout === 'mobile') {
    return (
      <Dialog open={added !== null} onClose={close} title="Added to your cart" className="w-[min(28rem,92vw)] p-5">
        {added ? <AddedBody added={added} onClose={close} /> : null}
      </Dialog>
    );
  }
  return (
    <div className="fixed top-4 right-4 z-40 w-[min(24rem,92vw)]">
      <Popover open={added !== null} onClose={close} label="Added to your cart" className="top-0 right-0 w-full">
        <p className="flex items-center gap-2 pr-8 font-semibold text-emerald-900">
          <CheckIcon className="size-5" />
          Added to your cart
        </p>
        {added ? <AddedBody added={added} onClose={close} /> : null}
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
                From {formatMoney(Number(product.priceRange.minVariantPrice.amount), product.priceRange.minVariantPrice.currencyCode)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
