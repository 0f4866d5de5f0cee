import type {ReactNode} from 'react';
import {Dialog} from '~/components/ui/Dialog';

/** The sidebar's id: the target of the phone's control without JavaScript. */
export const FILTERS_ID = 'filters';

const CONTROL_CLASS =
  'rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:border-emerald-800 lg:hidden';

/**
 * On a phone the filters and sort are behind one control above the products, as in Shopify's Dawn
 * and Hydrogen's facet drawers, so the first products show on the first screen. With JavaScript it
 * opens the panel; without, it is a link to the filters, which follow the products on a phone.
 */
export function FilterPanelControl({
  applied,
  hydrated,
  expanded,
  onOpen,
}: {
  /** How many refinements are applied: the shopper sees the panel is not empty. */
  applied: number;
  hydrated: boolean;
  expanded: boolean;
  onOpen: () => void;
}) {
  const label = `Filter and sort${applied ? ` (${applied})` : ''}`;
  return hydrated ? (
    <button type="button" aria-haspopup="dialog" aria-expanded={expanded} onClick={onOpen} className={CONTROL_CLASS}>
      {label}
    </button>
  ) : (
    <a href={`#${FILTERS_ID}`} className={CONTROL_CLASS}>
      {label}
    </a>
  );
}

/** The phone's panel: sort, then what the sidebar holds, and a way back to the products. */
export function FilterPanel({
  open,
  onClose,
  total,
  sort,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Products matching what is chosen so far, on the button back to them. */
  total: number;
  sort: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Filter and sort" className="w-[min(28rem,94vw)] p-4 pb-0">
      {/* Only while open: the sort and the filters belong to the form once, here or in the sidebar. */}
      {open ? (
        <>
          <div className="mt-4 space-y-6">
            {sort}
            {children}
          </div>
          <div className="sticky bottom-0 -mx-4 mt-6 border-t border-stone-200 bg-white p-4">
            <button
              type="button"
              onClick={onClose}
              className="w-full rounded-md bg-emerald-800 px-4 py-3 font-semibold text-white hover:bg-emerald-900"
            >
              Show {total} {total === 1 ? 'product' : 'products'}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
