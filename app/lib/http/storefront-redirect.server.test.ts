import type {Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {shopifyRedirect} from './storefront-redirect.server';

/** A storefront whose URL redirects answer `target` for every path. */
function storefrontRedirecting(target: string | null): Storefront {
  return {
    query: async () => ({urlRedirects: {edges: target ? [{node: {target}}] : []}}),
    getShopifyDomain: () => 'https://green-packaging.myshopify.com',
  } as unknown as Storefront;
}

async function redirectFor(path: string, adminTarget: string | null = null, origin = 'https://shop.example') {
  const notFound = new Response('Not found', {status: 404});
  const response = await shopifyRedirect({
    request: new Request(`${origin}${path}`),
    response: notFound,
    storefront: storefrontRedirecting(adminTarget),
  });
  return {response, keptNotFound: response === notFound};
}

describe('shopifyRedirect', () => {
  // Hydrogen reads `http:evil.example` as a path when the store itself is on http (as locally).
  it.each([
    ['http://shop.example', '/no-such?redirect=http:evil.example'],
    ['http://shop.example', '/no-such?redirect=http:evil.example&_data=root'],
    ['http://shop.example', '/no-such.data?redirect=http:evil.example'],
    ['https://shop.example', '/no-such?redirect=https:evil.example'],
  ])('on %s, keeps %s a 404 rather than leave our origin', async (origin, path) => {
    const {response, keptNotFound} = await redirectFor(path, null, origin);
    const location = response.headers.get('Location') ?? response.headers.get('X-Remix-Redirect');
    if (!keptNotFound) expect(new URL(location ?? '', origin).origin).toBe(origin);
  });

  it.each([
    '/no-such?redirect=http:evil.example',
    '/no-such?redirect=//evil.example',
    '/no-such?redirect=/%5Cevil.example',
    '/no-such?return_to=https://evil.example/login',
    '/no-such?redirect=http:evil.example&_data=root',
    '/no-such.data?redirect=http:evil.example',
    '/admin',
  ])('keeps %s a 404 rather than leave our origin', async (path) => {
    const {response, keptNotFound} = await redirectFor(path);
    expect(keptNotFound).toBe(true);
    expect(response.headers.get('Location')).toBeNull();
    expect(response.headers.get('X-Remix-Redirect')).toBeNull();
  });

  it('refuses a Shopify URL redirect whose target is another site', async () => {
    const {keptNotFound} = await redirectFor('/old-page', 'https://evil.example/page');
    expect(keptNotFound).toBe(true);
  });

  it('follows a Shopify URL redirect to one of our paths', async () => {
    const {response} = await redirectFor('/old-page', '/collections/cups');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/collections/cups');
  });

  it('follows ?redirect= to one of our paths, for pages and for client navigations', async () => {
    const page = await redirectFor('/no-such?redirect=/about');
    expect(page.response.status).toBe(301);
    expect(page.response.headers.get('Location')).toBe('/about');

    const navigation = await redirectFor('/no-such?redirect=/about&_data=root');
    expect(navigation.response.headers.get('X-Remix-Redirect')).toBe('/about');
  });

  it('answers the 404 when Shopify has no redirect and none was asked for', async () => {
    const {keptNotFound} = await redirectFor('/no-such');
    expect(keptNotFound).toBe(true);
  });
});
