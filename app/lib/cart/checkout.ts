/**
 * The cart's own actions beside Hydrogen's, named `Custom…` as `CartForm` asks of an action it does
 * not know. Shared by the forms that post them and the `/cart` action.
 */

/** Go to the hosted checkout (the mini-cart's button). */
export const CHECKOUT_ACTION = 'CustomCheckout';

/**
 * A deal card's one post: add its product, apply its code, go to the hosted checkout. One action
 * rather than three forms, so a failed step never half-happens unseen. It goes on to the checkout
 * itself when the post says `THEN_FIELD` (without JavaScript); with JavaScript the page does, once
 * the cart's change is counted (`useCheckoutOnceCounted`).
 */
export const DEAL_CHECKOUT_ACTION = 'CustomDealCheckout';

/**
 * A post with this field goes on to the hosted checkout once its change is made: the cart page's
 * checkout button (the note is saved first, unless blank or unchanged) and a deal card without
 * JavaScript.
 */
export const THEN_FIELD = 'then';
export const THEN_CHECKOUT = 'checkout';

/** The actions that end at the hosted checkout rather than back on the page. */
export const CHECKOUT_ACTIONS: ReadonlySet<string> = new Set([CHECKOUT_ACTION]);
