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
 *
 * `--baseline=<git ref>` benches the build of that commit side by side with this one (issue 35): its
 * files exported to `.data/bench-baseline/<sha>/` (the working tree is left alone) and built there
 * once, then served with its own sandbox on ports 5 above the bench's. Each page type's requests go
 * to the two builds in turn, request by request, and each Lighthouse audit runs on both, the build
 * going first changing every turn, so the machine's warm-up and drift fall on both. The report adds
 * the two builds' p50s, Lighthouse medians and shared JavaScript side by side, and a budget per page
 * type: its p50 within 10 % of the baseline's; `bench/report.json` holds the baseline's figures
 * under `baseline`.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {resolve} from 'node:path';
import {benchFacetedSearch} from '../sandbox/bench/faceted-search';
import {benchProductPageQuery} from '../sandbox/bench/product-page';
import {prepareBaseline, type Baseline} from './bench/baseline';
import {
  BUDGETS,
  checkAgainstBaseline,
  checkBudgets,
  percentChange,
  type BudgetCheck,
  type BenchFigures,
} from './bench/budgets';
import {selfSignedCertificate, startHttpsFront, type Certificate} from './bench/https-front';
import {auditPages, type AuditedBuild} from './bench/lighthouse';
import {completeFigures, measurePage, openSessions, PAGE_TYPES, type MeasuredPage, type Sessions} from './bench/pages';
import {loadLocalEnv, pointAtSandboxPort} from './local-env';
import {createProgress} from './progress';
import {buildStorefront, ROOT, serveBuild, startSandbox, type RunningServer} from './servers';

// `E2E_PORT_OFFSET` moves these too, as it does the end-to-end tests' ports.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** How far above the bench's ports the baseline's are: clear of other offsets, which go in tens. */
const BASELINE_PORT_SHIFT = 5;
/** The page types Lighthouse audits: the ones a shopper's visit is made of. */
const AUDITED = ['home', 'collection, level 1', 'product', 'cart, 3 lines', 'post'];

/** One build benched: this one, or the baseline beside it. */
interface Build {
  label: string;
  shift: number;
  origin: string;
  sandbox: RunningServer;
  sessions: Sessions;
  dataDir: string;
}

function ports(shift: number) {
  const port = (base: number) => base + PORT_OFFSET + shift;
  return {
    storefront: port(3200),
    sandbox: port(4200),
    assets: port(9300),
    /** Where Lighthouse reaches the store and the sandbox: over HTTP/2, as Oxygen and Shopify's CDN serve. */
    storefrontHttps: port(3201),
    sandboxHttps: port(4201),
    /** The audit browser's. */
    debugging: port(9333),
  };
}

async function main() {
  const runs = Math.max(50, numberFlag('runs', 100));
  const lighthouseRuns = numberFlag('lighthouse-runs', 5);
  const baselineRef = stringFlag('baseline');
  const running: RunningServer[] = [];
  const progress = createProgress();
  try {
    if (!process.argv.includes('--no-build')) {
      progress('building the store');
      await buildStorefront();
    }
    const baseline = baselineRef
      ? await prepareBaseline(baselineRef, (sha) => progress(`building the baseline, ${sha}`))
      : undefined;
    progress(`starting a freshly seeded sandbox and the built store${baseline ? ', for each build' : ''}`);
    const started = [await startBuild('now', ROOT, 0, running)];
    if (baseline) started.push(await startBuild('baseline', baseline.root, BASELINE_PORT_SHIFT, running));

    progress('opening a cart and signing a customer in');
    const builds: Build[] = [];
    for (const build of started) builds.push({...build, sessions: await openSessions(build.origin)});

    const measured: MeasuredPage[][] = builds.map(() => []);
    const targets = builds.map(({origin, sessions}) => ({origin, sessions}));
    for (const [index, page] of PAGE_TYPES.entries()) {
      const whose = baseline ? ', in turn on both builds' : '';
      progress.item(index + 1, PAGE_TYPES.length, `${page.name} (${page.path}): ${runs} requests${whose}`);
      const figures = await measurePage(targets, page, runs);
      figures.forEach((each, side) => measured[side].push(each));
    }
    const [{pages, sharedJsGzipBytes}, before] = measured.map(completeFigures);
    printPages(pages, sharedJsGzipBytes, runs);
    if (baseline && before) printComparison(baseline, pages, before.pages, sharedJsGzipBytes, before.sharedJsGzipBytes);

    const certificate = selfSignedCertificate(resolve(builds[0].dataDir, 'tls'));
    const audited: AuditedBuild[] = [];
    for (const build of builds) audited.push(await startFronts(build, certificate, running));

    const [lighthouse = [], baselineLighthouse = []] = lighthouseRuns
      ? await auditPages(audited, PAGE_TYPES.filter((page) => AUDITED.includes(page.name)), lighthouseRuns, progress)
      : [];
    printLighthouse(lighthouse);
    if (baseline) printLighthouse(baselineLighthouse, `the baseline, ${baseline.ref} (${baseline.sha.slice(0, 9)})`);

    const sandboxCalls = [];
    const {sandbox} = builds[0];
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
    const firstLoad = measured[0].find((page) => page.figures.kind === 'home')?.scripts.keys() ?? [];
    // The widget downloads the chat panel when the chat is first opened.
    const chatInFirstLoad = chunkInFirstLoad([...firstLoad], 'ChatPanel');
    const checks: BudgetCheck[] = [
      ...checkBudgets(figures),
      ...(before ? checkAgainstBaseline(pages, before.pages) : []),
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
          ...(baseline && before && {
            baseline: {
              ref: baseline.ref,
              sha: baseline.sha,
              pages: before.pages,
              sharedJsGzipBytes: before.sharedJsGzipBytes,
              lighthouse: baselineLighthouse,
            },
          }),
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

/**
 * A freshly seeded sandbox (its data in `<root>/.data/bench`) and the built store of the project at
 * `root`, each the project's own, on the bench's ports moved up by `shift`.
 */
async function startBuild(
  label: string,
  root: string,
  shift: number,
  running: RunningServer[],
): Promise<Omit<Build, 'sessions'>> {
  const port = ports(shift);
  const dataDir = resolve(root, '.data/bench');
  rmSync(dataDir, {recursive: true, force: true});
  const origin = `http://127.0.0.1:${port.storefront}`;
  const sandbox = await startSandbox({
    port: port.sandbox,
    storefrontUrl: origin,
    env: {SANDBOX_DATA_DIR: dataDir},
    root,
  });
  running.push(sandbox);
  const env = {...pointAtSandboxPort(loadLocalEnv(root, {}), port.sandbox), PUBLIC_STORE_URL: origin};
  running.push(await serveBuild({port: port.storefront, assetsPort: port.assets, env, buildDir: resolve(root, 'dist')}));
  return {label, shift, origin, sandbox, dataDir};
}

/** The build's store and sandbox behind HTTP/2 fronts, for Lighthouse. */
async function startFronts(build: Build, certificate: Certificate, running: RunningServer[]): Promise<AuditedBuild> {
  const port = ports(build.shift);
  const targets = [
    [port.storefrontHttps, build.origin],
    [port.sandboxHttps, build.sandbox.url],
  ] as const;
  const rewrites = targets.map(([each, target]) => [target, `https://127.0.0.1:${each}`] as const);
  const [storefrontFront, sandboxFront] = await Promise.all(
    targets.map(([each, target]) => startHttpsFront({port: each, target, rewrites, certificate})),
  );
  running.push(storefrontFront, sandboxFront);
  return {
    label: build.label,
    origin: storefrontFront.url,
    sessions: build.sessions,
    shopifyCdn: new URL(sandboxFront.url).host,
    debuggingPort: port.debugging,
  };
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

function printComparison(
  baseline: Baseline,
  pages: BenchFigures['pages'],
  before: BenchFigures['pages'],
  sharedJsGzipBytes: number,
  sharedBefore: number,
) {
  console.log(`\nSide by side with the baseline, ${baseline.ref} (${baseline.sha.slice(0, 9)}), measured in turn\n`);
  table(
    ['page type', 'p50 ms now', 'p50 ms baseline', 'change'],
    pages.map((page) => {
      const then = before.find((each) => each.name === page.name);
      return [page.name, page.p50.toFixed(1), then?.p50.toFixed(1) ?? '', then ? percentChange(page.p50, then.p50) : ''];
    }),
  );
  console.log(`\nShared first-load JavaScript: ${kB(sharedJsGzipBytes)} kB gzip now, ${kB(sharedBefore)} kB in the baseline.`);
}

function printLighthouse(audits: BenchFigures['lighthouse'], whose?: string) {
  if (!audits.length) return;
  const of = whose ? `, ${whose}` : '';
  console.log(`\nLighthouse, mobile, simulated throttling (median of ${audits[0].runs} runs)${of}\n`);
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

function stringFlag(name: string): string | undefined {
  const flag = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  const value = flag?.slice(name.length + 3);
  if (flag && !value) throw new Error(`--${name} takes a value`);
  return value;
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
