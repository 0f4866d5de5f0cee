import {CartForm} from '@shopify/hydrogen';
import {ConfirmSubmitButton} from '~/components/forms';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {CartMessages} from './CartMessages';
import type {CartActionData} from './AddToCartForm';

/** The fetcher a line's removal posts through: the optimistic cart reads it to hide the line at once. */
export const removeLineKey = (lineId: string) => `cart-remove-${lineId}`;

/**
 * Remove a line, asking first where the page can (`ConfirmSubmitButton`). A refused removal brings
 * the line back with the cart's message.
 */
export function RemoveLineForm({lineId, title}: {lineId: string; title: string}) {
  const cartPath = useLocalizedPath('/cart');

  return (
    <CartForm
      route={cartPath}
      action={CartForm.ACTIONS.LinesRemove}
      inputs={{lineIds: [lineId]}}
      fetcherKey={removeLineKey(lineId)}
    >
      {(fetcher) => (
        <>
          <ConfirmSubmitButton
            question="Remove this item?"
            consequence={`${title} will be taken out of your cart.`}
            confirmLabel="Remove"
            disabled={fetcher.state !== 'idle'}
            className="h-12 px-1 text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-red-800 disabled:opacity-60"
          >
            Remove<span className="sr-only"> {title}</span>
          </ConfirmSubmitButton>
          <CartMessages errors={(fetcher.data as CartActionData | undefined)?.errors} className="mt-2" />
        </>
      )}
    </CartForm>
  );
}
