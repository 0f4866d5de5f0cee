import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadLocalEnv, pointAtSandboxPort} from '../../scripts/local-env';
import {ensurePortsFree, ROOT, serveBuild, type RunningServer} from '../../scripts/servers';
import {RESILIENCE_PORTS} from './ports';
import {store, withFaults} from './support';

/**
 * Guarantee 15's content outage (issue 36, item 8): pages a store has served render from their last
 * good copy while Storyblok fails, long after Hydrogen's cache has let them go; a store that has
 * never read a page answers 503 with the shell and its built-in navigation; and a request form
 * posted there comes back with what was typed. And with search down, collections and brands still
 * list their products from the catalogue, and search offers the collections.
 */

/** A page of each content-only type, each read by no other test of the run. */
const VISITED = {
  home: {path: '/en-ca', heading: /./},
  'CMS page': {path: '/en-ca/why-compostable', heading: /compostable/i},
  post: {path: '/en-ca/blog/backyard-composting-at-the-cafe', heading: /compost/i},
  'FAQ page': {path: '/en-ca/faq/account-billing/how-do-i-get-an-invoice', heading: /invoice/i},
} as const;

/**
 * Longer than any of Hydrogen's windows for a page's stories (CacheShort: 1 s fresh, 9 s stale,
 * kept by the worker's cache for those 10 s), so what answers after it is the last good copy.
 */
const PAST_THE_CACHE_MS = 12_000;

const headingOf = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '').trim();
const get = async (base: string, path: string) => {
  const response = await fetch(base + path);
  return {status: response.status, retryAfter: response.headers.get('Retry-After'), html: await response.text()};
};

describe('With the content service failing', () => {
  it(
    'a home page, a CMS page, a post and a FAQ page visited once answer 200 from their last good copy',
    {timeout: 60_000},
    async () => {
      const before: Record<string, string> = {};
      for (const [type, {path, heading}] of Object.entries(VISITED)) {
        const {status, html} = await get(store(), path);
        expect(status, `${type} ${path} with content well`).toBe(200);
        expect(headingOf(html)).toMatch(heading);
        before[type] = headingOf(html);
      }
      await new Promise((resolve) => setTimeout(resolve, PAST_THE_CACHE_MS));
      await withFaults('content:error=1', async () => {
        for (const [type, {path}] of Object.entries(VISITED)) {
          const {status, html} = await get(store(), path);
          expect(status, `${type} ${path} with content failing`).toBe(200);
          expect(headingOf(html), `${type} ${path} shows its own content`).toBe(before[type]);
        }
      });
    },
  );

  describe('on a store that has never read a page', () => {
    let fresh: RunningServer;
    beforeAll(async () => {
      const {freshStorefront: port, freshAssets: assetsPort, sandbox} = RESILIENCE_PORTS;
      await ensurePortsFree({'E2E_PORT_OFFSET (fresh storefront)': port, 'E2E_PORT_OFFSET (fresh assets)': assetsPort});
      fresh = await serveBuild({port, assetsPort, env: pointAtSandboxPort(loadLocalEnv(ROOT, {}), sandbox)});
    }, 60_000);
    afterAll(() => fresh?.stop());

    it('a page answers 503 with Retry-After, a plain message and the shell’s built-in navigation', async () => {
      await withFaults('content:error=1', async () => {
        for (const path of ['/', '/about', '/faq']) {
          const {status, retryAfter, html} = await get(fresh.url, path);
          expect(status, path).toBe(503);
          expect(Number(retryAfter), path).toBeGreaterThan(0);
          expect(headingOf(html), path).toBe('This page is unavailable just now');
          expect(html).toContain('Please try again in a few minutes');
          // The header's navigation, built in: the store's own pages, which need no content.
          const banner = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
          expect(banner).toMatch(/href="\/collections\/all"[^>]*>Shop All</);
          expect(html).toMatch(/<footer[\s\S]*href="\/faq"[^>]*>FAQ</);
          expect(html).not.toMatch(/fault injected|Storyblok could not|\.tsx?:\d+/);
        }
      });
    });

    it('a contact form posted without JavaScript comes back with every typed value and the submit error', async () => {
      // The visitor read the form while content was well (on the store that served them then).
      const page = await get(store(), '/contact');
      const block = /name="_block" value="([^"]+)"/.exec(page.html)?.[1];
      expect(block).toBeTruthy();
      const typed = {name: 'Sam Lee', email: 'sam@example.com', phone: '503 555 0100', comments: 'Still there? 12 cases & lids'};
      await withFaults('content:error=1', async () => {
        const response = await fetch(`${fresh.url}/contact`, {
          method: 'POST',
          headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: fresh.url, 'Sec-Fetch-Site': 'same-origin'},
          body: new URLSearchParams({_form: 'contact', _block: block!, _botbait: '', ...typed}),
        });
        const html = await response.text();
        expect(response.status).toBe(503);
        expect(html).toContain('Sorry, we could not send this form. Please try again in a moment.');
        expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Sam Lee"/);
        expect(html).toMatch(/<input[^>]*name="email"[^>]*value="sam@example.com"/);
        expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="503 555 0100"/);
        expect(html).toMatch(/<textarea[^>]*name="comments"[^>]*>Still there\? 12 cases &amp; lids<\/textarea>/);
        expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Send message/);
        // In the page as sent, not streamed into a hidden part that only a script would show.
        expect(html).not.toMatch(/<div hidden id="S:[^"]*">[\s\S]*name="email"/);
      });
    });
  });
});

/** A listing's product grid, in its HTML. */
const productsOf = (html: string) => /<section aria-labelledby="listing-products"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

/** The products a listing's HTML shows, by handle, in order (each card links its product once or more). */
function listedHandles(html: string): string[] {
  const section = productsOf(html);
  return [...new Set([...section.matchAll(/href="(?:\/en-ca)?\/products\/([a-z0-9-]+)"/g)].map((match) => match[1]))];
}

/** The prices the cards show, in order. */
const pricesOf = (html: string) =>
  [...productsOf(html).matchAll(/\$(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));

describe('With the search service failing', () => {
  // Each listing read here asks for a sort and page size no other test asks for, so no cached
  // search answer (Hydrogen keeps one for 10 s) stands in for the failing service.
  it('a collection lists its products from the catalogue, sorted and paged, and says filters are unavailable', async () => {
    await withFaults('search:error=1', async () => {
      const first = await get(store(), '/collections/food-containers?per_page=30&sort=price_asc');
      expect(first.status).toBe(200);
      expect(headingOf(first.html)).not.toBe('');
      expect(first.html).toContain('Filters are unavailable for now');
      const handles = listedHandles(first.html);
      expect(handles.length).toBeGreaterThanOrEqual(15);
      expect(handles).toHaveLength(30);
      const prices = pricesOf(first.html);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // The collection's 32 products: two more on the second page, none of the first's.
      const second = await get(store(), '/collections/food-containers?page=2&per_page=30&sort=price_asc');
      expect(second.status).toBe(200);
      const rest = listedHandles(second.html);
      expect(rest).toHaveLength(2);
      expect(rest.filter((handle) => handles.includes(handle))).toEqual([]);
    });
  });

  it('a brand page lists its products from the catalogue', async () => {
    await withFaults('search:error=1', async () => {
      const {status, html} = await get(store(), '/en-ca/collections/compostable-brands/leafline?per_page=45&sort=price_desc');
      expect(status).toBe(200);
      expect(html).toContain('Filters are unavailable for now');
      expect(listedHandles(html).length).toBeGreaterThanOrEqual(15);
    });
  });

  it('search says it is unavailable and offers the collections', async () => {
    await withFaults('search:error=1', async () => {
      const {status, html} = await get(store(), '/search?query=outage-kraft-bowl');
      expect(status).toBe(200);
      expect(html).toContain('Search is unavailable just now');
      const nav = /<nav aria-label="Collections"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect(nav).toMatch(/href="\/collections\/all"[^>]*>All Products</);
      expect(nav).toMatch(/href="\/collections\/food-containers"/);
    });
  });
});
