import {CartForm} from '@shopify/hydrogen';
import {useState} from 'react';
import {Dialog} from '~/components/ui/Dialog';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {CartMessages} from './CartMessages';
import type {CartActionData} from './AddToCartForm';

/** The fetcher a line's removal posts through: the optimistic cart reads it to hide the line at once. */
export const removeLineKey = (lineId: string) => `cart-remove-${lineId}`;

/**
 * Remove a line. With JavaScript the button asks first (a dialog inside the form: cancel, or remove,
 * which sends it); without it the button removes the line at once, since a page without scripts
 * cannot ask. A refused removal brings the line back with the cart's message.
 */
export function RemoveLineForm({lineId, title}: {lineId: string; title: string}) {
  const cartPath = useLocalizedPath('/cart');
  const [confirming, setConfirming] = useState(false);

  return (
    <CartForm
      route={cartPath}
      action={CartForm.ACTIONS.LinesRemove}
      inputs={{lineIds: [lineId]}}
      fetcherKey={removeLineKey(lineId)}
    >
      {(fetcher) => (
        <>
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            onClick={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
            className="h-12 px-1 text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-red-800 disabled:opacity-60"
          >
            Remove<span className="sr-only"> {title}</span>
          </button>
          <CartMessages errors={(fetcher.data as CartActionData | undefined)?.errors} className="mt-2" />
          <Dialog open={confirming} onClose={() => setConfirming(false)} title="Remove this item?" className="w-96 max-w-full p-6">
            <p className="mt-2 text-stone-800">{title} will be taken out of your cart.</p>
            <div className="mt-6 flex justify-end gap-3">
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className="rounded-md border border-stone-400 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50"
              >
                Cancel
              </button>
              <button
                type="submit"
                onClick={() => setConfirming(false)}
                className="rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
              >
                Remove
              </button>
            </div>
          </Dialog>
        </>
      )}
    </CartForm>
  );
}
