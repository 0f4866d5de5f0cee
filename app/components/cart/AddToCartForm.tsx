import {useFetcher, type FetcherWithComponents} from '@remix-run/react';
import type {OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {useLocalizedPath} from '~/lib/useLocale';
import {CART_ACTIONS, CART_FORM_INPUT, cartFormInput} from './cart-form-input';

/** What the `/cart` action answers, as a fetcher sees it. */
export interface CartActionData {
  cart: {id: string; totalQuantity: number} | null;
  errors: string[];
  warnings: string[];
  /** After a clean add: products to suggest beside it (the items-added notice). */
  related?: ProductCardFragment[];
}

export type CartFetcher = FetcherWithComponents<CartActionData>;

/**
 * A form that adds `lines` to the cart through the `/cart` action. With JavaScript it posts in the
 * background (read the outcome from the fetcher); without, the browser posts it and lands on the
 * cart. A `quantity` field inside it sets every line's quantity. It posts what Hydrogen's `CartForm`
 * would, without importing Hydrogen's client into the listing pages that show quick-shop forms.
 */
export function AddToCartForm({
  lines,
  fetcherKey,
  children,
}: {
  lines: OptimisticCartLineInput[];
  /** Lets other components follow this form's fetcher with `useFetcher({key})`. */
  fetcherKey: string;
  children: (fetcher: CartFetcher) => ReactNode;
}) {
  const cartPath = useLocalizedPath('/cart');
  const fetcher = useFetcher<CartActionData>({key: fetcherKey});
  return (
    <fetcher.Form action={cartPath} method="post">
      <input type="hidden" name={CART_FORM_INPUT} value={cartFormInput({action: CART_ACTIONS.LinesAdd, inputs: {lines}})} />
      {children(fetcher)}
    </fetcher.Form>
  );
}
