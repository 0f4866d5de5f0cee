import {useAnalytics} from '@shopify/hydrogen';
import {useEffect} from 'react';
import {pushToDataLayer} from '~/lib/analytics/analytics';

/** Hydrogen's standard events, as they reach the tag manager's data layer. */
export const FORWARDED_EVENTS = [
  'page_viewed',
  'product_viewed',
  'collection_viewed',
  'search_viewed',
  'cart_viewed',
  'product_added_to_cart',
  'cart_updated',
] as const;

/**
 * Hands Hydrogen's analytics events to the tag manager (`window.dataLayer`), as Hydrogen's
 * documentation does for Google Tag Manager. Hydrogen publishes only what the visitor's consent
 * allows (Shopify's Customer Privacy API), so the data layer hears no more than Shopify does.
 */
export function AnalyticsDataLayer() {
  const {subscribe, register} = useAnalytics();
  const {ready} = register('Data layer');
  useEffect(() => {
    // One handler for every event: each of `subscribe`'s overloads names its own payload type.
    const subscribeTo = subscribe as (event: string, callback: (payload: unknown) => void) => void;
    for (const event of FORWARDED_EVENTS) {
      subscribeTo(event, (payload) => {
        const {url, shop} = payload as {url?: string; shop?: {shopId?: string} | null};
        pushToDataLayer({event: `shopify.${event}`, page_url: url, shop_id: shop?.shopId});
      });
    }
    ready();
  }, [subscribe, ready]);
  return null;
}
