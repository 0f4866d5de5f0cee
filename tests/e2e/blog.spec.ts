import {readdirSync, readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

const BLOG_DIR = new URL('../../sandbox/data/stories/en-us/blog/', import.meta.url);

interface SeededStory {
  uuid: string;
  slug: string;
  name: string;
  content: {title?: string; category?: string};
}

const seeded = (file: string): SeededStory =>
  JSON.parse(readFileSync(new URL(file, BLOG_DIR), 'utf8'));
const posts = readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith('.json'))
  .map(seeded);
const events = seeded('categories/events.json');
const eventTitles = posts
  .filter((post) => post.content.category === events.uuid)
  .map((post) => post.name);

/** The cards of the posts a page lists, by their titles. */
function cardTitles(page: Page) {
  return page.getByRole('article').getByRole('heading').allInnerTexts();
}

test.describe('The Green Standard blog', () => {
  test('A reader opens the blog, reads the featured post and moves on to its category', async ({
    page,
  }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/The Green Standard/);
    await expect(page.getByRole('heading', {level: 1, name: 'The Green Standard'})).toBeVisible();

    const featured = page.getByRole('article').filter({hasText: "Editor's Pick"});
    await expect(featured.getByRole('heading', {level: 2})).toHaveText(
      'Compostable vs. Biodegradable: What the Labels Really Mean',
    );
    await expect(featured.getByText(/^Posted on January 16, 2024$/)).toBeVisible();

    const recent = page.getByRole('region', {name: 'Recent posts'});
    await expect(recent.getByRole('article')).toHaveCount(6);
    const listed = await recent.getByRole('article').getByRole('heading').allInnerTexts();
    expect(listed.filter((title) => eventTitles.includes(title))).toEqual([]);
    // Every card: category, title, date, an excerpt of at most 180 characters and 'Read Post'.
    const firstCard = recent.getByRole('article').first();
    await expect(firstCard.getByRole('link', {name: 'Composting', exact: true})).toBeVisible();
    await expect(firstCard.getByText(/^Posted on /)).toBeVisible();
    await expect(firstCard.getByRole('link', {name: /^Read Post/})).toBeVisible();
    for (const excerpt of await recent.getByRole('article').locator('p').allInnerTexts()) {
      expect(excerpt.length).toBeLessThanOrEqual(181);
    }

    await featured.getByRole('link', {name: /^Read Post/}).click();
    await expect(page).toHaveURL(/\/blog\/compostable-vs-biodegradable$/);
    const post = page.getByRole('article').first();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Compostable vs. Biodegradable: What the Labels Really Mean',
    );
    await expect(post.getByText('By Maya Okafor')).toBeVisible();
    await expect(post.getByText(/^Posted on January 16, 2024$/)).toBeVisible();
    await expect(post.getByRole('img', {name: /./}).first()).toBeVisible();
    // The prose's links are green; the button at the end keeps its white label on green. (axe
    // passes over text the colour of its background, taking it for hidden on purpose.)
    await expect(post.getByRole('link', {name: 'composting locations map'})).toHaveCSS('color', 'oklch(0.432 0.095 166.913)');
    await expect(post.getByRole('link', {name: 'Shop BPI-certified cups'})).toHaveCSS('color', 'rgb(255, 255, 255)');
    const trail = page.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(trail.getByRole('link', {name: 'The Green Standard'})).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(
      page.getByRole('region', {name: 'More in Composting'}).getByRole('article'),
    ).toHaveCount(3);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/compostable-vs-biodegradable$/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/f\/100001\/1200x630\//,
    );

    await trail.getByRole('link', {name: 'Composting'}).click();
    await expect(page).toHaveURL(/\/blog\/categories\/composting$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Composting'})).toBeVisible();
    const categoryTitles = await cardTitles(page);
    expect(categoryTitles.length).toBeGreaterThan(1);
    await expect(
      page.getByRole('article').getByRole('link', {name: 'Composting', exact: true}),
    ).toHaveCount(categoryTitles.length);
  });

  test('A reader pages through the 2025 archive, eight posts a page', async ({page}) => {
    await page.goto('/blog/archive/2025');
    await expect(page.getByRole('heading', {level: 1, name: 'Posts from 2025'})).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    for (const date of await page
      .getByRole('article')
      .getByText(/^Posted on /)
      .allInnerTexts()) {
      expect(date).toMatch(/, 2025$/);
    }

    await page
      .getByRole('navigation', {name: '2025 archive pages'})
      .getByRole('link', {name: 'Page 2'})
      .click();
    await expect(page).toHaveURL(/\/blog\/archive\/2025\?page=2$/);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(
      page
        .getByRole('navigation', {name: '2025 archive pages'})
        .getByRole('link', {name: 'Page 2'}),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('The archive sets its posts two to a row on a wide screen @desktop-layout', async ({
    page,
  }) => {
    await page.goto('/blog/archive/2025');
    const boxes = await Promise.all(
      [0, 1, 2].map((index) => page.getByRole('article').nth(index).boundingBox()),
    );
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(boxes[2]!.x).toBe(boxes[0]!.x);
  });

  test('A reader shares a post on four networks, each in a new tab', async ({page, context}) => {
    // The networks are outside this machine; answer for them so the new tab has something to show.
    await context.route(/^https:\/\/(www\.)?(facebook|x|linkedin|pinterest)\.com\//, (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>Shared</title>'}),
    );
    await page.goto('/blog/pfas-bans-2025-update');
    const networks = ['Facebook', 'X', 'LinkedIn', 'Pinterest'];
    for (const network of networks) {
      const link = page.getByRole('link', {name: `Share on ${network} (opens in a new tab)`});
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /blog%2Fpfas-bans-2025-update/);
    }
    const opened = context.waitForEvent('page');
    await page.getByRole('link', {name: 'Share on LinkedIn (opens in a new tab)'}).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http/);
    await expect(page).toHaveURL(/\/blog\/pfas-bans-2025-update$/);
  });

  test('The sidebar’s search opens on the content results @desktop-layout', async ({page}) => {
    await page.goto('/blog');
    const box = page
      .getByRole('complementary', {name: 'Browse the blog'})
      .getByRole('searchbox', {name: 'Search the blog'});
    await box.fill('compost');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=compost&tab=content$/);
    await expect(
      page.getByRole('navigation', {name: 'Result types'}).getByRole('link', {name: /^Content \(\d+\)$/}),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('The sidebar lists categories and years with their post counts beside the posts @desktop-layout', async ({
    page,
  }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', {name: 'Browse the blog'});
    await expect(sidebar.getByRole('search')).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Events (7 posts)'})).toHaveAttribute(
      'href',
      '/blog/categories/events',
    );
    await expect(sidebar.getByRole('link', {name: '2025 (14 posts)'})).toHaveAttribute(
      'href',
      '/blog/archive/2025',
    );
    await expect(page.getByText('Browse By')).toBeHidden();
  });

  test('On a phone the sidebar folds into a Browse By toggle @mobile-layout', async ({page}) => {
    await page.goto('/blog');
    const eventsLink = page.getByRole('link', {name: 'Events (7 posts)'});
    await expect(eventsLink).toBeHidden();
    await page.getByText('Browse By').click();
    await eventsLink.click();
    await expect(page).toHaveURL(/\/blog\/categories\/events$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Events'})).toBeVisible();
  });

  test('The Canadian blog shows the same posts and keeps readers in the Canadian store', async ({
    page,
  }) => {
    const response = await page.goto('/en-ca/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ca');
    const featured = page.getByRole('article').filter({hasText: "Editor's Pick"});
    await featured.getByRole('link', {name: /^Read Post/}).click();
    await expect(page).toHaveURL(/\/en-ca\/blog\/compostable-vs-biodegradable$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(
      'Compostable vs. Biodegradable',
    );
    // One post, one address for search engines, whichever store it is read in.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/[^/]+\/blog\/compostable-vs-biodegradable$/,
    );
  });

  test('Unknown posts, categories and years are 404 pages, and a page past the end is empty @http', async ({
    request,
  }) => {
    for (const path of [
      '/blog/no-such-post',
      '/blog/categories/no-such-category',
      '/blog/archive/2019',
      '/blog/archive/latest',
      '/blog/authors/maya-okafor',
      '/en-ca/blog/no-such-post',
      '/fr-fr/blog',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
    }
    const past = await request.get('/blog/archive/2025?page=40');
    expect(past.status()).toBe(200);
    const html = await past.text();
    expect(html).toContain('No posts on page 40');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

});
