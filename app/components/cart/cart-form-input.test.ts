import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {CART_ACTIONS, CART_FORM_INPUT} from './cart-form-input';

describe('the cart form names written out for the first load', () => {
  it('posts under the field name Hydrogen’s cart handler reads', () => {
    expect(CART_FORM_INPUT).toBe(CartForm.INPUT_NAME);
  });

  it('names every action as Hydrogen does', () => {
    for (const [name, value] of Object.entries(CART_ACTIONS)) {
      expect(CartForm.ACTIONS[name as keyof typeof CartForm.ACTIONS]).toBe(value);
    }
  });
});
