import {describe, expect, it} from 'vitest';
import {checkAgainstBaseline, checkBudgets, median, percentChange, type BenchFigures, type PageFigures} from './budgets';

const KB = 1024;

function page(overrides: Partial<PageFigures>): PageFigures {
  return {
    name: 'CMS page',
    path: '/about',
    kind: 'content',
    status: 200,
    p50: 10,
    p95: 12,
    htmlBytes: 40 * KB,
    htmlGzipBytes: 10 * KB,
    loaderDataBytes: 10 * KB,
    routeJsGzipBytes: 2 * KB,
    firstVisitGzipBytes: 100 * KB,
    ...overrides,
  };
}

const lean: BenchFigures = {
  sharedJsGzipBytes: 90 * KB,
  pages: [
    page({name: '404', kind: 'not-found', p50: 6}),
    page({name: 'home', kind: 'home', p50: 11}),
    page({name: 'product', kind: 'product', routeJsGzipBytes: 11 * KB}),
  ],
  lighthouse: [
    {
      name: 'home',
      path: '/',
      runs: 5,
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1800,
      tbtMs: 40,
      cls: 0.01,
    },
  ],
};

const missed = (figures: BenchFigures) =>
  checkBudgets(figures)
    .filter((check) => !check.met)
    .map((check) => check.budget);

describe('The bench budgets', () => {
  it('are all met by a lean store', () => {
    expect(missed(lean)).toEqual([]);
  });

  it('miss shared JavaScript above 115 kB and a product route above 25 kB', () => {
    expect(
      missed({
        ...lean,
        sharedJsGzipBytes: 116 * KB,
        pages: lean.pages.map((each) => (each.kind === 'product' ? {...each, routeJsGzipBytes: 26 * KB} : each)),
      }),
    ).toEqual(['shared JavaScript ≤ 115 kB gzip', 'product route JavaScript ≤ 25 kB gzip']);
  });

  it('report but do not budget the JavaScript of home, content pages and the cart', () => {
    const heavy = (kind: 'home' | 'content' | 'cart') => page({name: kind, kind, routeJsGzipBytes: 40 * KB});
    expect(missed({...lean, pages: [...lean.pages, heavy('home'), heavy('content'), heavy('cart')]})).toEqual([]);
  });

  it('hold every page to twice the 404 page’s p50, and the 404 page to 8 ms', () => {
    expect(missed({...lean, pages: [page({name: '404', kind: 'not-found', p50: 9}), page({name: 'slow', p50: 19})]})).toEqual([
      '404 page p50 ≤ 8 ms',
      "slow p50 ≤ 2× the 404 page's (18.0 ms)",
    ]);
  });

  it('miss when loader data is more than half the HTML, and a home page above 12 kB gzip', () => {
    expect(
      missed({
        ...lean,
        pages: [page({name: 'home', kind: 'home', loaderDataBytes: 21 * KB, htmlGzipBytes: 13 * KB})],
      }),
    ).toEqual(['home loader data ≤ half its HTML', 'home HTML ≤ 12 kB gzip']);
  });

  it('miss Lighthouse scores below their floors, CLS above 0.02 and TBT above 150 ms', () => {
    const [audit] = lean.lighthouse;
    expect(
      missed({
        ...lean,
        lighthouse: [{...audit, performance: 94, seo: 92, cls: 0.03, tbtMs: 151}],
      }),
    ).toEqual([
      'home Lighthouse performance ≥ 95',
      'home Lighthouse seo ≥ 100',
      'home CLS ≤ 0.02',
      'home TBT ≤ 150 ms',
    ]);
  });

  it('count a server error as a miss', () => {
    expect(missed({...lean, pages: [...lean.pages, page({name: 'broken', status: 500})]})).toEqual([
      'broken answers without a server error',
    ]);
  });
});

describe('The budget against the build before a change', () => {
  const before = [page({name: 'home', p50: 20}), page({name: 'product', p50: 30}), page({name: 'post', p50: 10})];

  it('holds each page type’s p50 within 10 % of the same page type’s in the baseline', () => {
    const now = [page({name: 'home', p50: 22}), page({name: 'product', p50: 33.5}), page({name: 'post', p50: 8})];
    expect(checkAgainstBaseline(now, before)).toEqual([
      {budget: "home p50 within 10 % of the baseline's (20.0 ms)", actual: '22.0 ms (+10.0 %)', met: true},
      {budget: "product p50 within 10 % of the baseline's (30.0 ms)", actual: '33.5 ms (+11.7 %)', met: false},
      {budget: "post p50 within 10 % of the baseline's (10.0 ms)", actual: '8.0 ms (-20.0 %)', met: true},
    ]);
  });

  it('leaves out a page type the baseline did not measure', () => {
    expect(checkAgainstBaseline([page({name: 'new page', p50: 99})], before)).toEqual([]);
  });
});

describe('percentChange', () => {
  it('signs the change from before to now', () => {
    expect(percentChange(11, 10)).toBe('+10.0 %');
    expect(percentChange(9, 10)).toBe('-10.0 %');
    expect(percentChange(10, 10)).toBe('+0.0 %');
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
