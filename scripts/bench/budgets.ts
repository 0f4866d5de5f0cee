/**
 * The store's speed and size budgets (issue 16), checked against one bench run. Pure, so the rules
 * are tested apart from the servers; a missed budget fails `npm run bench`, never the tests.
 */

/** How a page type's own JavaScript is budgeted, beyond what every page loads. */
export type RouteKind = 'home' | 'content' | 'listing' | 'product' | 'cart' | 'account' | 'not-found';

export interface PageFigures {
  name: string;
  path: string;
  kind: RouteKind;
  status: number;
  p50: number;
  p95: number;
  /** The whole HTML, uncompressed and gzip. */
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The loader data serialized into the HTML (Remix's stream), uncompressed. */
  loaderDataBytes: number;
  /** JavaScript this page loads beyond what every page loads, gzip. */
  routeJsGzipBytes: number;
  /** Everything a first visit downloads: HTML, stylesheets and scripts, gzip. */
  firstVisitGzipBytes: number;
}

export interface LighthouseFigures {
  name: string;
  path: string;
  runs: number;
  /** Scores 0–100, medians of the runs. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface BenchFigures {
  pages: PageFigures[];
  sharedJsGzipBytes: number;
  lighthouse: LighthouseFigures[];
}

export interface BudgetCheck {
  budget: string;
  actual: string;
  met: boolean;
}

const KB = 1024;

/**
 * Issue 16's budgets, with issue 35's for JavaScript and blocking time: the route budgets of home,
 * content and the cart are retired (their JavaScript is reported, not budgeted).
 */
export const BUDGETS = {
  sharedJsKb: 115,
  routeJsKb: {product: 25, listing: 50} as Partial<Record<RouteKind, number>>,
  notFoundP50Ms: 8,
  p50TimesNotFound: 2,
  loaderDataShareOfHtml: 0.5,
  homeHtmlGzipKb: 12,
  lighthouse: {performance: 95, accessibility: 100, bestPractices: 100, seo: 100},
  cls: 0.02,
  tbtMs: 150,
  /** Issue 35: against the build before a change, benched side by side (`--baseline`). */
  p50OverBaselineShare: 0.1,
} as const;

export function checkBudgets({pages, sharedJsGzipBytes, lighthouse}: BenchFigures): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (budget: string, actual: string, met: boolean) => checks.push({budget, actual, met});
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

  check(
    `shared JavaScript ≤ ${BUDGETS.sharedJsKb} kB gzip`,
    kb(sharedJsGzipBytes),
    sharedJsGzipBytes <= BUDGETS.sharedJsKb * KB,
  );

  const notFound = pages.find((page) => page.kind === 'not-found');
  if (notFound) {
    check(
      `404 page p50 ≤ ${BUDGETS.notFoundP50Ms} ms`,
      `${notFound.p50.toFixed(1)} ms`,
      notFound.p50 <= BUDGETS.notFoundP50Ms,
    );
  }

  for (const page of pages) {
    if (page.status >= 500) check(`${page.name} answers without a server error`, String(page.status), false);
    const routeBudget = BUDGETS.routeJsKb[page.kind];
    if (routeBudget !== undefined) {
      check(
        `${page.name} route JavaScript ≤ ${routeBudget} kB gzip`,
        kb(page.routeJsGzipBytes),
        page.routeJsGzipBytes <= routeBudget * KB,
      );
    }
    if (notFound && page !== notFound) {
      const limit = notFound.p50 * BUDGETS.p50TimesNotFound;
      check(
        `${page.name} p50 ≤ ${BUDGETS.p50TimesNotFound}× the 404 page's (${limit.toFixed(1)} ms)`,
        `${page.p50.toFixed(1)} ms`,
        page.p50 <= limit,
      );
    }
    check(
      `${page.name} loader data ≤ half its HTML`,
      `${kb(page.loaderDataBytes)} of ${kb(page.htmlBytes)}`,
      page.loaderDataBytes <= page.htmlBytes * BUDGETS.loaderDataShareOfHtml,
    );
    if (page.kind === 'home') {
      check(
        `home HTML ≤ ${BUDGETS.homeHtmlGzipKb} kB gzip`,
        kb(page.htmlGzipBytes),
        page.htmlGzipBytes <= BUDGETS.homeHtmlGzipKb * KB,
      );
    }
  }

  for (const audit of lighthouse) {
    const scores = BUDGETS.lighthouse;
    for (const [category, minimum] of Object.entries(scores) as [keyof typeof scores, number][]) {
      check(
        `${audit.name} Lighthouse ${category} ≥ ${minimum}`,
        String(audit[category]),
        audit[category] >= minimum,
      );
    }
    check(`${audit.name} CLS ≤ ${BUDGETS.cls}`, audit.cls.toFixed(3), audit.cls <= BUDGETS.cls);
    check(`${audit.name} TBT ≤ ${BUDGETS.tbtMs} ms`, `${Math.round(audit.tbtMs)} ms`, audit.tbtMs <= BUDGETS.tbtMs);
  }
  return checks;
}

/**
 * Each page type's server p50 within 10 % of the same page type's in the build benched beside it.
 * Only slower counts against it: a change that makes a page faster meets its budget.
 */
export function checkAgainstBaseline(pages: PageFigures[], baselinePages: PageFigures[]): BudgetCheck[] {
  return pages.flatMap((page) => {
    const before = baselinePages.find((each) => each.name === page.name);
    if (!before) return [];
    const share = BUDGETS.p50OverBaselineShare;
    return [
      {
        budget: `${page.name} p50 within ${share * 100} % of the baseline's (${before.p50.toFixed(1)} ms)`,
        actual: `${page.p50.toFixed(1)} ms (${percentChange(page.p50, before.p50)})`,
        met: page.p50 <= before.p50 * (1 + share),
      },
    ];
  });
}

/** `+12.5 %`, `-3.0 %`: how far `now` is from `before`. */
export function percentChange(now: number, before: number): string {
  const change = ((now - before) / before) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`;
}

/** The median of a non-empty list. */
export function median(values: number[]): number {
  if (!values.length) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
