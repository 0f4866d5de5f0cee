import {CartForm, type CartActionInput} from '@shopify/hydrogen';

/**
 * For the few cart posts that cannot be a `CartForm` (a conform form, a server action that runs the
 * cart's action code itself): Hydrogen's field name and actions, and the value `CartForm` posts.
 */
export const CART_FORM_INPUT = CartForm.INPUT_NAME;

export const CART_ACTIONS = CartForm.ACTIONS;

export function cartFormInput(input: CartActionInput | {action: string; inputs?: Record<string, unknown>}): string {
  return JSON.stringify(input);
}
