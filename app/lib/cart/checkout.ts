/**
 * The cart's own actions beside Hydrogen's, named `Custom…` as `CartForm` asks of an action it does
 * not know. Shared by the forms that post them and the `/cart` action.
 */

/** Go to the hosted checkout (the mini-cart's button). */
export const CHECKOUT_ACTION = 'CustomCheckout';

/**
 * A deal card's one post: add its product, apply its code, go to the hosted checkout. One action
 * rather than three forms, so it works without JavaScript and a failed step never half-happens
 * unseen.
 */
export const DEAL_CHECKOUT_ACTION = 'CustomDealCheckout';

/**
 * The cart page's checkout button sits in the note's form and posts this field with it: the note
 * is saved first (unless blank or unchanged), then the shopper goes on to the hosted checkout.
 */
export const THEN_FIELD = 'then';
export const THEN_CHECKOUT = 'checkout';

/** The actions that end at the hosted checkout rather than back on the page. */
export const CHECKOUT_ACTIONS: ReadonlySet<string> = new Set([CHECKOUT_ACTION, DEAL_CHECKOUT_ACTION]);
