/**
 * The page types the bench measures, and how: response time over sequential requests, the HTML and
 * the loader data serialized into it, and the JavaScript and stylesheets a first visit downloads.
 */
import {gzipSync} from 'node:zlib';
import {measureLatenciesInTurn} from '../measure';
import type {PageFigures, RouteKind} from './budgets';

export interface PageType {
  name: string;
  path: string;
  kind: RouteKind;
  /** Whose session the page is asked with: a cart holding three lines, or a signed-in customer. */
  session?: 'cart' | 'customer';
}

/** A seed product with options, reviews, related products and a complementary product. */
export const PRODUCT_PAGE = '/products/im-compostable-pla-cold-cups';

export const PAGE_TYPES: PageType[] = [
  {name: 'home', path: '/', kind: 'home'},
  {name: 'CMS page', path: '/about', kind: 'content'},
  {name: 'collection, level 0', path: '/collections/hot-cups', kind: 'listing'},
  {name: 'collection, level 1', path: '/collections/single-wall-hot-cups?size=12&sort=price_asc', kind: 'listing'},
  {name: 'search', path: '/search?query=lid', kind: 'listing'},
  {name: 'product', path: PRODUCT_PAGE, kind: 'product'},
  {name: 'cart, 3 lines', path: '/cart', kind: 'cart', session: 'cart'},
  {name: 'blog index', path: '/blog', kind: 'content'},
  {name: 'post', path: '/blog/pfas-bans-2025-update', kind: 'content'},
  {name: 'FAQ question', path: '/faq/orders-shipping/how-long-does-shipping-take', kind: 'content'},
  {name: 'account overview', path: '/account', kind: 'account', session: 'customer'},
  {name: '404 (the shell)', path: '/no-such-page', kind: 'not-found'},
];

/** Seed variants for the benched cart. */
const CART_VARIANTS = ['800083', '800055', '800001'];
/** A seeded customer with orders (sandbox/README.md). */
const CUSTOMER = {email: 'maria@example.com', password: 'compost123'};

export interface Sessions {
  cart: string;
  customer: string;
}

/** A session cookie for each kind of session a page type needs. */
export async function openSessions(origin: string): Promise<Sessions> {
  return {cart: await cartSession(origin), customer: await customerSession(origin)};
}

export interface MeasuredPage {
  figures: Omit<PageFigures, 'routeJsGzipBytes' | 'firstVisitGzipBytes'>;
  /** Gzip bytes of each script and stylesheet the page loads, by address. */
  scripts: Map<string, number>;
  styles: Map<string, number>;
}

/** A build the bench measures: where it answers, and its sessions. */
export interface BenchTarget {
  origin: string;
  sessions: Sessions;
}

/**
 * `page` measured on each build: its requests go to the builds in turn, request by request, so a
 * side-by-side comparison is not decided by when each build's share ran.
 */
export async function measurePage(targets: BenchTarget[], page: PageType, runs: number): Promise<MeasuredPage[]> {
  const gets = targets.map(({origin, sessions}) => {
    const headers: Record<string, string> = page.session ? {cookie: sessions[page.session]} : {};
    return () => fetch(origin + page.path, {headers, redirect: 'manual'});
  });
  const firsts: {status: number; html: string}[] = [];
  for (const get of gets) {
    const response = await get();
    firsts.push({status: response.status, html: await response.text()});
  }
  const latencies = await measureLatenciesInTurn(
    gets.map((get) => () => get().then((response) => response.text())),
    {warmup: 10, runs},
  );
  return Promise.all(
    targets.map(async ({origin}, index) => {
      const {status, html} = firsts[index];
      const [scripts, styles] = await Promise.all([
        gzipSizes(origin, hrefs(html, /<link rel="modulepreload" href="([^"]+)"|import\("([^"]+)"\)/g)),
        gzipSizes(origin, hrefs(html, /<link rel="stylesheet" href="([^"]+)"/g)),
      ]);
      return {
        figures: {
          name: page.name,
          path: page.path,
          kind: page.kind,
          status,
          p50: latencies[index].p50,
          p95: latencies[index].p95,
          htmlBytes: Buffer.byteLength(html),
          htmlGzipBytes: gzipSync(html).length,
          loaderDataBytes: loaderDataBytes(html),
        },
        scripts,
        styles,
      };
    }),
  );
}

/**
 * What every page loads (the scripts all measured pages share), then each page's own scripts
 * beyond those and the total a first visit downloads.
 */
export function completeFigures(measured: MeasuredPage[]): {
  pages: PageFigures[];
  sharedJsGzipBytes: number;
} {
  const [first, ...rest] = measured;
  const shared = [...first.scripts.keys()].filter((href) => rest.every((page) => page.scripts.has(href)));
  const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);
  return {
    sharedJsGzipBytes: sum(shared.map((href) => first.scripts.get(href) ?? 0)),
    pages: measured.map(({figures, scripts, styles}) => ({
      ...figures,
      routeJsGzipBytes: sum([...scripts].filter(([href]) => !shared.includes(href)).map(([, size]) => size)),
      firstVisitGzipBytes: figures.htmlGzipBytes + sum(scripts.values()) + sum(styles.values()),
    })),
  };
}

/** The bytes of Remix's serialized loader data: the context script and every streamed chunk. */
export function loaderDataBytes(html: string): number {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((body) => body.includes('__remixContext'))
    .reduce((total, body) => total + Buffer.byteLength(body), 0);
}

function hrefs(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? match[2]))].filter(Boolean);
}

async function gzipSizes(origin: string, addresses: string[]): Promise<Map<string, number>> {
  const sizes = await Promise.all(
    addresses.map(async (href) => {
      const body = Buffer.from(await (await fetch(new URL(href, origin))).arrayBuffer());
      return [href, gzipSync(body).length] as const;
    }),
  );
  return new Map(sizes);
}

/** The session cookie of a fresh cart holding three seed lines, added the way the product page adds. */
async function cartSession(origin: string): Promise<string> {
  const lines = CART_VARIANTS.map((id) => ({merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: 1}));
  const response = await fetch(`${origin}/cart.data`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})}),
  });
  return sessionCookie(response, 'a cart');
}

/** The session cookie of a seeded customer signed in through the store's own form. */
async function customerSession(origin: string): Promise<string> {
  const response = await fetch(`${origin}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(CUSTOMER),
  });
  return sessionCookie(response, 'a signed-in customer');
}

function sessionCookie(response: Response, what: string): string {
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (response.status >= 400 || !session) throw new Error(`Could not open ${what} to bench (${response.status})`);
  return session.split(';')[0];
}
