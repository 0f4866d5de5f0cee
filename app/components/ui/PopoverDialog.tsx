import type {ReactNode} from 'react';
import {CloseIcon} from '~/components/icons';

/**
 * A dialog opened by its button through the browser's popover API, so it opens and closes (Escape,
 * a click outside, the close button) with or without JavaScript. Not modal in the strict sense:
 * the page behind stays in the tab order, which suits content a visitor may leave and come back to.
 */
export function PopoverDialog({
  id,
  openLabel,
  title,
  children,
}: {
  id: string;
  openLabel: string;
  /** The dialog's accessible name, shown at its top. */
  title: string;
  children: ReactNode;
}) {
  // React 18 does not know the popover attributes yet; it passes them through as written.
  const opener = {popovertarget: id};
  const closer = {popovertarget: id, popovertargetaction: 'hide'};
  const popover = {popover: 'auto'};
  return (
    <>
      <button
        type="button"
        {...opener}
        className="inline-flex items-center rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900"
      >
        {openLabel}
      </button>
      <div
        id={id}
        {...popover}
        role="dialog"
        aria-labelledby={`${id}-title`}
        className="m-auto max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border-0 bg-white p-6 text-stone-900 shadow-2xl backdrop:bg-stone-950/60"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <p id={`${id}-title`} className="text-lg font-bold">
            {title}
          </p>
          <button
            type="button"
            {...closer}
            className="rounded-md p-1 text-stone-700 hover:bg-stone-100"
          >
            <CloseIcon />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
