import {Analytics} from '@shopify/hydrogen';
import type {ComponentProps} from 'react';
import type {AnalyticsView} from '~/components/AnalyticsViews';

export type HydrogenAnalyticsProps = Omit<ComponentProps<typeof Analytics.Provider>, 'children'> & {
  view: AnalyticsView;
};

/** Hydrogen's analytics provider with one page's view event; `AnalyticsViews` loads it on demand. */
export default function HydrogenAnalytics({view, ...provider}: HydrogenAnalyticsProps) {
  return (
    <Analytics.Provider {...provider}>
      {view.type === 'product' ? (
        <Analytics.ProductView data={view.data} />
      ) : view.type === 'collection' ? (
        <Analytics.CollectionView data={view.data} />
      ) : view.type === 'search' ? (
        <Analytics.SearchView data={view.data} />
      ) : (
        <Analytics.CartView />
      )}
    </Analytics.Provider>
  );
}
