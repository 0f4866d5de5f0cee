import {Link} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {Image} from '~/components/Image';
import {Suspense, type ReactNode} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {buttonClass} from '~/components/forms/styles';
import {SpinnerIcon} from '~/components/icons';
import {Popover} from '~/components/ui/Popover';
import {CHECKOUT_ACTION} from '~/lib/cart/checkout';
import {useOptimisticLines, type CartLine} from '~/lib/cart/optimistic';
import {formatMoneyV2} from '~/lib/i18n/money';
import {productPath} from '~/lib/product/variants';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/** What the mini-cart reads from the `/cart` loader. */
export interface CartPageData {
  cart: CartApiQueryFragment | null;
}

/** The mini-cart itself (see `MiniCart`): the cart as the `/cart` loader gave it, once it has. */
export default function MiniCartPanel({
  open,
  onClose,
  data,
  isLoggedIn,
  emptyContent,
}: {
  open: boolean;
  onClose: () => void;
  data: CartPageData | undefined;
  isLoggedIn: boolean;
  emptyContent?: ReactNode;
}) {
  return (
    <Popover open={open} onClose={onClose} label="Your cart" className="top-full right-0 mt-3 w-[min(24rem,92vw)]">
      <h2 className="pr-8 text-lg font-semibold text-stone-900">Your cart</h2>
      {data === undefined ? (
        <p className="mt-4 flex items-center gap-2 text-stone-700">
          <SpinnerIcon /> Loading your cart…
        </p>
      ) : (
        <MiniCartBody cart={data.cart} isLoggedIn={isLoggedIn} emptyContent={emptyContent} />
      )}
    </Popover>
  );
}

function MiniCartBody({
  cart,
  isLoggedIn,
  emptyContent,
}: {
  cart: CartApiQueryFragment | null;
  isLoggedIn: boolean;
  emptyContent?: ReactNode;
}) {
  const cartPath = useLocalizedPath('/cart');
  const loginPath = useLocalizedPath('/account/login');
  // The cart as it will be once the cart forms in flight are answered.
  const lines = useOptimisticLines(cart);

  if (!cart || lines.length === 0) {
    return (
      <div className="mt-3 space-y-4 text-stone-800">
        {/* The editors' content may still be loading its blocks' code; the rest of the panel need not wait. */}
        <Suspense fallback={null}>{emptyContent ?? <p>Your cart is empty.</p>}</Suspense>
        {isLoggedIn ? null : (
          <p>
            Have an account?{' '}
            <Link to={loginPath} className="font-semibold text-emerald-800 underline underline-offset-2">
              Sign in
            </Link>{' '}
            to see your saved cart and orders.
          </p>
        )}
      </div>
    );
  }

  const soldOut = lines.some((line) => !line.merchandise.availableForSale);
  return (
    <>
      <ul aria-label="Cart items" className="mt-3 max-h-80 divide-y divide-stone-200 overflow-y-auto">
        {lines.map((line) => (
          <MiniCartLine key={line.id} line={line} />
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-stone-200 pt-3 font-semibold text-stone-900">
        <span>Subtotal</span>
        <span>{formatMoneyV2(cart.cost.subtotalAmount)}</span>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Link
          to={cartPath}
          className="rounded-md border border-stone-400 px-4 py-2 text-center font-semibold text-stone-900 hover:bg-stone-50"
        >
          View cart
        </Link>
        <CartForm route={cartPath} action={CHECKOUT_ACTION} fetcherKey="mini-cart-checkout">
          {(fetcher) => (
            <button
              type="submit"
              disabled={soldOut || fetcher.state !== 'idle'}
              className={`${buttonClass} w-full disabled:bg-stone-400`}
            >
              Checkout
            </button>
          )}
        </CartForm>
      </div>
    </>
  );
}

function MiniCartLine({line}: {line: CartLine}) {
  const {merchandise} = line;
  const href = useLocalizedPath(productPath(merchandise.product.handle, merchandise.id));
  const options = merchandise.selectedOptions.filter((option) => option.value !== 'Default Title');
  return (
    <li className="flex gap-3 py-3">
      <div className="size-14 shrink-0 overflow-hidden rounded border border-stone-200 bg-stone-50">
        {merchandise.image ? (
          <Image data={merchandise.image} alt="" width={56} height={56} className="size-full object-contain" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <Link to={href} className="font-semibold text-stone-900 hover:underline">
          {merchandise.product.title}
        </Link>
        {options.length ? <p className="text-stone-700">{options.map((option) => option.value).join(' · ')}</p> : null}
        <p className="text-stone-700">{`Quantity ${line.quantity}`}</p>
        {merchandise.availableForSale ? null : <p className="font-semibold text-red-800">No longer available</p>}
      </div>
      <span className="text-sm font-semibold text-stone-900">{formatMoneyV2(line.cost.totalAmount)}</span>
    </li>
  );
}
