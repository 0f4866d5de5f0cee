import {Analytics} from '@shopify/hydrogen';
import {useEffect, useSyncExternalStore, type ComponentProps} from 'react';

/**
 * Which page Hydrogen's analytics should report as viewed. Pages say it with `useAnalyticsView`;
 * `<AnalyticsViews />` renders the matching `Analytics.*View` inside the provider.
 *
 * Why not render `Analytics.ProductView` in the page itself: that needs `Analytics.Provider` around
 * the whole page, and the provider updates its context right after the page hydrates. A context
 * update reaches every streamed section that is still hydrating and makes React throw that section's
 * server HTML away (React error 421). With the provider beside the page instead of around it, its
 * updates never touch the page.
 */

export type AnalyticsView = {type: 'product'; data: ComponentProps<typeof Analytics.ProductView>['data']};

let current: AnalyticsView | null = null;
const listeners = new Set<() => void>();

function setView(view: AnalyticsView | null) {
  current = view;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports this page as viewed while it is shown; `key` changes when it is a different view. */
export function useAnalyticsView(view: AnalyticsView, key: string) {
  useEffect(() => {
    setView(view);
    return () => setView(null);
    // `key` stands for `view`: a new object each render must not count as a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** The current page's view event, for inside `Analytics.Provider`. */
export function AnalyticsViews() {
  const view = useSyncExternalStore(subscribe, () => current, () => null);
  if (view?.type === 'product') return <Analytics.ProductView data={view.data} />;
  return null;
}
