/**
 * `npm run bench`: how fast the production worker answers, how much the home page ships, what the
 * product, collection and search pages ship beyond it and how their response times compare with
 * the home page's, and how fast the sandbox answers the storefront's heaviest calls (a product
 * page's Storefront API query, a collection page's faceted search).
 * Runs the built storefront in MiniOxygen against its own sandbox (fresh seed, own ports). Figures
 * are for this machine; compare runs on the same machine, not against other machines.
 */
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {benchFacetedSearch} from '../sandbox/bench/faceted-search';
import {benchProductPageQuery} from '../sandbox/bench/product-page';
import {loadLocalEnv, pointAtSandboxPort} from './local-env';
import {measureLatency} from './measure';
import {buildStorefront, ROOT, serveBuild, startSandbox, type RunningServer} from './servers';

// `E2E_PORT_OFFSET` moves these too, as it does the end-to-end tests' ports.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const STOREFRONT_PORT = 3200 + PORT_OFFSET;
const SANDBOX_PORT = 4200 + PORT_OFFSET;
const ASSETS_PORT = 9300 + PORT_OFFSET;
/** A seed product with options, reviews, related products and a complementary product. */
const PRODUCT_PAGE = '/products/im-compostable-pla-cold-cups';
/** Issue 9's goals: route JavaScript beyond the home page's, and p95 against the home page's. */
const PRODUCT_JS_GOAL_KB = 12;
const PRODUCT_P95_GOAL_RATIO = 1.5;
/** A refined sub-collection and a search with hits in both tabs: the listings' heaviest pages. */
const COLLECTION_PAGE = '/collections/single-wall-hot-cups?size=12&sort=price_asc';
const SEARCH_PAGE = '/search?query=lid';
/** Issue 17's goals for the listings. */
const LISTING_JS_GOAL_KB = 50;
const LISTING_P95_GOAL_RATIO = 2;
const PAGES = [
  '/',
  PRODUCT_PAGE,
  '/cart',
  COLLECTION_PAGE,
  SEARCH_PAGE,
  '/about',
  '/composting-locations',
  '/reviews',
  '/en-ca',
  '/no-such-page',
  '/blog',
  '/blog/pfas-bans-2025-update',
  '/faq',
];
/** Wide enough for the longest page path. */
const FIRST_COLUMN = Math.max(16, ...PAGES.map((page) => page.length + 2));

async function main() {
  const running: RunningServer[] = [];
  try {
    if (!process.argv.includes('--no-build')) await buildStorefront();
    const dataDir = resolve(ROOT, '.data/bench');
    rmSync(dataDir, {recursive: true, force: true});
    const storefrontUrl = `http://127.0.0.1:${STOREFRONT_PORT}`;
    const sandbox = await startSandbox({
      port: SANDBOX_PORT,
      storefrontUrl,
      env: {SANDBOX_DATA_DIR: dataDir},
    });
    running.push(sandbox);
    const env = pointAtSandboxPort(loadLocalEnv(ROOT, {}), SANDBOX_PORT);
    running.push(await serveBuild({port: STOREFRONT_PORT, assetsPort: ASSETS_PORT, env}));

    console.log('\nServer response time, full HTML body, one request at a time (ms)\n');
    console.log(row('page', 'status', 'p50', 'p95', 'max', 'runs'));
    const p95 = new Map<string, number>();
    for (const page of PAGES) {
      const url = storefrontUrl + page;
      const {status} = await fetch(url);
      const latency = await measureLatency(() => fetch(url).then((response) => response.text()));
      p95.set(page, latency.p95);
      console.log(row(page, status, ms(latency.p50), ms(latency.p95), ms(latency.max), latency.runs));
    }
    console.log('');
    for (const [name, page, goal] of [
      ['product page', PRODUCT_PAGE, PRODUCT_P95_GOAL_RATIO],
      ['collection page', COLLECTION_PAGE, LISTING_P95_GOAL_RATIO],
      ['search page', SEARCH_PAGE, LISTING_P95_GOAL_RATIO],
    ] as const) {
      const ratio = (p95.get(page) ?? 0) / (p95.get('/') ?? 1);
      console.log(`${name} p95 / home page p95: ${ratio.toFixed(2)} (goal at most ${goal})`);
    }

    console.log('\nWhat the home page loads before it is interactive (bytes, gzip)\n');
    const home = await pageAssets(storefrontUrl, '/');
    console.log(row('asset type', 'files', 'gzip kB', '', '', ''));
    for (const [kind, files] of Object.entries(home)) {
      console.log(row(kind, files.length, kB(files), '', '', ''));
    }
    const chat = lazyChatPanel(home.javascript.map((file) => file.href));
    console.log(row('chat panel', chat.files, (chat.bytes / 1024).toFixed(1), chat.inFirstLoad ? 'IN FIRST LOAD' : 'on open', '', ''));

    console.log('\nJavaScript each page loads, beside the home page (bytes, gzip)\n');
    const shared = new Set(home.javascript.map((file) => file.href));
    console.log(row('page', 'files', 'gzip kB', '', '', ''));
    console.log(row('home page', home.javascript.length, kB(home.javascript), '', '', ''));
    for (const [name, page, goal] of [
      ['product', PRODUCT_PAGE, PRODUCT_JS_GOAL_KB],
      ['collection', COLLECTION_PAGE, LISTING_JS_GOAL_KB],
      ['search', SEARCH_PAGE, LISTING_JS_GOAL_KB],
    ] as const) {
      const assets = await pageAssets(storefrontUrl, page);
      const own = assets.javascript.filter((file) => !shared.has(file.href));
      console.log(row(`${name} page`, assets.javascript.length, kB(assets.javascript), '', '', ''));
      console.log(row(`${name} only`, own.length, kB(own), `(goal at most ${goal} kB)`, '', ''));
    }

    console.log('\nThe cart page with two lines in it, one request at a time (ms)\n');
    const cookie = await cartCookie(storefrontUrl);
    const filled = await measureLatency(() =>
      fetch(`${storefrontUrl}/cart`, {headers: {cookie}}).then((response) => response.text()),
    );
    console.log(row('page', '', 'p50', 'p95', 'max', 'runs'));
    console.log(row('/cart (2 lines)', '', ms(filled.p50), ms(filled.p95), ms(filled.max), filled.runs));

    console.log('\nJavaScript the cart page loads, beside the home page (bytes, gzip)\n');
    const cartPage = await pageAssets(storefrontUrl, '/cart');
    const cartOwn = cartPage.javascript.filter((file) => !shared.has(file.href));
    console.log(row('page', 'files', 'gzip kB', '', '', ''));
    console.log(row('cart page', cartPage.javascript.length, kB(cartPage.javascript), '', '', ''));
    console.log(row('cart only', cartOwn.length, kB(cartOwn), '', '', ''));

    console.log('\nSandbox response time over HTTP, through the official clients (ms)\n');
    console.log(row('call', '', 'p50', 'p95', 'max', 'runs'));
    const sandboxCalls = [
      ['product page', () => benchProductPageQuery({url: sandbox.url})],
      ['faceted search', () => benchFacetedSearch({url: sandbox.url})],
    ] as const;
    for (const [name, bench] of sandboxCalls) {
      const latency = await bench();
      console.log(row(name, '', ms(latency.p50), ms(latency.p95), ms(latency.max), latency.runs));
    }
    console.log('');
  } finally {
    await Promise.all(running.reverse().map((server) => server.stop()));
  }
}

interface Asset {
  href: string;
  /** Bytes, gzip. */
  size: number;
}

/** The HTML, stylesheets and scripts (entry and module preloads) a page references. */
async function pageAssets(origin: string, path: string): Promise<Record<'html' | 'css' | 'javascript', Asset[]>> {
  const html = await (await fetch(origin + path)).text();
  const hrefs = (pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? match[2]))].filter(Boolean);
  const scripts = hrefs(/<link rel="modulepreload" href="([^"]+)"|import\("([^"]+)"\)/g);
  const styles = hrefs(/<link rel="stylesheet" href="([^"]+)"/g);
  const gzipped = async (href: string) => ({
    href,
    size: gzipSync(Buffer.from(await (await fetch(new URL(href, origin))).arrayBuffer())).length,
  });
  return {
    html: [{href: path, size: gzipSync(html).length}],
    css: await Promise.all(styles.map(gzipped)),
    javascript: await Promise.all(scripts.map(gzipped)),
  };
}

/**
 * The chat panel's own chunk (gzip), which must stay out of the first load: the widget downloads it
 * when the chat is first opened, so the home page's JavaScript above does not include it.
 */
function lazyChatPanel(firstLoadScripts: string[]) {
  const directory = resolve(ROOT, 'dist/client/assets');
  const files = readdirSync(directory).filter((name) => /^ChatPanel-.*\.js$/.test(name));
  return {
    files: files.length,
    bytes: files.reduce((sum, name) => sum + gzipSync(readFileSync(resolve(directory, name))).length, 0),
    inFirstLoad: firstLoadScripts.some((href) => files.some((name) => href.endsWith(name))),
  };
}

function kB(files: Asset[]) {
  return (files.reduce((sum, file) => sum + file.size, 0) / 1024).toFixed(1);
}

function ms(value: number) {
  return value.toFixed(1);
}

function row(...cells: (string | number)[]) {
  return cells.map((cell, index) => String(cell).padEnd(index === 0 ? FIRST_COLUMN : 9)).join('').trimEnd();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/** The session cookie of a fresh cart holding two seed lines, added the way the product page adds. */
async function cartCookie(storefrontUrl: string): Promise<string> {
  const lines = ['800083', '800055'].map((id) => ({merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: 1}));
  const response = await fetch(`${storefrontUrl}/cart.data`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})}),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (!response.ok || !session) throw new Error(`Could not fill a cart to bench (${response.status})`);
  return session.split(';')[0];
}
