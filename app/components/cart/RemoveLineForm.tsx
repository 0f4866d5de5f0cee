import {useFetcher} from '@remix-run/react';
import {useId, useState} from 'react';
import {Dialog} from '~/components/ui/Dialog';
import {useLocalizedPath} from '~/lib/useLocale';
import {CART_ACTIONS, CART_FORM_INPUT, cartFormInput} from './cart-form-input';
import {CartMessages} from './CartMessages';
import type {CartActionData} from './AddToCartForm';

/**
 * Remove a line. With JavaScript the button asks first (a dialog: cancel or remove); without it the
 * button removes the line at once, since a page without scripts cannot ask.
 */
export function RemoveLineForm({lineId, title}: {lineId: string; title: string}) {
  const fetcher = useFetcher<CartActionData>({key: `cart-remove-${lineId}`});
  const cartPath = useLocalizedPath('/cart');
  const formId = useId();
  const [confirming, setConfirming] = useState(false);
  const removing = fetcher.state !== 'idle';

  return (
    <>
      <fetcher.Form id={formId} method="post" action={cartPath}>
        <input
          type="hidden"
          name={CART_FORM_INPUT}
          value={cartFormInput({action: CART_ACTIONS.LinesRemove, inputs: {lineIds: [lineId]}})}
        />
        <button
          type="submit"
          disabled={removing}
          onClick={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
          className="h-12 px-1 text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-red-800 disabled:opacity-60"
        >
          Remove<span className="sr-only"> {title}</span>
        </button>
        <CartMessages errors={fetcher.data?.errors} className="mt-2" />
      </fetcher.Form>
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
            form={formId}
            onClick={() => setConfirming(false)}
            className="rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
          >
            Remove
          </button>
        </div>
      </Dialog>
    </>
  );
}
