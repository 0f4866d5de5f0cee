import {DELIBERATELY_UNKNOWN, PENDING_BLOCK_TYPES, PENDING_PAGE_TYPES} from '../pending-blocks';
import {expect, test} from './fixtures';
import {elementsPastTheScreenEdge, notYetCreated, pagesCoveringEveryType, seedPages, type SeedPage} from './seed-pages';

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

const usPages = pages.filter((page) => page.locale === 'en-us');
/** The QA stories' markup is hostile on purpose (the sanitiser's test page), so axe skips them. */
const isQa = (page: SeedPage) => page.path.startsWith('/qa/');
const cmsPages = usPages.filter((page) => page.type === 'page' && !isQa(page));
/**
 * The fewest CMS pages that between them show every block type. Every other page type has its own
 * route, which the accessibility sweep checks at both sizes (axe, and that it fits a phone) on a
 * story whose blocks these pages show too.
 */
const onPhone = pagesCoveringEveryType(cmsPages);

test.describe('On a 390 px phone', () => {
  for (const seedPage of [...onPhone, ...usPages.filter(isQa)]) {
    const axe = !isQa(seedPage);
    test(`${seedPage.name} (${seedPage.path}) fits the screen${axe ? ' and has no accessibility violations' : ''}`, {
      tag: ['@mobile-layout', '@js'],
    }, async ({page, expectAccessible}) => {
      expect(page.viewportSize()?.width).toBe(390);
      await page.goto(seedPage.path);
      await page.waitForLoadState('networkidle');
      expect(await elementsPastTheScreenEdge(page)).toEqual([]);
      if (axe) await expectAccessible({anyImpact: true});
    });
  }
});

/** Each CMS page holds its own content (alternative texts, link names, colours): axe checks the rest on a desktop. */
test.describe('On a desktop', () => {
  for (const seedPage of cmsPages.filter((page) => !onPhone.includes(page))) {
    test(`${seedPage.name} (${seedPage.path}) has no accessibility violations`, {
      tag: ['@desktop-layout', '@js'],
    }, async ({page, expectAccessible}) => {
      await page.goto(seedPage.path);
      await page.waitForLoadState('networkidle');
      await expectAccessible({anyImpact: true});
    });
  }
});
