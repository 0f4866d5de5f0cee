import {useFetcher} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useEffect, useId, useState} from 'react';
import {QuantitySelector} from '~/components/product/QuantitySelector';
import {lineQuantityLimit} from '~/lib/cart/totals';
import {useHydrated} from '~/lib/ui/useHydrated';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {CartMessages} from './CartMessages';
import type {CartLine} from './CartLineItem';
import type {CartActionData} from './AddToCartForm';

/** The number selector's debounce: a shopper clicking + five times makes one write. */
export const QUANTITY_DEBOUNCE_MS = 750;

/**
 * A line's quantity. Without JavaScript it is a number box and an Update button (the box's own
 * `quantity` field is what the action reads); with it the change is sent by itself once the shopper
 * stops changing it for 750 ms. The quantity is in the `CartForm` inputs too, which is where the
 * optimistic cart reads it.
 */
export function LineQuantityForm({line}: {line: CartLine}) {
  const fetcherKey = `cart-line-${line.id}`;
  const fetcher = useFetcher<CartActionData>({key: fetcherKey});
  const cartPath = useLocalizedPath('/cart');
  const hydrated = useHydrated();
  const inputId = useId();
  const [quantity, setQuantity] = useState(line.quantity);
  const max = lineQuantityLimit(line.merchandise.quantityAvailable);

  // The cart is the truth once it answers (a write the API refused or lowered included).
  useEffect(() => setQuantity(line.quantity), [line.quantity]);

  const {submit} = fetcher;
  useEffect(() => {
    if (quantity === line.quantity) return;
    const timer = setTimeout(() => {
      const input = {action: CartForm.ACTIONS.LinesUpdate, inputs: {lines: [{id: line.id, quantity}]}};
      submit({[CartForm.INPUT_NAME]: JSON.stringify(input)}, {method: 'post', action: cartPath});
    }, QUANTITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [quantity, line.id, line.quantity, submit, cartPath]);

  return (
    <CartForm
      route={cartPath}
      action={CartForm.ACTIONS.LinesUpdate}
      inputs={{lines: [{id: line.id, quantity}]}}
      fetcherKey={fetcherKey}
    >
      <div className="flex items-end gap-2">
        <QuantitySelector id={inputId} value={quantity} max={max} onChange={setQuantity} />
        {hydrated ? null : (
          <button
            type="submit"
            className="h-12 rounded-md border border-stone-400 px-4 font-semibold text-stone-900 hover:bg-stone-50"
          >
            Update
          </button>
        )}
      </div>
      <CartMessages errors={fetcher.data?.errors} warnings={fetcher.data?.warnings} className="mt-2" />
    </CartForm>
  );
}
