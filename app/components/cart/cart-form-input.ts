import type {CartActionInput} from '@shopify/hydrogen';

/**
 * Hydrogen's `CartForm.INPUT_NAME` and the `CartForm.ACTIONS` our plain forms post, written out:
 * Hydrogen's client is one module, so reading them from `CartForm` would put all of it in the
 * first load of every page with a cart form (the mini-cart's is on every page). The unit test holds
 * them equal to Hydrogen's.
 */
export const CART_FORM_INPUT = 'cartFormInput';

export const CART_ACTIONS = {
  DiscountCodesUpdate: 'DiscountCodesUpdate',
  LinesAdd: 'LinesAdd',
  LinesRemove: 'LinesRemove',
  LinesUpdate: 'LinesUpdate',
  NoteUpdate: 'NoteUpdate',
} as const;

/**
 * The `cartFormInput` value `CartForm` would post, for forms that need to be plain Remix forms
 * (a conform form, a form with two submit buttons, a fetcher form that submits itself).
 */
export function cartFormInput(input: CartActionInput | {action: string; inputs?: Record<string, unknown>}): string {
  return JSON.stringify(input);
}
