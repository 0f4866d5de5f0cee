import {describe, expect, it} from 'vitest';
import {safeRedirect, safeRedirectPath, sameOriginPath} from './redirect';

const REQUEST_URL = 'https://shop.example/account/login?x=1';
const ORIGIN = new URL(REQUEST_URL).origin;

describe('safeRedirectPath', () => {
  it.each([
    'https://evil.example',
    'https://evil.example/account',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\t//evil.example',
    '\n//evil.example',
    ' //evil.example',
    '\u0000//evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http:evil.example',
    'https:evil.example',
    'http:/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    'https://shop.example@evil.example',
    'https://shop.example.evil.example/',
    'http://shop.example/',
    'https://shop.example:8443/',
    '',
  ])('sends %j to the fallback', (target) => {
    expect(safeRedirectPath(target, REQUEST_URL)).toBe('/');
    expect(safeRedirectPath(target, REQUEST_URL, '/account')).toBe('/account');
  });

  it('keeps an encoded control character inside our own path, where it is harmless', () => {
    expect(safeRedirectPath('%01http%3A%2F%2Fevil.example', REQUEST_URL)).toBe(
      '/account/%01http%3A%2F%2Fevil.example',
    );
  });

  it.each([
    ['/account', '/account'],
    ['/en-ca/about?tab=2#team', '/en-ca/about?tab=2#team'],
    ['https://shop.example/cart?step=1', '/cart?step=1'],
    ['orders', '/account/orders'],
    ['?page=2', '/account/login?page=2'],
    ['/search?query=%E2%9C%93', '/search?query=%E2%9C%93'],
  ])('keeps %j as %j', (target, expected) => {
    expect(safeRedirectPath(target, REQUEST_URL)).toBe(expected);
  });

  it.each([undefined, null, 42, ['/account'], {pathname: '/account'}])(
    'sends a %j that is not text to the fallback',
    (target) => {
      expect(safeRedirectPath(target, REQUEST_URL)).toBe('/');
    },
  );

  it('accepts the request URL as a URL object', () => {
    expect(sameOriginPath('/cart', new URL(REQUEST_URL))).toBe('/cart');
    expect(sameOriginPath('//evil.example', new URL(REQUEST_URL))).toBeNull();
  });

  it('never leaves our origin, whatever text it is given', () => {
    const random = seededRandom(20250408);
    for (let run = 0; run < 10_000; run++) {
      const target = randomTarget(random);
      const path = safeRedirectPath(target, REQUEST_URL, '/fallback');
      const context = `target ${JSON.stringify(target)} gave ${JSON.stringify(path)}`;
      expect(path.startsWith('/'), context).toBe(true);
      expect(/^\/[/\\]/.test(path), context).toBe(false);
      expect(/[\p{Cc}\\]/u.test(path), context).toBe(false);
      // As a browser reads a Location header: against our page, and against any other base.
      expect(new URL(path, REQUEST_URL).origin, context).toBe(ORIGIN);
      expect(new URL(path, 'http://elsewhere.example/a/b').host, context).toBe('elsewhere.example');
    }
  });
});

describe('safeRedirect', () => {
  it('redirects to a path on our origin', () => {
    const response = safeRedirect('/cart', new Request(REQUEST_URL));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/cart');
  });

  it('redirects an outside target home, keeping the given status and headers', () => {
    const response = safeRedirect('https://evil.example', new Request(REQUEST_URL), {
      status: 303,
      headers: {'Set-Cookie': 'a=1'},
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toBe('a=1');
  });
});

/** Pieces that redirect tricks are made of, so random targets hit the edges often. */
const PIECES = [
  '/', '//', '\\', '/\\', ':', '.', '..', '@', '?', '#', '%', '%2F', '%5C', '%2E', '%00', '%01', '%0A',
  'http', 'https', 'javascript', 'data', 'evil.example', 'shop.example', ':443', ':80', 'www.',
  '\t', '\n', '\r', '\u0000', '\u0001', '\u007F', ' ', '\u00A0', '\u3002', '\uFF0F', '\uFF3C', '\u2215',
  'a', 'Z', '0', '-', '_', '~', '&', '=', '+', ';', ',', '[', ']', '[::1]', '127.0.0.1', 'localhost',
];

function randomTarget(random: () => number): string {
  let target = '';
  const length = Math.floor(random() * 12);
  for (let index = 0; index < length; index++) {
    target +=
      random() < 0.8
        ? PIECES[Math.floor(random() * PIECES.length)]
        : String.fromCodePoint(Math.floor(random() * 0x3000));
  }
  return target;
}

/** mulberry32: a small PRNG, so a failure reproduces from the seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
