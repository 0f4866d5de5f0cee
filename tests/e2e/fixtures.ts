import {randomInt} from 'node:crypto';
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {expect, test as base, type Locator, type Page, type TestInfo} from '@playwright/test';
import type {GlobalContent, Story} from '../../app/lib/content/storyblok/types';

/** The seeded global story, so tests can check that the shell renders what editors wrote. */
export function seededGlobal(locale = 'en-us'): GlobalContent {
  const path = new URL(`../../sandbox/data/stories/${locale}/global.json`, import.meta.url);
  return (JSON.parse(readFileSync(path, 'utf8')) as Story<GlobalContent>).content;
}

/** What the shell itself fetches once a page is live, on every page. */
export const SHELL_DATA_REQUESTS = /^\/(__manifest|seal\/|api\/[\w-]+\/graphql\.json$)/;

/**
 * The data requests (fetch, XHR) a page makes from now on, so a test can prove that blocks take
 * their data from the page's loader.
 */
export function watchDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const isData = ['fetch', 'xhr'].includes(request.resourceType());
    // Remix's route manifest, the footer's security seal (its issuer's script fetches its
    // stylesheet after hydration) and Hydrogen's analytics (its visitor tokens, through the store's
    // Storefront API proxy) belong to the shell, not to any block.
    const {pathname} = new URL(request.url());
    if (isData && !SHELL_DATA_REQUESTS.test(pathname)) requests.push(request.url());
  });
  return requests;
}

/**
 * Gives the page's requests a buyer IP of their own (the header Oxygen sets, which the local
 * runtime takes from the request), so per-IP abuse limits see each test as a different visitor.
 */
export async function asNewVisitor(page: Page): Promise<string> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({'oxygen-buyer-ip': ip});
  return ip;
}

/**
 * Hydration is waited for in almost every test: polled at `expect.poll`'s default backoff (100, 250,
 * 500, then every 1,000 ms) a page that hydrates at 900 ms is seen at 1,850. Each check is one small
 * evaluation.
 */
const READY_POLL = {intervals: [50]};

/**
 * The page has hydrated and scripts have had their say: the page view for this address is sent from
 * an effect once the shell has hydrated. Streamed sections are already in, as the document ends only
 * once they are.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const views = (window.dataLayer ?? []).filter((entry) => entry.event === 'pageview');
        return views.at(-1)?.page_path === window.location.pathname + window.location.search;
      }),
      READY_POLL,
    )
    .toBe(true);
}

/**
 * Sends a form once its scripts run (they mark it `novalidate`): the error messages a test looks
 * for are the scripts' own, and a click before hydration meets the browser's checks instead.
 */
export async function sendOnceReady(button: Locator) {
  await expect(button.locator('xpath=ancestor::form')).toHaveAttribute('novalidate');
  await button.click();
}

/**
 * Holds back the page's scripts, as a slow connection would, so a test can act on the server's HTML
 * before the page hydrates; call the returned function to let them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** React's production errors that mean the page was not hydrated as the server sent it. */
const REACT_ERROR = /Minified React error #(418|421|422|423|425|345)\b|Hydration failed|There was an error while hydrating/;

export const test = base.extend<{
  /**
   * Fails on any serious or critical WCAG 2.1 A/AA violation axe finds on the page as it is now;
   * with `{anyImpact: true}` (the accessibility sweep, guarantee 14) on a violation of any impact.
   */
  expectAccessible: (options?: {anyImpact?: boolean}) => Promise<void>;
  /**
   * Every test fails if its page throws, logs a React error (a hydration mismatch, #418 and #425; a
   * boundary that gave up its server HTML, #421 and #422; a root that did not complete, #345) or
   * breaks the Content-Security-Policy.
   */
  pageErrors: void;
}>({
  pageErrors: [
    async ({page}, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        const text = message.text();
        // React Router aborts a navigation's fetch when a newer one supersedes it (a listing's
        // filters changed in quick succession) and the browser reports the abort: designed, not broken.
        const superseded = text.startsWith('AbortError: signal is aborted without reason');
        if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !superseded) errors.push(text);
        // React reports a recoverable error (a boundary it rendered afresh) as a warning in some builds.
        else if (REACT_ERROR.test(text)) errors.push(text);
        if (/Content Security Policy/i.test(text)) errors.push(text);
      });
      await provide();
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    {auto: true},
  ],
  expectAccessible: async ({page}, provide) => {
    await provide(async ({anyImpact = false} = {}) => {
      // Legacy mode runs axe in the page itself instead of gathering each frame's results in a
      // new blank page, and only violations are worth axe's time describing: together a run
      // takes a third as long, and the same violations, iframes included, are found.
      // `options` replaces what `withTags` sets, so it comes first.
      const {violations} = await new AxeBuilder({page})
        .options({resultTypes: ['violations']})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .setLegacyMode(true)
        .analyze();
      const found = violations
        .filter((violation) => anyImpact || violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        }));
      expect(found, `axe on ${page.url()}`).toEqual([]);
    });
  },
});

export {expect};

/** Whether the test's project runs scripts: the JavaScript-off project checks the forms' own posts. */
export function scriptsRun(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}
