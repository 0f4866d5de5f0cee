import type {Analytics} from '@shopify/hydrogen';
import {lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps} from 'react';
import type {HydrogenAnalyticsProps} from '~/components/HydrogenAnalytics';

/**
 * Which page Hydrogen's analytics should report as viewed. Pages say it with `useAnalyticsView`;
 * `<AnalyticsViews />` renders the matching `Analytics.*View` inside the provider.
 *
 * Why not render `Analytics.ProductView` in the page itself: that needs `Analytics.Provider` around
 * the whole page, and the provider updates its context right after the page hydrates. A context
 * update reaches every streamed section that is still hydrating and makes React throw that section's
 * server HTML away (React error 421). With the provider beside the page instead of around it, its
 * updates never touch the page.
 *
 * The provider only mounts on a page that reports a view: it loads Shopify's consent script and asks
 * the Storefront API for consent cookies, and pages without a view to report (content pages) make
 * no requests of their own. Listings report theirs, so the consent their Algolia events ask for
 * (`lib/listing/insights.ts`) is known there too. It is loaded when it mounts, not imported: Hydrogen's client is one
 * module, and a static import here would put all of it in every page's first load (decision 0019).
 */

export type AnalyticsView =
  | {type: 'product'; data: ComponentProps<typeof Analytics.ProductView>['data']}
  | {type: 'collection'; data: ComponentProps<typeof Analytics.CollectionView>['data']}
  | {type: 'search'; data: {searchTerm: string}}
  | {type: 'cart'};

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

const HydrogenAnalytics = lazy(() => import('~/components/HydrogenAnalytics'));

/** Hydrogen's analytics with the current page's view event, while a page reports one. */
export function AnalyticsViews(provider: Omit<HydrogenAnalyticsProps, 'view'>) {
  const view = useSyncExternalStore(subscribe, () => current, () => null);
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <HydrogenAnalytics {...provider} view={view} />
    </Suspense>
  );
}
