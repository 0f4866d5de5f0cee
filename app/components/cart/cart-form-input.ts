import {CartForm, type CartActionInput} from '@shopify/hydrogen';

/**
 * The `cartFormInput` value `CartForm` would post, for forms that need to be plain Remix forms
 * (a conform form, a form with two submit buttons, a fetcher form that submits itself).
 */
export function cartFormInput(input: CartActionInput | {action: string; inputs?: Record<string, unknown>}): string {
  return JSON.stringify(input);
}

export const CART_FORM_INPUT = CartForm.INPUT_NAME;
