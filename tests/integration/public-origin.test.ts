/**
 * A forged `Host` writes nothing: every absolute address the store builds (canonical links, the
 * sitemaps, robots.txt) starts with the configured `PUBLIC_STORE_URL`, whatever host the request
 * names. Run through the route loaders against a served sandbox, for a request to evil.example.
 */
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../app/lib/i18n/locale';
import {loader as blogIndex} from '../../app/routes/($locale).blog._index';
import {loader as blogPost} from '../../app/routes/($locale).blog.$slug';
import {loader as faqIndex} from '../../app/routes/($locale).faq._index';
import {loader as childSitemap} from '../../app/routes/($locale).sitemap.$type.$page[.xml]';
import {loader as cmsPage} from '../../app/routes/$';
import {loader as robots} from '../../app/routes/[robots.txt]';
import {loader as sitemapIndex} from '../../app/routes/[sitemap.xml]';
import {setupServedSandbox} from '../../sandbox/testing';
import {loaderContext} from './loader-context';

const [US] = LOCALES;
const served = setupServedSandbox();
const FORGED = 'http://evil.example';

type Loader = (args: LoaderFunctionArgs) => unknown;

/** What a loader answers for `path` asked for with `Host: evil.example` (workerd puts the Host in the URL). */
async function load(loader: Loader, path: string, params: Record<string, string> = {}) {
  const context = loaderContext(served.url(), US);
  const answer = await loader({request: new Request(new URL(path, FORGED)), params, context} as unknown as LoaderFunctionArgs);
  return {answer, publicUrl: context.env.PUBLIC_STORE_URL};
}

/** Every absolute address in `text`. */
const addresses = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];

describe('absolute addresses under a forged Host', () => {
  it.each([
    ['robots.txt', robots, '/robots.txt', {}],
    ['the sitemap index', sitemapIndex, '/sitemap.xml', {}],
    ['the products sitemap', childSitemap, '/sitemap/products/1.xml', {type: 'products', page: '1'}],
    ['the pages sitemap', childSitemap, '/sitemap/pages/1.xml', {type: 'pages', page: '1'}],
  ] as const)('%s names only the public origin', async (_name, loader, path, params) => {
    const {answer, publicUrl} = await load(loader as Loader, path, params);
    const text = await (answer as Response).text();
    expect(text).not.toContain('evil.example');
    const own = addresses(text).filter((address) => !/sitemaps\.org|w3\.org|google\.com/.test(address));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(address.startsWith(`${publicUrl}/`), address).toBe(true);
  });

  it.each([
    ['a CMS page', cmsPage, '/about', {}],
    ['the blog', blogIndex, '/blog', {}],
    ['a post', blogPost, '/blog/pfas-bans-2025-update', {slug: 'pfas-bans-2025-update'}],
    ['the help centre', faqIndex, '/faq', {}],
  ] as const)('%s has its canonical link on the public origin', async (_name, loader, path, params) => {
    const {answer, publicUrl} = await load(loader as Loader, path, params);
    const {canonicalUrl} = answer as {canonicalUrl: string};
    expect(canonicalUrl).toBe(`${publicUrl}${path}`);
  });
});
