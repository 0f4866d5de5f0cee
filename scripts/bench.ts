/**
 * `npm run bench`: the store's performance report. Per page type, how fast the production worker
 * answers and what the page weighs (HTML, serialized loader data, its own JavaScript, a first
 * visit's download); what every page shares; Lighthouse's mobile audit of the main page types; and
 * how fast the sandbox answers the storefront's heaviest calls. Prints one report, writes
 * `bench/report.json`, and exits non-zero when a budget (`scripts/bench/budgets.ts`) is missed.
 *
 * Runs the built storefront in MiniOxygen against its own sandbox (fresh seed, own ports). Figures
 * are for this machine; compare runs on the same machine, not against other machines.
 *
 * Prints what it is doing as it goes (stderr): the build, each page type, each Lighthouse audit.
 *
 * Flags: `--no-build` reuses `dist/`; `--runs=N` requests per page (default 100, at least 50);
 * `--lighthouse-runs=N` audits per page (default 5; 0 leaves Lighthouse out).
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {resolve} from 'node:path';
import {benchFacetedSearch} from '../sandbox/bench/faceted-search';
import {benchProductPageQuery} from '../sandbox/bench/product-page';
import {BUDGETS, checkBudgets, type BudgetCheck, type BenchFigures} from './bench/budgets';
import {selfSignedCertificate, startHttpsFront} from './bench/https-front';
import {auditPages} from './bench/lighthouse';
import {completeFigures, measurePage, openSessions, PAGE_TYPES} from './bench/pages';
import {loadLocalEnv, pointAtSandboxPort} from './local-env';
import {createProgress} from './progress';
import {buildStorefront, ROOT, serveBuild, startSandbox, type RunningServer} from './servers';

// `E2E_PORT_OFFSET` moves these too, as it does the end-to-end tests' ports.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const STOREFRONT_PORT = 3200 + PORT_OFFSET;
const SANDBOX_PORT = 4200 + PORT_OFFSET;
const ASSETS_PORT = 9300 + PORT_OFFSET;
/** Where Lighthouse reaches the store and the sandbox: over HTTP/2, as Oxygen and Shopify's CDN serve. */
const STOREFRONT_HTTPS_PORT = 3201 + PORT_OFFSET;
const SANDBOX_HTTPS_PORT = 4201 + PORT_OFFSET;
/** The page types Lighthouse audits: the ones a shopper's visit is made of. */
const AUDITED = ['home', 'collection, level 1', 'product', 'cart, 3 lines', 'post'];

async function main() {
  const runs = Math.max(50, numberFlag('runs', 100));
  const lighthouseRuns = numberFlag('lighthouse-runs', 5);
  const running: RunningServer[] = [];
  const progress = createProgress();
  try {
    if (!process.argv.includes('--no-build')) {
      progress('building the store');
      await buildStorefront();
    }
    progress('starting a freshly seeded sandbox and the built store');
    const dataDir = resolve(ROOT, '.data/bench');
    rmSync(dataDir, {recursive: true, force: true});
    const origin = `http://127.0.0.1:${STOREFRONT_PORT}`;
    const sandbox = await startSandbox({
      port: SANDBOX_PORT,
      storefrontUrl: origin,
      env: {SANDBOX_DATA_DIR: dataDir},
    });
    running.push(sandbox);
    const env = {...pointAtSandboxPort(loadLocalEnv(ROOT, {}), SANDBOX_PORT), PUBLIC_STORE_URL: origin};
    running.push(await serveBuild({port: STOREFRONT_PORT, assetsPort: ASSETS_PORT, env}));

    progress('opening a cart and signing a customer in');
    const sessions = await openSessions(origin);
    const measured = [];
    for (const [index, page] of PAGE_TYPES.entries()) {
      progress.item(index + 1, PAGE_TYPES.length, `${page.name} (${page.path}): ${runs} requests`);
      measured.push(await measurePage(origin, page, sessions, runs));
    }
    const {pages, sharedJsGzipBytes} = completeFigures(measured);
    printPages(pages, sharedJsGzipBytes, runs);

    const certificate = selfSignedCertificate(resolve(dataDir, 'tls'));
    const targets = [
      [STOREFRONT_HTTPS_PORT, origin],
      [SANDBOX_HTTPS_PORT, sandbox.url],
    ] as const;
    const rewrites = targets.map(([port, target]) => [target, `https://127.0.0.1:${port}`] as const);
    const [storefrontFront, sandboxFront] = await Promise.all(
      targets.map(([port, target]) => startHttpsFront({port, target, rewrites, certificate})),
    );
    running.push(storefrontFront, sandboxFront);

    const lighthouse = lighthouseRuns
      ? await auditPages(
          storefrontFront.url,
          PAGE_TYPES.filter((page) => AUDITED.includes(page.name)),
          sessions,
          lighthouseRuns,
          new URL(sandboxFront.url).host,
          progress,
        )
      : [];
    printLighthouse(lighthouse);

    const sandboxCalls = [];
    const calls = [
      ['product page: one Storefront API query', () => benchProductPageQuery({url: sandbox.url})],
      ['collection page: faceted product search', () => benchFacetedSearch({url: sandbox.url})],
    ] as const;
    for (const [index, [name, bench]] of calls.entries()) {
      progress.item(index + 1, calls.length, `sandbox: ${name}`);
      sandboxCalls.push({name, ...(await bench())});
    }
    printSandboxCalls(sandboxCalls);

    const figures: BenchFigures = {pages, sharedJsGzipBytes, lighthouse};
    const firstLoad = measured.find((page) => page.figures.kind === 'home')?.scripts.keys() ?? [];
    // The widget downloads the chat panel when the chat is first opened.
    const chatInFirstLoad = chunkInFirstLoad([...firstLoad], 'ChatPanel');
    const checks: BudgetCheck[] = [
      ...checkBudgets(figures),
      {budget: 'the chat panel loads only when the chat opens', actual: chatInFirstLoad ? 'in the first load' : 'on open', met: !chatInFirstLoad},
    ];
    if (!lighthouseRuns) {
      checks.push({budget: 'Lighthouse audits ran', actual: 'left out (--lighthouse-runs=0)', met: false});
    }
    printChecks(checks);

    mkdirSync(resolve(ROOT, 'bench'), {recursive: true});
    writeFileSync(
      resolve(ROOT, 'bench/report.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: {cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown'},
          requestsPerPage: runs,
          lighthouseRunsPerPage: lighthouseRuns,
          // Audits before 2026-11-27 went over HTTP/1.1 and are not comparable (decision 0019).
          lighthouseProtocol: 'HTTP/2 over TLS, through the bench’s fronts',
          budgets: BUDGETS,
          ...figures,
          sandboxCalls,
          checks,
        },
        null,
        2,
      )}\n`,
    );
    console.log('Written to bench/report.json');
    const missed = checks.filter((check) => !check.met);
    if (missed.length) {
      console.error(`\n${missed.length} of ${checks.length} budgets missed.`);
      process.exitCode = 1;
    } else {
      console.log(`\nAll ${checks.length} budgets met.`);
    }
  } finally {
    await Promise.all(running.reverse().map((server) => server.stop()));
  }
}

function printPages(pages: BenchFigures['pages'], sharedJsGzipBytes: number, runs: number) {
  console.log(`\nPage types: server response over ${runs} sequential requests, and what each page weighs\n`);
  table(
    ['page type', 'status', 'p50 ms', 'p95 ms', 'HTML kB', 'gzip kB', 'data kB', 'route JS', 'first visit'],
    pages.map((page) => [
      page.name,
      page.status,
      page.p50.toFixed(1),
      page.p95.toFixed(1),
      kB(page.htmlBytes),
      kB(page.htmlGzipBytes),
      kB(page.loaderDataBytes),
      kB(page.routeJsGzipBytes),
      kB(page.firstVisitGzipBytes),
    ]),
  );
  console.log(
    '\n"data" is the loader data serialized into the HTML; "route JS" the JavaScript (gzip kB) the page',
  );
  console.log('loads beyond what every page loads; "first visit" HTML, CSS and JavaScript together, gzip kB.');
  console.log(`Shared first-load JavaScript (every page): ${kB(sharedJsGzipBytes)} kB gzip.`);
}

function printLighthouse(audits: BenchFigures['lighthouse']) {
  if (!audits.length) return;
  console.log(`\nLighthouse, mobile, simulated throttling (median of ${audits[0].runs} runs)\n`);
  table(
    ['page type', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
    audits.map((audit) => [
      audit.name,
      audit.performance,
      audit.accessibility,
      audit.bestPractices,
      audit.seo,
      Math.round(audit.lcpMs),
      Math.round(audit.tbtMs),
      audit.cls.toFixed(3),
    ]),
  );
}

function printSandboxCalls(calls: {name: string; p50: number; p95: number; runs: number}[]) {
  console.log('\nSandbox response time over HTTP, through the official clients\n');
  table(
    ['call', 'p50 ms', 'p95 ms', 'runs'],
    calls.map((call) => [call.name, call.p50.toFixed(1), call.p95.toFixed(1), call.runs]),
  );
}

function printChecks(checks: BudgetCheck[]) {
  console.log('\nBudgets\n');
  table(
    ['', 'budget', 'actual'],
    checks.map((check) => [check.met ? 'ok' : 'MISSED', check.budget, check.actual]),
  );
  console.log('');
}

/** Whether the first load holds the chunk of module `name` (built as `name-<hash>.js`). */
function chunkInFirstLoad(firstLoadScripts: string[], name: string): boolean {
  const chunk = new RegExp(`/${name}-[\\w-]+\\.js$`);
  return firstLoadScripts.some((href) => chunk.test(href));
}

function numberFlag(name: string, fallback: number): number {
  const flag = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  const value = flag ? Number(flag.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

function kB(bytes: number) {
  return (bytes / 1024).toFixed(1);
}

/** Columns as wide as their widest cell; the first left-aligned, the rest right-aligned. */
function table(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows].map((cellsOfRow) => cellsOfRow.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((each) => each[column]?.length ?? 0)));
  for (const each of cells) {
    console.log(
      each
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd(),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
