import {useState, type ReactNode} from 'react';
import {Dialog} from '~/components/ui/Dialog';
import {useHydrated} from '~/lib/ui/useHydrated';

/**
 * A submit button for something that cannot be undone (removing, deleting). With JavaScript it asks
 * first: a dialog inside the form, whose confirm button sends it. Without it the button sends the
 * form at once, since a page without scripts cannot ask; so the dialog renders only once the page
 * has hydrated, not in the server's HTML.
 */
export function ConfirmSubmitButton({
  question,
  consequence,
  confirmLabel,
  disabled,
  className,
  children,
}: {
  /** The dialog's title: 'Remove this item?' */
  question: string;
  /** What happens, in a sentence: 'Kraft Cups will be taken out of your cart.' */
  consequence: ReactNode;
  confirmLabel: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="submit"
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
        className={className}
      >
        {children}
      </button>
      {hydrated ? (
        <Dialog open={confirming} onClose={() => setConfirming(false)} title={question} className="w-96 max-w-full p-6">
          <p className="mt-2 text-stone-800">{consequence}</p>
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
              {confirmLabel}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
