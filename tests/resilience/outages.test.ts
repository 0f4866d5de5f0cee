import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadLocalEnv, pointAtSandboxPort} from '../../scripts/local-env';
import {ensurePortsFree, ROOT, serveBuild, type RunningServer} from '../../scripts/servers';
import {RESILIENCE_PORTS} from './ports';
import {store, withFaults} from './support';

/**
 * Guarantee 15's content outage (issue 36, item 8): pages a store has served render from their last
 * good copy while Storyblok fails, long after Hydrogen's cache has let them go; a store that has
 * never read a page answers 503 with the shell and its built-in navigation; and a request form
 * posted there comes back with what was typed.
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
      });
    });
  });
});
