import {beforeAll, describe, expect, it} from 'vitest';
import {seeded, SEED, sendOnce, store, type Answer} from './support';

/**
 * Guarantee 1 against the running store: every place a request names where to go next (the
 * discount link's `redirect` and `return_to`, exit-preview's `return_to`, Hydrogen's `?redirect=` /
 * `?return_to=` on an address the app has nothing at, the cart's `redirectTo`, the sign-in form's
 * `redirect`, the address book's `redirect` and the newsletter's `return_to`) meets guarantee 1's
 * table and a seeded run of generated strings, and never sends the visitor off our origin. The
 * CMS's `redirect_url` and `add_items_redirect` are the editors' and covered by the forms' and the
 * samples' unit tests.
 */
const HOSTILE = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\t//evil.example',
  'javascript:alert(1)',
  '%01http%3A%2F%2Fevil.example',
  'http:evil.example',
  '/.//evil.example',
  '\\\\evil.example',
  'https:/\\evil.example',
  `${'https://evil.example'.replace('e', 'E')}/%2e%2e`,
];
/** Characters that make redirects go wrong: slashes both ways, schemes, controls, escapes. */
const PIECES = ['/', '\\', '//', ':', 'http', 'https:', 'javascript:', 'evil.example', '@', '%2F', '%5C', '%09', '\t', '\n', '\u0000', '.', '..', '?', '#', ' ', 'ø', '%'];

interface RedirectParameter {
  name: string;
  /** Sends the visitor's request with `target` as the parameter. */
  send(target: string): Promise<Pick<Answer, 'status' | 'location'>>;
}

let cartCount = 0;
let customer = '';
let addressKey = '';
let ip = 0;
const nextIp = () => `10.250.${(++ip >> 8) & 255}.${ip & 255}`;
/** A form post as a browser without scripts sends it (it navigates, and says so). */
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  sendOnce(`${store()}${path}`, {
    headers: {'Content-Type': 'application/x-www-form-urlencoded', 'oxygen-buyer-ip': nextIp(), Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', ...headers},
    body: new URLSearchParams(fields),
  });
const get = async (path: string, parameter: string, target: string) => {
  const response = await fetch(`${store()}${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({[parameter]: target})}`, {redirect: 'manual'});
  return {status: response.status, location: response.headers.get('Location') ?? undefined};
};

const PARAMETERS: RedirectParameter[] = [
  {name: 'discount link ?redirect=', send: (target) => get('/discount/WELCOME10', 'redirect', target)},
  {name: 'discount link ?return_to=', send: (target) => get('/discount/WELCOME10', 'return_to', target)},
  {name: 'exit preview ?return_to=', send: (target) => get('/api/exit-preview', 'return_to', target)},
  {name: 'an unknown address ?redirect=', send: (target) => get('/no-such-page', 'redirect', target)},
  {name: 'an unknown address ?return_to=', send: (target) => get('/no-such-page', 'return_to', target)},
  {
    name: 'cart redirectTo',
    send: (target) =>
      form('/cart', {
        cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/800083', quantity: 1 + (cartCount++ % 3)}]}}),
        redirectTo: target,
      }),
  },
  {name: 'sign-in redirect', send: (target) => form('/account/login', {email: 'priya@example.com', password: 'greenhome', redirect: target})},
  {name: 'address book redirect', send: (target) => form('/account/addresses', {intent: 'default', address: addressKey, redirect: target}, {cookie: customer})},
  {name: 'newsletter return_to', send: (target) => form('/api/newsletter', {placement: 'footer', email: 'reader@example.com', return_to: target, _botbait: 'bot'})},
];

beforeAll(async () => {
  const login = await fetch(`${store()}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'oxygen-buyer-ip': nextIp()},
    body: new URLSearchParams({email: 'maria@example.com', password: 'compost123'}),
  });
  customer = login.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))?.split(';')[0] ?? '';
  expect(customer, 'a seeded customer signs in').not.toBe('');
  const book = await (await fetch(`${store()}/account/addresses`, {headers: {cookie: customer}})).text();
  addressKey = /name="address" value="(\d+)"/.exec(book)?.[1] ?? '';
  expect(addressKey, 'the address book lists an address').not.toBe('');
});

/** Where a redirect sends the browser, resolved as the browser would, or null when it does not redirect. */
function destination({location}: Pick<Answer, 'location'>): URL | null {
  return location === undefined ? null : new URL(location, store());
}

describe('Redirects stay on our origin', () => {
  it.each(PARAMETERS)('$name: guarantee 1’s table, and a safe target still works', async (parameter) => {
    const safe = await parameter.send('/collections/hot-cups?sort=price_asc');
    // Each parameter really redirects, or the table below would pass for nothing.
    expect(safe.status, 'a safe target redirects').toBeGreaterThanOrEqual(300);
    expect(destination(safe)?.pathname, 'a safe target is kept').toBe('/collections/hot-cups');
    for (const target of HOSTILE) {
      const response = await parameter.send(target);
      expect(response.status, target).toBeLessThan(500);
      const to = destination(response);
      if (to) {
        expect(to.origin, `${JSON.stringify(target)} → ${response.location}`).toBe(new URL(store()).origin);
        expect(response.location?.startsWith('//'), JSON.stringify(target)).toBe(false);
      }
    }
  });

  it('never leaves the origin for generated targets, on every parameter', {timeout: 120_000}, async () => {
    const random = seeded(SEED);
    console.log(`Redirect targets: seed ${SEED}`);
    for (let run = 0; run < 20; run += 1) {
      const target = Array.from({length: 1 + random.int(6)}, () => random.pick(PIECES)).join('');
      for (const parameter of PARAMETERS) {
        const response = await parameter.send(target);
        expect(response.status, `${parameter.name} ${JSON.stringify(target)}`).toBeLessThan(500);
        const to = destination(response);
        if (to) expect(to.origin, `${parameter.name} ${JSON.stringify(target)} → ${response.location}`).toBe(new URL(store()).origin);
      }
    }
  });
});
