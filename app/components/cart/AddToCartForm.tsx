import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

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
 * A `CartForm` that adds `lines` to the cart through the `/cart` action. With JavaScript it posts in
 * the background (read the outcome from the fetcher); without, the browser posts it and lands on
 * the cart. A `quantity` field inside it sets every line's quantity.
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
  return (
    <CartForm
      route={cartPath}
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{lines: lines.map(withSelectedVariant)}}
      fetcherKey={fetcherKey}
    >
      {(fetcher) => children(fetcher as CartFetcher)}
    </CartForm>
  );
}

/**
 * The optimistic cart matches an add to a line already in the cart by its `selectedVariant`: the id
 * is enough for that, and a new line shows once the cart answers (see `useOptimisticLines`).
 */
function withSelectedVariant(line: OptimisticCartLineInput): OptimisticCartLineInput {
  return line.selectedVariant ? line : {...line, selectedVariant: {id: line.merchandiseId}};
}
