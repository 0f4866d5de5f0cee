import {useEffect, useRef, type ReactNode} from 'react';
import {CloseIcon} from '~/components/icons';
import {useEscapeKey} from '~/lib/ui/useEscapeKey';

export interface PopoverProps {
  open: boolean;
  /** Called on Escape, a click outside the panel, or its close button. */
  onClose: () => void;
  /** The panel's accessible name. */
  label: string;
  children: ReactNode;
  /** Placement and size; the panel is positioned against its nearest positioned ancestor. */
  className?: string;
}

/**
 * A small non-modal panel that opens next to what it is about (a confirmation, a mini cart). It takes
 * the focus when it opens, so a keyboard or screen-reader user hears it, and gives it back to the
 * control that opened it when it closes; the rest of the page stays usable.
 */
export function Popover({open, onClose, label, children, className = ''}: PopoverProps) {
  const panel = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const node = panel.current;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!node?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      // Only when focus is still ours: a click elsewhere already put it where the person wanted.
      if (node?.contains(document.activeElement) || document.activeElement === document.body) {
        returnFocusTo.current?.focus();
      }
    };
  }, [open, onClose]);

  useEscapeKey(open, onClose);

  if (!open) return null;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      className={`absolute z-30 rounded-lg border border-stone-200 bg-white p-4 shadow-xl focus:outline-none ${className}`}
    >
      <button
        type="button"
        onClick={onClose}
        className="absolute top-2 right-2 rounded-full p-1.5 text-stone-700 hover:bg-stone-100"
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">Close</span>
      </button>
      {children}
    </div>
  );
}
