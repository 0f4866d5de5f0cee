import {describe, expect, it} from 'vitest';
import {CACHE_POLICIES, isAccountPath, withCachePolicy, type CacheFacts} from './cache-control.server';

const ANONYMOUS: CacheFacts = {session: {arrivedWithData: false, holdsData: false}, preview: {active: false}};
const WITH_CART: CacheFacts = {...ANONYMOUS, session: {arrivedWithData: true, holdsData: true}};

const data = (init: ResponseInit = {}) =>
  new Response('[]', {...init, headers: {'Content-Type': 'text/x-script', ...init.headers}});
const html = (init: ResponseInit = {}) =>
  new Response('<!DOCTYPE html>', {...init, headers: {'Content-Type': 'text/html; charset=utf-8', ...init.headers}});

function policy(response: Response, path: string, facts = ANONYMOUS, method = 'GET') {
  const answer = withCachePolicy(response, new Request(`https://shop.example${path}`, {method}), facts);
  return {cacheControl: answer.headers.get('Cache-Control'), vary: answer.headers.get('Vary')};
}

describe('withCachePolicy', () => {
  it('lets shared caches keep an anonymous visitor’s page data a minute, varying by cookie', () => {
    expect(policy(data(), '/products/cup.data')).toEqual({cacheControl: CACHE_POLICIES.shared, vary: 'Cookie'});
    expect(policy(data(), '/_root.data')).toEqual({cacheControl: CACHE_POLICIES.shared, vary: 'Cookie'});
    expect(CACHE_POLICIES.shared).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('keeps every HTML document private: it carries the visitor’s analytics tokens and a nonce of its own', () => {
    expect(policy(html(), '/')).toEqual({cacheControl: 'private, no-store', vary: 'Cookie'});
    expect(policy(html({status: 404}), '/nowhere')).toEqual({cacheControl: 'private, no-store', vary: 'Cookie'});
  });

  it('keeps private whatever carries a session: a cart, a sign-in or a flash, brought or just made', () => {
    expect(policy(data(), '/_root.data', WITH_CART).cacheControl).toBe('private, no-store');
    const flashedAndRead = {...ANONYMOUS, session: {arrivedWithData: true, holdsData: false}};
    expect(policy(data(), '/_root.data', flashedAndRead).cacheControl).toBe('private, no-store');
    const justAdded = {...ANONYMOUS, session: {arrivedWithData: false, holdsData: true}};
    expect(policy(data(), '/cart.data', justAdded, 'POST').cacheControl).toBe('private, no-store');
    expect(policy(data({headers: {'Set-Cookie': 'session=abc'}}), '/about.data').cacheControl).toBe('private, no-store');
  });

  it('keeps private the data that carries Shopify’s visitor tokens, as Hydrogen passes them on', () => {
    const tokens = {'Server-Timing': '_y;desc=0a1b, _s;desc=2c3d'};
    expect(policy(data({headers: tokens}), '/about.data').cacheControl).toBe('private, no-store');
    const proxyOnly = {'Server-Timing': '_sfapi_proxy;desc=1'};
    expect(policy(data({headers: proxyOnly}), '/about.data').cacheControl).toBe(CACHE_POLICIES.shared);
  });

  it('keeps private account pages, previews, posts and what a route already keeps out of caches', () => {
    expect(policy(data(), '/account/login.data').cacheControl).toBe('private, no-store');
    expect(policy(data(), '/en-ca/account.data').cacheControl).toBe('private, no-store');
    expect(policy(data(), '/about.data', {...ANONYMOUS, preview: {active: true}}).cacheControl).toBe('private, no-store');
    expect(policy(data(), '/contact.data', ANONYMOUS, 'POST').cacheControl).toBe('private, no-store');
    expect(policy(data({headers: {'Cache-Control': 'no-store'}}), '/cart.data').cacheControl).toBe('private, no-store');
  });

  it('lets no cache keep an anonymous page answer that is not a 200', () => {
    expect(policy(data({status: 404}), '/nowhere.data')).toEqual({cacheControl: 'no-store', vary: 'Cookie'});
    const moved = Response.redirect('https://shop.example/new', 301);
    expect(policy(moved, '/old')).toEqual({cacheControl: 'no-store', vary: 'Cookie'});
  });

  it('keeps what a route says of an answer that is not a page, unless it sets a cookie', () => {
    const sitemap = () =>
      new Response('<urlset/>', {headers: {'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=3600'}});
    expect(policy(sitemap(), '/sitemap.xml', WITH_CART)).toEqual({cacheControl: 'public, max-age=3600', vary: null});
    const setsCookie = sitemap();
    setsCookie.headers.set('Set-Cookie', 'session=abc');
    expect(policy(setsCookie, '/sitemap.xml').cacheControl).toBe('private, no-store');
  });

  it('adds Cookie to a Vary that names other headers, once', () => {
    const answer = data({headers: {Vary: 'Accept-Encoding'}});
    expect(policy(answer, '/about.data').vary).toBe('Accept-Encoding, Cookie');
    expect(policy(data({headers: {Vary: 'Cookie'}}), '/about.data').vary).toBe('Cookie');
  });
});

describe('isAccountPath', () => {
  it('knows the account and its pages, under either locale, and nothing that merely starts alike', () => {
    for (const path of ['/account', '/account/', '/account/orders/1', '/en-ca/account', '/EN-CA/account/login']) {
      expect(isAccountPath(path), path).toBe(true);
    }
    for (const path of ['/accounts', '/about/account', '/', '/accountant']) expect(isAccountPath(path), path).toBe(false);
  });
});
