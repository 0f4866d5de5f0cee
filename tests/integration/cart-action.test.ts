import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../app/lib/locale';
import {action} from '../../app/routes/($locale).cart';

/**
 * The discount form's garbled posts (found by `npm run test:resilience`): a conform intent that is
 * not JSON made the action throw (a 500), and a list field with an absurd index made conform build a
 * list of a hundred million entries, which took the worker down. Both are a 400 now, and the cart is
 * never touched.
 */
function post(fields: Record<string, string>) {
  return new Request('https://shop.example/cart', {method: 'POST', body: new URLSearchParams(fields)});
}

/** A cart that records any use: none is expected. */
function untouchedCart(used: string[]) {
  return new Proxy({}, {get: (_target, name) => () => used.push(String(name))});
}

describe('The cart action’s discount form', () => {
  it.each([
    ['a conform intent that is not JSON', {discountCode: '   ', __intent__: '{not json'}],
    ['a list field with an absurd index', {discountCode: '', 'tags[99999999]': 'x'}],
  ])('answers %s with a 400 and the field error, and leaves the cart alone', async (_name, fields) => {
    const used: string[] = [];
    const context = {locale: LOCALES[0], cart: untouchedCart(used)} as unknown as AppLoadContext;
    const result = (await action({request: post(fields), params: {}, context})) as {
      data: {discount?: {error?: Record<string, string[]>; initialValue?: Record<string, unknown>}};
      init: ResponseInit | null;
    };
    expect(result.init?.status).toBe(400);
    expect(Object.keys(result.data.discount?.error ?? {})).toEqual(['discountCode']);
    expect(result.data.discount?.initialValue?.tags, 'no list was built for the absurd index').toBeUndefined();
    expect(used).toEqual([]);
  });
});
