/**
 * The cart's own action beside Hydrogen's: save a changed note, then go to the hosted checkout.
 * Shared by the checkout button and the `/cart` action.
 */
export const CHECKOUT_ACTION = 'Checkout';

/**
 * A deal card's one post: add its product, apply its code, go to the hosted checkout. One action
 * rather than three forms, so it works without JavaScript and a failed step never half-happens
 * unseen.
 */
export const DEAL_CHECKOUT_ACTION = 'DealCheckout';

/** The actions that end at the hosted checkout rather than back on the page. */
export const CHECKOUT_ACTIONS: ReadonlySet<string> = new Set([CHECKOUT_ACTION, DEAL_CHECKOUT_ACTION]);
