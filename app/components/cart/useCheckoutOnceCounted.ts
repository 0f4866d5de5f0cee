import {useAnalytics} from '@shopify/hydrogen';
import type {FetcherWithComponents} from '@remix-run/react';
import {useEffect} from 'react';
import type {CartActionData} from './AddToCartForm';

/** Long enough for Hydrogen to publish the cart's change, short enough that a shopper never waits on it. */
const ANALYTICS_GRACE_MS = 1500;

let pendingCheckoutUrl: string | null = null;

function continueToCheckout() {
  const url = pendingCheckoutUrl;
  pendingCheckoutUrl = null;
  if (url) window.location.assign(url);
}

/**
 * A post that adds to the cart and then leaves for the hosted checkout (a deal card's): with
 * JavaScript the cart answers on the page, so Hydrogen's analytics see the cart change
 * (`product_added_to_cart`, `cart_updated`) as for any other add, and the shopper goes on once
 * `cart_updated` is published, or after a moment when analytics are off. Without JavaScript the
 * post itself redirects to the checkout.
 */
export function useCheckoutOnceCounted(fetcher: FetcherWithComponents<unknown>) {
  const {subscribe} = useAnalytics();
  const data = fetcher.data as (CartActionData & {cart?: {checkoutUrl?: string} | null}) | undefined;
  const checkoutUrl = fetcher.state === 'idle' && !data?.errors?.length ? data?.cart?.checkoutUrl : undefined;
  useEffect(() => {
    if (!checkoutUrl) return;
    pendingCheckoutUrl = checkoutUrl;
    // One module-level handler, so subscribing again (Hydrogen offers no unsubscribe) adds nothing.
    subscribe('cart_updated', continueToCheckout);
    const timer = setTimeout(continueToCheckout, ANALYTICS_GRACE_MS);
    return () => clearTimeout(timer);
  }, [checkoutUrl, subscribe]);
}
