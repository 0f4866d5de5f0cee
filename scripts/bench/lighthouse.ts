/**
 * Lighthouse's mobile audit (its defaults: a mid-range phone, simulated slow 4G) of a few page types,
 * several runs each, reporting medians: one run's scores swing by several points. Given two builds
 * (a change and the build before it), it audits them run by run in turn, each in its own browser.
 */
import lighthouse from 'lighthouse';
import {chromium, type Browser} from '@playwright/test';
import {chromiumLaunchOptions} from '../chromium';
import type {Progress} from '../progress';
import {inTurn} from '../measure';
import {median, type LighthouseFigures} from './budgets';
import type {PageType, Sessions} from './pages';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface AuditedBuild {
  /** Named in the progress lines when there are two builds. */
  label: string;
  /** The build's HTTPS front. */
  origin: string;
  sessions: Sessions;
  /** `host:port` that stands in for Shopify's CDN (`cdn.shopify.com`): the build's sandbox's HTTPS front. */
  shopifyCdn: string;
  /** Where Lighthouse drives the build's browser. */
  debuggingPort: number;
}

type AuditResult = Awaited<ReturnType<typeof auditOnce>>;

/** Each build's medians, in the order of `builds`. */
export async function auditPages(
  builds: AuditedBuild[],
  pages: PageType[],
  runs: number,
  progress?: Progress,
): Promise<LighthouseFigures[][]> {
  const browsers: Browser[] = [];
  try {
    for (const build of builds) browsers.push(await launchBrowser(build));
    const figures: LighthouseFigures[][] = builds.map(() => []);
    const total = pages.length * runs * builds.length;
    let done = 0;
    for (const [index, page] of pages.entries()) {
      const results: AuditResult[][] = builds.map(() => []);
      for (let run = 0; run < runs; run++) {
        for (const side of inTurn(index * runs + run, builds.map((_, each) => each))) {
          const build = builds[side];
          const whose = builds.length > 1 ? `, ${build.label}` : '';
          progress?.item(++done, total, `Lighthouse: ${page.name}, audit ${run + 1} of ${runs}${whose}`);
          results[side].push(await auditOnce(build, page));
        }
      }
      results.forEach((each, side) => figures[side].push(medians(page, runs, each)));
    }
    return figures;
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
  }
}

function medians(page: PageType, runs: number, results: AuditResult[]): LighthouseFigures {
  return {
    name: page.name,
    path: page.path,
    runs,
    performance: median(results.map((result) => result.performance)),
    accessibility: median(results.map((result) => result.accessibility)),
    bestPractices: median(results.map((result) => result.bestPractices)),
    seo: median(results.map((result) => result.seo)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
  };
}

function launchBrowser({debuggingPort, shopifyCdn}: AuditedBuild): Promise<Browser> {
  const options = chromiumLaunchOptions();
  return chromium.launch({
    ...options,
    args: [
      ...(options.args ?? []),
      `--remote-debugging-port=${debuggingPort}`,
      // The bench's HTTP/2 fronts have a certificate of their own (`https-front.ts`).
      '--ignore-certificate-errors',
      // Pages that report a view load Shopify's consent script from its CDN, which this machine
      // cannot reach; the sandbox serves a stand-in (`sandbox/shopify-cdn/`), as the CDN would online.
      `--host-resolver-rules=MAP cdn.shopify.com ${shopifyCdn}`,
    ],
  });
}

async function auditOnce({origin, sessions, debuggingPort}: AuditedBuild, page: PageType) {
  const result = await lighthouse(origin + page.path, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders: page.session ? {Cookie: sessions[page.session]} : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const {categories, audits} = result.lhr;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}
