/**
 * Lighthouse's mobile audit (its defaults: a mid-range phone, simulated slow 4G) of a few page types,
 * several runs each, reporting medians: one run's scores swing by several points.
 */
import lighthouse from 'lighthouse';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../chromium';
import type {Progress} from '../progress';
import {median, type LighthouseFigures} from './budgets';
import type {PageType, Sessions} from './pages';

const DEBUGGING_PORT = 9333 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function auditPages(
  origin: string,
  pages: PageType[],
  sessions: Sessions,
  runs: number,
  /** `host:port` that stands in for Shopify's CDN (`cdn.shopify.com`): the sandbox's HTTPS front. */
  shopifyCdn: string,
  progress?: Progress,
): Promise<LighthouseFigures[]> {
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...options,
    args: [
      ...(options.args ?? []),
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      // The bench's HTTP/2 fronts have a certificate of their own (`https-front.ts`).
      '--ignore-certificate-errors',
      // Pages that report a view load Shopify's consent script from its CDN, which this machine
      // cannot reach; the sandbox serves a stand-in (`sandbox/shopify-cdn/`), as the CDN would online.
      `--host-resolver-rules=MAP cdn.shopify.com ${shopifyCdn}`,
    ],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const [index, page] of pages.entries()) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        progress?.item(index * runs + run + 1, pages.length * runs, `Lighthouse: ${page.name}, audit ${run + 1} of ${runs}`);
        results.push(await auditOnce(origin, page, sessions));
      }
      figures.push({
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
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

async function auditOnce(origin: string, page: PageType, sessions: Sessions) {
  const result = await lighthouse(origin + page.path, {
    port: DEBUGGING_PORT,
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
