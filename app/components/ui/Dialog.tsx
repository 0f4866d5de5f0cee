import {useEffect, useId, useRef, type MouseEvent, type ReactNode} from 'react';
import {CloseIcon} from '~/components/icons';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog asks to close: Escape, a click on the overlay, or its close button. */
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** Classes for the panel (size, padding, colours). */
  className?: string;
}

/**
 * A modal dialog on the platform's `<dialog>`: `showModal()` makes the rest of the page inert, so
 * focus stays inside, and Escape closes it. A click on the overlay closes it too; focus returns to
 * whatever had it before it opened.
 */
export function Dialog({open, onClose, title, hideTitle = false, children, className = ''}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // `close` fires however the dialog closed (Escape included); the page's state follows it.
    const onNativeClose = () => {
      onClose();
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, [onClose]);

  // The panel fills the dialog box, so a click that lands on the dialog itself is on the overlay.
  const closeOnOverlay = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) ref.current?.close();
  };

  return (
    // Escape and the close button are the keyboard's way out; the overlay click is a pointer extra.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={hideTitle ? title : undefined}
      aria-labelledby={hideTitle ? undefined : titleId}
      onClick={closeOnOverlay}
      className="m-auto max-h-[92vh] max-w-[min(64rem,94vw)] overflow-visible bg-transparent p-0 backdrop:bg-stone-950/70"
    >
      <div className={`relative max-h-[92vh] overflow-auto rounded-lg bg-white shadow-xl ${className}`}>
        {hideTitle ? null : (
          <h2 id={titleId} className="pr-10 text-lg font-semibold text-stone-900">
            {title}
          </h2>
        )}
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-2 text-stone-800 hover:bg-stone-100"
        >
          <CloseIcon />
          <span className="sr-only">Close</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
