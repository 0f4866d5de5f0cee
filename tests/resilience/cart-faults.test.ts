import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseDotenv} from '../../scripts/local-env';
import {cartCookie, sandbox, seeded, SEED, store, withFaults} from './support';

/**
 * Guarantee 15's "carts lose no lines": 100 adds and quantity changes posted to `/cart` as the
 * cart's forms post them, while 30 % of the Storefront API's answers fail. Each post either
 * succeeded (200) or said nothing was lost (400); the cart read back from the API afterwards holds
 * exactly what the successful posts made of it.
 */
const OPERATIONS = 100;
const VARIANTS = ['800055', '800083', '800001', '800002'];
const CART_UNAVAILABLE = 'Nothing was lost; please try again.';

interface Line {
  id: string;
  quantity: number;
  merchandise: {id: string};
}

/** The cart id the store keeps in its signed session cookie (`name=base64(JSON).signature`). */
function cartIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const payload = value.slice(0, value.lastIndexOf('.'));
  return (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {cartId: string}).cartId;
}

/** The cart's lines as Shopify's side holds them, read past the store. */
async function linesOf(cartId: string): Promise<Line[]> {
  const {PUBLIC_STOREFRONT_API_TOKEN: token} = parseDotenv(readFileSync('.env.example', 'utf8'));
  const response = await fetch(`${sandbox()}/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token},
    body: JSON.stringify({
      query: 'query ResilienceCart($id: ID!) { cart(id: $id) { lines(first: 50) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } } }',
      variables: {id: cartId},
    }),
  });
  const {data} = (await response.json()) as {data: {cart: {lines: {nodes: Line[]}}}};
  return data.cart.lines.nodes;
}

const quantities = (lines: Line[]) => Object.fromEntries(lines.map((line) => [line.merchandise.id.split('/').pop()!, line.quantity]));

describe('A cart under a failing Storefront API', () => {
  it(`loses no line over ${OPERATIONS} adds and updates while 30 % of the API's answers fail`, {timeout: 120_000}, async () => {
    const cookie = await cartCookie(VARIANTS);
    const cartId = cartIdOf(cookie);
    const lines = await linesOf(cartId);
    expect(Object.keys(quantities(lines)).sort()).toEqual([...VARIANTS].sort());
    const expected: Record<string, number> = quantities(lines);
    const lineIds = Object.fromEntries(lines.map((line) => [line.merchandise.id.split('/').pop()!, line.id]));

    const random = seeded(SEED);
    let refused = 0;
    await withFaults('storefront:error=0.3', async () => {
      for (let operation = 0; operation < OPERATIONS; operation += 1) {
        const variant = random.pick(VARIANTS);
        const adding = random.chance(0.5);
        const quantity = 1 + random.int(5);
        const cartFormInput = JSON.stringify(
          adding
            ? {action: 'LinesAdd', inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity}]}}
            : {action: 'LinesUpdate', inputs: {lines: [{id: lineIds[variant], quantity}]}},
        );
        const response = await fetch(`${store()}/cart.data`, {
          method: 'POST',
          headers: {'Content-Type': 'application/x-www-form-urlencoded', cookie},
          body: new URLSearchParams({cartFormInput}),
        });
        const text = await response.text();
        const replay = `seed ${SEED}, operation ${operation}: ${adding ? 'add' : 'set'} ${quantity} of ${variant}`;
        expect([200, 400], `${replay}: a failed write is a 400 with a message, never a 500`).toContain(response.status);
        if (response.status === 400) {
          expect(text, replay).toContain(CART_UNAVAILABLE);
          refused += 1;
        } else expected[variant] = adding ? expected[variant] + quantity : quantity;
      }
    });
    console.log(`Cart under faults: seed ${SEED}, ${OPERATIONS - refused} writes succeeded, ${refused} refused`);
    // The faults really bit, or this proves nothing.
    expect(refused).toBeGreaterThan(OPERATIONS * 0.1);
    expect(quantities(await linesOf(cartId))).toEqual(expected);
  });
});
