import {describe, expect, it} from 'vitest';
import {cartCookie, percentile, pickWeighted, seeded, SEED, store} from './support';

/**
 * Guarantee 15 under load: 50 connections for 60 s (`RESILIENCE_LOAD_SECONDS` shortens it for a
 * quick try) over loopback, on pages weighted the way a shop's traffic is: listings and products
 * most, then the home page, search, content pages, the cart and the blog. Every answer must be a
 * 200: no 5xx, no refused or dropped connection, no request left hanging. A GET whose kept-alive
 * connection the runtime closed under it is sent once more, as a browser does, and counted; more
 * than 3 % of them fails the run (0 to 1.3 % on the 2-core machine, cause not yet found).
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
const RAMP_UP_MS = 2000;
/** Longer than any page takes with the services well; a request still open then counts as failed. */
const REQUEST_TIMEOUT_MS = 30_000;

const LISTINGS = [
  '/collections/hot-cups',
  '/collections/cold-cups',
  '/collections/food-containers',
  '/collections/single-wall-hot-cups',
  '/collections/single-wall-hot-cups?size=12&sort=price_asc',
  '/collections/pla-cold-cups?sort=price_desc',
  '/collections/lids',
  '/collections/compostable-brands/ecosip',
  '/en-ca/collections/hot-cups',
];
const PRODUCTS = [
  '/products/im-compostable-pla-cold-cups',
  '/products/12-oz-single-wall-hot-cup-white',
  '/products/16-oz-double-wall-hot-cup-kraft',
  '/products/kraft-hot-cup-sleeve',
  '/products/ripple-wall-hot-cups-kraft',
  '/products/green-leaf-single-wall-hot-cups',
  '/en-ca/products/8-oz-single-wall-hot-cup-white',
];
const SEARCHES = ['/search?query=lid', '/search?query=soup%20container', '/search?query=kraft&sort=price_asc'];
const CONTENT = ['/about', '/contact', '/why-compostable', '/reviews', '/free-samples', '/deals'];
const BLOG = ['/blog', '/blog/pfas-bans-2025-update', '/blog/pla-vs-pet-cold-cups', '/faq', '/faq/composting/can-compostable-cups-be-recycled'];

/** Addresses of one kind of page, and the share of requests (weight) the kind gets; `cart` is the cart page with lines. */
const MIX: readonly (readonly [readonly string[] | 'cart', number])[] = [
  [LISTINGS, 30],
  [PRODUCTS, 30],
  [['/', '/en-ca'], 10],
  [SEARCHES, 8],
  [CONTENT, 8],
  ['cart', 7],
  [BLOG, 7],
];

interface Outcome {
  connection: number;
  path: string;
  status: number | 'error';
  ms: number;
  /** A listing that gave up on search (its own timeout) and said so: counted, not failed. */
  degraded?: boolean;
  reason?: string;
}

/** What undici says when the server ends a connection before answering the request on it. */
const CLOSED_UNDER_US = /other side closed|ECONNRESET/;
const DEGRADED_LISTING = /We could not load the products just now|Filters are unavailable for now|Search is unavailable just now/;

describe('The store under load', () => {
  it(`answers ${CONNECTIONS} connections for ${SECONDS} s with no 5xx and no connection error`, {timeout: (SECONDS + 120) * 1000}, async () => {
    const origin = store();
    // Carts being looked at while others browse: a few shoppers with lines in theirs.
    const carts = await Promise.all([['800083', '800055'], ['800083'], ['800055']].map((lines) => cartCookie(lines)));
    const every = [...MIX.flatMap(([paths]) => (paths === 'cart' ? [] : [...paths])), '/cart'];
    // Once each first, so the figures are of a warm store, as a launched one is.
    for (const path of every) await (await fetch(origin + path)).arrayBuffer();

    const outcomes: Outcome[] = [];
    let resent = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const connection = async (index: number) => {
      // Shoppers arrive over the first two seconds, as they do (and as k6 ramps), not in one instant.
      await new Promise((resolve) => setTimeout(resolve, (index * RAMP_UP_MS) / CONNECTIONS));
      const random = seeded(SEED + index);
      while (performance.now() < deadline) {
        const kind = pickWeighted(random, MIX);
        const path = kind === 'cart' ? '/cart' : random.pick(kind);
        const headers: Record<string, string> = kind === 'cart' ? {cookie: random.pick(carts)} : {};
        const sent = performance.now();
        const get = async () => {
          const response = await fetch(origin + path, {headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS)});
          return {status: response.status, degraded: DEGRADED_LISTING.test(await response.text())};
        };
        try {
          let answer;
          try {
            answer = await get();
          } catch (error) {
            if (!CLOSED_UNDER_US.test(String((error as Error).cause))) throw error;
            // A kept-alive connection the server closed under the request: a browser sends a GET
            // again on a new connection (RFC 9110 §9.2.2), so the shopper never sees it. Counted.
            resent += 1;
            answer = await get();
          }
          outcomes.push({connection: index, path, ms: performance.now() - sent, ...answer});
        } catch (error) {
          const reason = String((error as Error).cause ?? error);
          outcomes.push({connection: index, path, status: 'error', ms: performance.now() - sent, reason});
        }
      }
    };
    await Promise.all(Array.from({length: CONNECTIONS}, (_, index) => connection(index)));
    const elapsed = (performance.now() - started) / 1000;

    const latencies = outcomes.map((outcome) => outcome.ms);
    const statuses: Record<string, number> = {};
    for (const {status} of outcomes) statuses[status] = (statuses[status] ?? 0) + 1;
    console.log(
      [
        `Load: ${CONNECTIONS} connections, ${elapsed.toFixed(1)} s, seed ${SEED}`,
        `  requests ${outcomes.length}, ${(outcomes.length / elapsed).toFixed(1)} per second`,
        `  latency p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
        `  statuses ${JSON.stringify(statuses)}; GETs sent again after the server closed their connection: ${resent}`,
        `  listings that said search did not answer in time: ${outcomes.filter((outcome) => outcome.degraded).length} of ${outcomes.filter((outcome) => /collections|search/.test(outcome.path)).length}`,
      ].join('\n'),
    );

    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    expect(failed.slice(0, 10), `${failed.length} of ${outcomes.length} requests did not answer 200`).toEqual([]);
    expect(resent, 'GETs sent again after the server closed their connection').toBeLessThanOrEqual(outcomes.length * 0.03);
    // Every connection was served, none starved behind the others.
    expect(new Set(outcomes.map((outcome) => outcome.connection)).size).toBe(CONNECTIONS);
  });
});
