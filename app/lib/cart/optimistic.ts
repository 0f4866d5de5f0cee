import {useOptimisticCart} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

export type CartLine = CartApiQueryFragment['lines']['nodes'][number];

/**
 * The cart's lines as they will be once the cart forms in flight are answered (Hydrogen's optimistic
 * cart, read from their fetchers): a removed line leaves at once, a changed quantity shows at once.
 * A line still being added shows once the cart answers, as only then is it known whole.
 */
export function useOptimisticLines(cart: CartApiQueryFragment | null | undefined): CartLine[] {
  const optimistic = useOptimisticCart(cart);
  return (optimistic?.lines.nodes ?? []).filter((line): line is CartLine => Boolean((line as Partial<CartLine>).cost));
}
