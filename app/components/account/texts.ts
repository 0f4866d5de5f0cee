/** The account pages' fixed wording. */
export const NO_ORDERS = 'You haven’t placed any orders yet.';
export const ORDERS_ERROR = 'An error occurred';
