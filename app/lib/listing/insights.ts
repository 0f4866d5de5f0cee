import {visitorIdFrom} from './visitor';

/**
 * Algolia Insights events about a listing's results, sent from the browser: a click on a result
 * and an add to cart from one, each with the search's `queryID`, so Algolia's click and conversion
 * analytics, re-ranking and personalisation learn from shoppers. Only with the visitor's consent to
 * analytics (Shopify's Customer Privacy API, which Hydrogen's analytics loads on listing pages) and
 * only for a visitor with an id (the `user-id` cookie, the `userToken` the searches carried).
 *
 * A beacon, not `search-insights`: two event kinds need a few lines, and a beacon outlives the
 * navigation a click starts. It carries the application id and search key in the query string, as
 * Insights accepts them, since a beacon sends no headers (its JSON goes as text/plain).
 */
export interface InsightsSettings {
  appId: string;
  /** The search-only key, which may send events. */
  apiKey: string;
  /** Insights' base URL: `https://insights.algolia.io`, or the host override. */
  url: string;
}

/** A listed product as its search answered it. */
export interface SearchResult {
  indexName: string;
  queryID: string;
  objectID: string;
  /** From 1, across pages. */
  position: number;
}

type InsightsEvent = {
  eventType: 'click' | 'conversion';
  eventName: string;
  index: string;
  queryID: string;
  objectIDs: string[];
  positions?: number[];
  eventSubtype?: 'addToCart';
};

export function clickedResult(result: SearchResult): InsightsEvent {
  return {
    eventType: 'click',
    eventName: 'Product Clicked',
    index: result.indexName,
    queryID: result.queryID,
    objectIDs: [result.objectID],
    positions: [result.position],
  };
}

export function addedToCartFromResult(result: SearchResult): InsightsEvent {
  return {
    eventType: 'conversion',
    eventSubtype: 'addToCart',
    eventName: 'Product Added To Cart',
    index: result.indexName,
    queryID: result.queryID,
    objectIDs: [result.objectID],
  };
}

/** Sends one event if the visitor allows analytics and has an id; says whether it went. */
export function sendInsightsEvent(settings: InsightsSettings, event: InsightsEvent): boolean {
  if (window.Shopify?.customerPrivacy?.analyticsProcessingAllowed?.() !== true) return false;
  const userToken = visitorIdFrom(document.cookie);
  if (!userToken) return false;
  const url = new URL(`${settings.url}/1/events`);
  url.searchParams.set('X-Algolia-Application-Id', settings.appId);
  url.searchParams.set('X-Algolia-API-Key', settings.apiKey);
  const body = JSON.stringify({events: [{...event, userToken, timestamp: Date.now()}]});
  if (navigator.sendBeacon?.(url.href, body)) return true;
  fetch(url, {method: 'POST', body, keepalive: true}).catch(() => {
    // Analytics are best effort: a lost event costs the shopper nothing.
  });
  return true;
}
