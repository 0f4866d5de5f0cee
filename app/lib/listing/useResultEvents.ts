import {useRouteLoaderData} from '@remix-run/react';
import {useMemo, useRef} from 'react';
import type {RootLoader} from '~/root';
import {addedToCartFromResult, clickedResult, sendInsightsEvent, type SearchResult} from './insights';
import type {ListingProduct} from './query';

export interface ResultEvents {
  clicked(product: ListingProduct): void;
  addedToCart(product: ListingProduct): void;
}

/**
 * The Insights events of one listing's results; they go only for a search that asked for
 * click analytics (it has a `queryID`), and only as `sendInsightsEvent` allows. An add to cart
 * names the search the shopper clicked the result in: the listing is searched again after the cart
 * changes, and that search has an id of its own.
 */
export function useResultEvents(indexName: string, queryID: string | null): ResultEvents {
  const settings = useRouteLoaderData<RootLoader>('root')?.algoliaInsights;
  const clicked = useRef(new Map<string, SearchResult>());
  return useMemo(() => {
    const resultOf = (product: ListingProduct): SearchResult | null =>
      queryID ? {indexName, queryID, objectID: product.objectID, position: product.position} : null;
    return {
      clicked(product) {
        const result = resultOf(product);
        if (!settings || !result) return;
        clicked.current.set(product.objectID, result);
        sendInsightsEvent(settings, clickedResult(result));
      },
      addedToCart(product) {
        const result = clicked.current.get(product.objectID) ?? resultOf(product);
        if (settings && result) sendInsightsEvent(settings, addedToCartFromResult(result));
      },
    };
  }, [settings, indexName, queryID]);
}
