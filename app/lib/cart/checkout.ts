/**
 * The cart's own action beside Hydrogen's: save a changed note, then go to the hosted checkout.
 * Shared by the checkout button and the `/cart` action.
 */
export const CHECKOUT_ACTION = 'Checkout';
