import {useFetcher} from '@remix-run/react';
import {useEffect, useId, useRef, useState} from 'react';
import {QuantitySelector} from '~/components/product/QuantitySelector';
import {lineQuantityLimit} from '~/lib/cart/totals';
import {useHydrated} from '~/lib/useHydrated';
import {useLocalizedPath} from '~/lib/useLocale';
import {CART_ACTIONS, CART_FORM_INPUT, cartFormInput} from './cart-form-input';
import {CartMessages} from './CartMessages';
import type {CartLine} from './CartLineItem';
import type {CartActionData} from './AddToCartForm';

/** The spec's number-selector debounce: a shopper clicking + five times makes one write. */
export const QUANTITY_DEBOUNCE_MS = 750;

/**
 * A line's quantity. Without JavaScript it is a number box and an Update button; with it the
 * change is sent by itself once the shopper stops changing it for 750 ms.
 */
export function LineQuantityForm({line}: {line: CartLine}) {
  const fetcher = useFetcher<CartActionData>({key: `cart-line-${line.id}`});
  const cartPath = useLocalizedPath('/cart');
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const [quantity, setQuantity] = useState(line.quantity);
  const max = lineQuantityLimit(line.merchandise.quantityAvailable);

  // The cart is the truth once it answers (a write the API refused or lowered included).
  useEffect(() => setQuantity(line.quantity), [line.quantity]);

  const {submit} = fetcher;
  useEffect(() => {
    if (quantity === line.quantity) return;
    const timer = setTimeout(() => {
      if (formRef.current) submit(formRef.current);
    }, QUANTITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [quantity, line.quantity, submit]);

  return (
    <fetcher.Form ref={formRef} method="post" action={cartPath}>
      <input
        type="hidden"
        name={CART_FORM_INPUT}
        value={cartFormInput({action: CART_ACTIONS.LinesUpdate, inputs: {lines: [{id: line.id}]}})}
      />
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
    </fetcher.Form>
  );
}
