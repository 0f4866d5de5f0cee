import {CartForm} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {labelClass, controlClass, buttonClass} from '~/components/forms/styles';
import {THEN_CHECKOUT, THEN_FIELD} from '~/lib/cart/checkout';
import {cartDiscount, type MoneyLike} from '~/lib/cart/totals';
import {formatMoneyV2} from '~/lib/i18n/money';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import type {CartActionData} from './AddToCartForm';
import {CartMessages} from './CartMessages';
import {FreeShippingProgress} from './FreeShippingProgress';

const NOTE_MAX = 5000;

/**
 * The order note, totals and checkout, in one `NoteUpdate` form: the checkout button posts the note
 * with it (and `then=checkout`), so a note the shopper changed but did not save is saved before the
 * hosted checkout opens.
 */
export function CartSummary({
  cart,
  freeShippingThreshold,
  checkoutBlocked,
  checkoutError,
}: {
  cart: CartApiQueryFragment;
  freeShippingThreshold: MoneyLike | null;
  /** An unavailable line: checkout cannot start. */
  checkoutBlocked: boolean;
  checkoutError?: ReactNode;
}) {
  const cartPath = useLocalizedPath('/cart');
  return (
    <section aria-label="Order summary">
      <CartForm route={cartPath} action={CartForm.ACTIONS.NoteUpdate} fetcherKey="cart-summary">
        {(fetcher) => (
          <SummaryFields
            cart={cart}
            freeShippingThreshold={freeShippingThreshold}
            checkoutBlocked={checkoutBlocked}
            checkoutError={checkoutError}
            busy={fetcher.state !== 'idle'}
            errors={(fetcher.data as CartActionData | undefined)?.errors}
          />
        )}
      </CartForm>
    </section>
  );
}

function SummaryFields({
  cart,
  freeShippingThreshold,
  checkoutBlocked,
  checkoutError,
  busy,
  errors,
}: {
  cart: CartApiQueryFragment;
  freeShippingThreshold: MoneyLike | null;
  checkoutBlocked: boolean;
  checkoutError?: ReactNode;
  busy: boolean;
  errors?: string[];
}) {
  const {cost} = cart;
  const discount = cartDiscount(cost);

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="cart-note" className={labelClass}>
          Order note
        </label>
        <textarea
          id="cart-note"
          name="note"
          rows={4}
          maxLength={NOTE_MAX}
          defaultValue={cart.note ?? ''}
          className={`${controlClass} rounded-md`}
        />
        <button
          type="submit"
          disabled={busy}
          className="mt-2 rounded-md border border-stone-400 px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-50"
        >
          Save note
        </button>
      </div>

      <FreeShippingProgress subtotal={cost.subtotalAmount} threshold={freeShippingThreshold} />

      <dl className="space-y-2 border-t border-stone-200 pt-4 text-stone-800">
        <Row label="Subtotal">
          <span>{formatMoneyV2(cost.subtotalAmount)}</span>
        </Row>
        <Row label="Tax">
          {cost.totalTaxAmount ? <span>{formatMoneyV2(cost.totalTaxAmount)}</span> : 'Calculated at checkout'}
        </Row>
        {discount ? (
          <Row label="Discount">
            −<span>{formatMoneyV2(discount)}</span>
          </Row>
        ) : null}
        <Row label="Total" strong>
          <span>{formatMoneyV2(cost.totalAmount)}</span>
        </Row>
      </dl>
      <p className="text-sm text-stone-700">Shipping is calculated at checkout.</p>

      {checkoutBlocked && checkoutError ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {checkoutError}
        </div>
      ) : null}
      <CartMessages errors={errors} />
      <button
        type="submit"
        name={THEN_FIELD}
        value={THEN_CHECKOUT}
        disabled={checkoutBlocked || busy}
        className={`${buttonClass} w-full py-3 text-lg disabled:bg-stone-400`}
      >
        Checkout
      </button>
    </div>
  );
}

function Row({label, strong = false, children}: {label: string; strong?: boolean; children: ReactNode}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-2 text-lg font-bold text-stone-900' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
