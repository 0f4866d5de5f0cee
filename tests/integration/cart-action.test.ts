import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../app/lib/i18n/locale';
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

/** A cart that keeps one saved note and records every write it is asked for. */
function recordingCart(note: string, writes: unknown[][]) {
  const saved = {
    id: 'gid://shopify/Cart/1',
    note,
    checkoutUrl: 'https://checkout.example/checkouts/1',
    buyerIdentity: {customer: null},
    lines: {nodes: [{id: 'line-1', quantity: 1, merchandise: {availableForSale: true}}]},
  };
  const answer = async () => ({cart: saved, userErrors: [], warnings: [], errors: []});
  return {
    get: async () => saved,
    setCartId: () => new Headers(),
    updateNote: async (...args: unknown[]) => (writes.push(['updateNote', ...args]), answer()),
    updateLines: async (...args: unknown[]) => (writes.push(['updateLines', ...args]), answer()),
  };
}

function cartPost(action: string, inputs: Record<string, unknown> | undefined, fields: Record<string, string> = {}) {
  return post({cartFormInput: JSON.stringify({action, inputs}), ...fields});
}

async function run(request: Request, note: string) {
  const writes: unknown[][] = [];
  const context = {
    locale: LOCALES[0],
    cart: recordingCart(note, writes),
    session: {get: () => undefined, unset: () => undefined},
    // Nobody is signed in.
    customer: {readToken: () => Promise.resolve(null)},
  } as unknown as AppLoadContext;
  const result = await action({request, params: {}, context});
  return {result, writes};
}

describe('The cart action’s note and checkout', () => {
  it('saves a changed note (trimmed) before it sends the shopper to the hosted checkout', async () => {
    const {result, writes} = await run(cartPost('NoteUpdate', undefined, {note: '  Back door  ', then: 'checkout'}), 'Front door');
    expect(writes).toEqual([['updateNote', 'Back door']]);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('https://checkout.example/checkouts/1');
  });

  it.each([
    ['blank', '   '],
    ['unchanged', 'Front door'],
  ])('goes to checkout without writing a %s note', async (_name, note) => {
    const {result, writes} = await run(cartPost('NoteUpdate', undefined, {note, then: 'checkout'}), 'Front door');
    expect(writes).toEqual([]);
    expect((result as Response).headers.get('Location')).toBe('https://checkout.example/checkouts/1');
  });

  it('only saves the note when the Save note button sent it, and stays on the cart', async () => {
    const {result, writes} = await run(cartPost('NoteUpdate', undefined, {note: ''}), 'Front door');
    expect(writes).toEqual([['updateNote', '']]);
    expect(result).not.toBeInstanceOf(Response);
  });

  it('goes straight to checkout from the mini-cart’s button', async () => {
    const {result, writes} = await run(cartPost('CustomCheckout', undefined), 'Front door');
    expect(writes).toEqual([]);
    expect((result as Response).headers.get('Location')).toBe('https://checkout.example/checkouts/1');
  });
});

describe('The cart action’s line quantity', () => {
  it('reads the quantity from the CartForm inputs (scripts) or from the number box (no scripts)', async () => {
    const withScripts = await run(cartPost('LinesUpdate', {lines: [{id: 'line-1', quantity: 3}]}), '');
    expect(withScripts.writes).toEqual([['updateLines', [{id: 'line-1', quantity: 3}]]]);
    const withoutScripts = await run(cartPost('LinesUpdate', {lines: [{id: 'line-1', quantity: 1}]}, {quantity: '4'}), '');
    expect(withoutScripts.writes).toEqual([['updateLines', [{id: 'line-1', quantity: 4}]]]);
  });

  it('refuses a quantity above the limit with a 400 and writes nothing', async () => {
    const {result, writes} = await run(cartPost('LinesUpdate', {lines: [{id: 'line-1', quantity: 10000}]}), '');
    expect((result as {init: ResponseInit | null}).init?.status).toBe(400);
    expect(writes).toEqual([]);
  });
});
