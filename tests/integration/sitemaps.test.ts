/**
 * The store's sitemaps and robots.txt, by their route loaders against the sandbox: the index names
 * every child, every child is a valid sitemap of pages the store serves, each page in every locale it
 * has, and the page people read lists the catalogue and the CMS pages alphabetically.
 */
import {readFileSync} from 'node:fs';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from '../../sandbox/catalogue';
import {hydrogenStorefront, setupServedSandbox} from '../../sandbox/testing';
import {parseEnv} from '../../app/lib/env';
import {LOCALES, localeFromPath} from '../../app/lib/i18n/locale';
import {parseDotenv} from '../../scripts/local-env';
import {loader as indexLoader} from '../../app/routes/[sitemap.xml]';
import {loader as childLoader} from '../../app/routes/($locale).sitemap.$type.$page[.xml]';
import {loader as pageLoader} from '../../app/routes/($locale).sitemap._index';
import {loader as robotsLoader} from '../../app/routes/[robots.txt]';
import {childrenNamed, parseXml, type XmlElement} from './xml';

const served = setupServedSandbox();
const ORIGIN = 'https://shop.example';
const catalogue = loadCatalogue();

/** What the worker gives a loader, for a request to `url`. */
function args(url: string, params: Record<string, string | undefined> = {}) {
  const locale = localeFromPath(new URL(url).pathname);
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  const env = parseEnv({...example, STORYBLOK_API_URL: `${served.url()}/v2`, PUBLIC_STORE_URL: ORIGIN});
  const context = {
    storefront: hydrogenStorefront(served.url(), locale.country),
    env,
    locale,
  } as unknown as AppLoadContext;
  return {request: new Request(url), params, context};
}

/** A loader's answer, or the Response it threw (Remix answers with thrown responses). */
async function answer(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The child sitemap at an absolute address, through the route that serves it. */
async function child(location: string): Promise<Response> {
  const url = new URL(location);
  const [, locale, type, page] =
    /^(?:\/(en-ca))?\/sitemap\/(\w+)\/(\d+)\.xml$/.exec(url.pathname) ?? [];
  expect(type, `${location} is a child sitemap address`).toBeDefined();
  return answer(() => childLoader(args(location, {locale, type, page})));
}

function only(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  expect(found, `<${element.name}> has one <${name}>`).toHaveLength(1);
  return found[0];
}

function alternates(url: XmlElement): Record<string, string> {
  return Object.fromEntries(
    childrenNamed(url, 'xhtml:link').map((link) => [
      link.attributes.hreflang,
      link.attributes.href,
    ]),
  );
}

describe('/sitemap.xml', () => {
  test('names the catalogue sitemaps and the pages, blog and FAQ of each store', async () => {
    const response = await indexLoader(args(`${ORIGIN}/sitemap.xml`));
    expect(response.headers.get('Content-Type')).toBe('application/xml');
    const index = parseXml(await response.text());
    expect(index.name).toBe('sitemapindex');
    const children = childrenNamed(index, 'sitemap').map((entry) => only(entry, 'loc').text);
    expect(children).toEqual([
      `${ORIGIN}/sitemap/products/1.xml`,
      `${ORIGIN}/sitemap/collections/1.xml`,
      `${ORIGIN}/sitemap/pages/1.xml`,
      `${ORIGIN}/en-ca/sitemap/pages/1.xml`,
      `${ORIGIN}/sitemap/blog/1.xml`,
      `${ORIGIN}/en-ca/sitemap/blog/1.xml`,
      `${ORIGIN}/sitemap/faq/1.xml`,
      `${ORIGIN}/en-ca/sitemap/faq/1.xml`,
    ]);
    for (const location of children) {
      const response = await child(location);
      expect(response.status, location).toBe(200);
      const urlset = parseXml(await response.text());
      expect(urlset.name).toBe('urlset');
      const urls = childrenNamed(urlset, 'url');
      expect(urls.length, location).toBeGreaterThan(0);
      const prefix = new URL(location).pathname.startsWith('/en-ca/') ? '/en-ca' : '';
      for (const url of urls) {
        expect(only(url, 'loc').text, location).toMatch(new RegExp(`^${ORIGIN}${prefix}(/|$)`));
        expect(only(url, 'lastmod').text).toMatch(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/,
        );
      }
    }
  });

  test('lists every product once, in the US store, with the Canadian page as its alternate', async () => {
    const urlset = parseXml(await (await child(`${ORIGIN}/sitemap/products/1.xml`)).text());
    const urls = childrenNamed(urlset, 'url');
    expect(urls.map((url) => only(url, 'loc').text).sort()).toEqual(
      catalogue.products.map((product) => `${ORIGIN}/products/${product.handle}`).sort(),
    );
    const handle = catalogue.products[0].handle;
    const first = urls.find((url) => only(url, 'loc').text.endsWith(`/products/${handle}`));
    expect(alternates(first!)).toEqual({
      'en-US': `${ORIGIN}/products/${handle}`,
      'en-CA': `${ORIGIN}/en-ca/products/${handle}`,
      'x-default': `${ORIGIN}/products/${handle}`,
    });
  });

  test('lists each store’s CMS pages at their own addresses, linking a page to its twin', async () => {
    const us = childrenNamed(
      parseXml(await (await child(`${ORIGIN}/sitemap/pages/1.xml`)).text()),
      'url',
    );
    const ca = childrenNamed(
      parseXml(await (await child(`${ORIGIN}/en-ca/sitemap/pages/1.xml`)).text()),
      'url',
    );
    const locs = (urls: XmlElement[]) => urls.map((url) => only(url, 'loc').text);
    expect(locs(us)).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/contact`]),
    );
    expect(locs(ca)).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/en-ca`,
        `${ORIGIN}/en-ca/about`,
        `${ORIGIN}/en-ca/contact`,
      ]),
    );
    const about = ca.find((url) => only(url, 'loc').text === `${ORIGIN}/en-ca/about`);
    expect(alternates(about!)).toEqual({
      'en-US': `${ORIGIN}/about`,
      'en-CA': `${ORIGIN}/en-ca/about`,
      'x-default': `${ORIGIN}/about`,
    });
    // Blog posts and FAQ answers have sitemaps of their own; composters have no page.
    expect(locs(us).some((loc) => /\/(blog|faq|composting-locations)\//.test(loc))).toBe(false);
  });

  test.each([
    ['an unknown type', '/sitemap/articles/1.xml', {type: 'articles', page: '1'}],
    ['a CMS page past the first', '/sitemap/pages/2.xml', {type: 'pages', page: '2'}],
    ['page zero', '/sitemap/products/0.xml', {type: 'products', page: '0'}],
    ['a foreign locale', '/fr-fr/sitemap/pages/1.xml', {locale: 'fr-fr', type: 'pages', page: '1'}],
  ])('answers 404 for %s', async (_name, path, params) => {
    const response = await answer(() => childLoader(args(`${ORIGIN}${path}`, params)));
    expect(response.status).toBe(404);
  });
});

describe('/sitemap', () => {
  test('lists products, collections and pages, each alphabetically, in the visitor’s store', async () => {
    const {columns} = await pageLoader(args(`${ORIGIN}/en-ca/sitemap`, {locale: 'en-ca'}));
    expect(columns.map((column) => column.title)).toEqual(['Products', 'Collections', 'Pages']);
    for (const column of columns) {
      const titles = column.links.map((link) => link.title);
      expect(titles).toEqual(
        [...titles].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
      );
    }
    const [products, collections, pages] = columns;
    expect(products.links).toHaveLength(catalogue.products.length);
    expect(products.links).toContainEqual({
      path: `/products/${catalogue.products[0].handle}`,
      title: catalogue.products[0].title,
    });
    expect(collections.links).toHaveLength(catalogue.collections.length);
    expect(collections.links.every((link) => link.path.startsWith('/collections/'))).toBe(true);
    expect(pages.links.map((link) => link.path)).toEqual(
      expect.arrayContaining(['/', '/about', '/contact']),
    );
  });
});

describe('/robots.txt', () => {
  test('names the sitemap and keeps crawlers out of carts, accounts, search and preview', async () => {
    const response = robotsLoader(args(`${ORIGIN}/robots.txt`));
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const locale of LOCALES) {
      for (const path of ['/cart', '/account', '/search', '/api/exit-preview']) {
        expect(lines).toContain(`Disallow: ${locale.pathPrefix}${path}`);
      }
    }
    expect(lines).toContain('Disallow: /*_storyblok');
  });
});
