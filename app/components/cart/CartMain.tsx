import type {SubmissionResult} from '@conform-to/react';
import type {ReactNode} from 'react';
import type {CartApiQueryFragment, ProductCardFragment} from 'storefrontapi.generated';
import {StorefrontProductCard} from '~/components/ProductCard';
import {RichText} from '~/components/RichText';
import type {CartLine} from '~/lib/cart/optimistic';
import type {MoneyLike} from '~/lib/cart/totals';
import type {RichTextDoc} from '~/lib/content/storyblok/types';
import {CartLineItem} from './CartLineItem';
import {CartMessages} from './CartMessages';
import {CartSummary} from './CartSummary';
import {DiscountCodes} from './DiscountCodes';

/** What the `/cart` action answered to the last form the page posted. */
export interface CartOutcome {
  errors?: string[];
  warnings?: string[];
  discount?: SubmissionResult<string[]>;
  checkoutBlocked?: boolean;
}

/**
 * The cart page: lines still for sale, then lines that are not (with the editors' message and
 * checkout held back), the summary beside them, and products that go with the cart below. An empty
 * cart shows the editors' empty-cart content. `lines` are the optimistic ones (a line being removed is
 * gone already); the totals and codes are the cart's as it last answered.
 */
export function CartMain({
  cart,
  lines,
  outcome,
  freeShippingThreshold,
  related,
  emptyContent,
  unavailableItemsError,
  unavailableCheckoutError,
}: {
  cart: CartApiQueryFragment | null;
  lines: CartLine[];
  outcome?: CartOutcome;
  freeShippingThreshold: MoneyLike | null;
  related: ProductCardFragment[];
  emptyContent: ReactNode;
  unavailableItemsError?: RichTextDoc;
  unavailableCheckoutError?: RichTextDoc;
}) {
  const available = lines.filter((line) => line.merchandise.availableForSale);
  const unavailable = lines.filter((line) => !line.merchandise.availableForSale);
  const appliedCodes = (cart?.discountCodes ?? []).filter((code) => code.applicable).map((code) => code.code);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold text-stone-900">Cart</h1>
      <CartMessages errors={outcome?.errors} warnings={outcome?.warnings} className="mt-6" />
      {!cart || lines.length === 0 ? (
        <div className="mt-8 rounded-lg border border-stone-200 bg-stone-50 px-6 py-10">{emptyContent}</div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            {available.length ? (
              <ul aria-label="Items in your cart" className="divide-y divide-stone-200 border-y border-stone-200">
                {available.map((line) => (
                  <CartLineItem key={line.id} line={line} />
                ))}
              </ul>
            ) : null}
            {unavailable.length ? (
              <section aria-labelledby="unavailable-heading" className="mt-8">
                <h2 id="unavailable-heading" className="text-xl font-semibold text-stone-900">
                  No longer available
                </h2>
                <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
                  <RichText doc={unavailableItemsError} />
                </div>
                <ul aria-label="Unavailable items" className="mt-3 divide-y divide-stone-200 border-y border-stone-200 opacity-80">
                  {unavailable.map((line) => (
                    <CartLineItem key={line.id} line={line} editable={false} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <aside aria-label="Cart summary" className="space-y-6 lg:sticky lg:top-6 lg:self-start">
            <DiscountCodes codes={appliedCodes} lastResult={outcome?.discount} />
            <CartSummary
              cart={cart}
              freeShippingThreshold={freeShippingThreshold}
              checkoutBlocked={unavailable.length > 0}
              checkoutError={<RichText doc={unavailableCheckoutError} />}
            />
          </aside>
        </div>
      )}
      {related.length ? (
        <section aria-labelledby="cart-related-heading" className="mt-14">
          <h2 id="cart-related-heading" className="text-2xl font-bold text-stone-900">
            You might also need
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {related.map((product) => (
              <li key={product.id}>
                <StorefrontProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
