import {DELIBERATELY_UNKNOWN, PENDING_BLOCK_TYPES, PENDING_PAGE_TYPES} from '../pending-blocks';
import {expect, test} from './fixtures';
import {elementsPastTheScreenEdge, notYetCreated, seedPages} from './seed-pages';

const pages = seedPages();

/** Requests in flight at once while reading every page: quick, without crowding the worker. */
const CONCURRENCY = 4;

test('Every page of the seed, in both stores, renders all its blocks but those of work still open', {tag: '@http'}, async ({
  request,
}) => {
  // Two hundred pages, read a few at a time.
  test.setTimeout(120_000);
  const allowed = new Set([
    ...PENDING_BLOCK_TYPES.map((name) => `block:${name}`),
    ...PENDING_PAGE_TYPES.map((name) => `page:${name}`),
    `block:${DELIBERATELY_UNKNOWN.block}`,
    `page:${DELIBERATELY_UNKNOWN.pageType}`,
  ]);
  const seen = new Set<string>();
  const unexpected: string[] = [];
  const queue = [...pages];
  await Promise.all(
    Array.from({length: CONCURRENCY}, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const response = await request.get(page.path);
        expect(response.status(), page.path).toBe(200);
        for (const message of notYetCreated(await response.text())) {
          seen.add(message);
          if (!allowed.has(message)) unexpected.push(`${page.path} ${message}`);
        }
      }
    }),
  );
  expect(unexpected, 'blocks and page types that should render').toEqual([]);
  expect(
    [...allowed].filter((entry) => !seen.has(entry)),
    'listed in tests/pending-blocks.ts, yet no page shows them unrendered: delete them from the list',
  ).toEqual([]);
});

/**
 * Axe runs on every `page` story (each holds different blocks) and on one story of every other
 * type; not on the QA stories, whose markup is hostile on purpose (the sanitiser's test page).
 */
const axeChecked = new Set<string>();
const usPages = pages.filter((page) => page.locale === 'en-us');
for (const page of usPages.filter(({path}) => !path.startsWith('/qa/'))) {
  if (page.type === 'page' || !usPages.some((other) => other.type === page.type && axeChecked.has(other.path))) {
    axeChecked.add(page.path);
  }
}

test.describe('On a 390 px phone', () => {
  for (const seedPage of usPages) {
    const axe = axeChecked.has(seedPage.path);
    test(`${seedPage.name} (${seedPage.path}) fits the screen${axe ? ' and has no serious accessibility violations' : ''}`, {
      tag: ['@mobile-layout', '@js'],
    }, async ({page, expectAccessible}) => {
      expect(page.viewportSize()?.width).toBe(390);
      await page.goto(seedPage.path);
      await page.waitForLoadState('networkidle');
      expect(await elementsPastTheScreenEdge(page)).toEqual([]);
      if (axe) await expectAccessible();
    });
  }
});
