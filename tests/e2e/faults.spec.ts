import {SANDBOX_PORT} from '../../playwright.config';
import {asNewVisitor, expect, test} from './fixtures';

/** Sets the sandbox's faults for one test and clears them after it, pass or fail. */
async function withFaults(faults: string, run: () => Promise<void>) {
  const control = `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/faults`;
  const set = await fetch(control, {
    method: 'PUT',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({faults}),
  });
  expect(set.status).toBe(200);
  try {
    await run();
  } finally {
    await fetch(control, {method: 'DELETE'});
  }
}

// Faults apply to the whole shared sandbox, and each test's set and clear replace every fault: the
// whole file runs one test at a time, in order, in one worker.
test.describe.configure({mode: 'default'});

const CONTENT_PAGE = '/faq/account-billing/do-i-need-an-account';

/**
 * Longer than Hydrogen keeps a page's stories (CacheShort: 10 s, and the worker's cache serves it
 * 9 s more while it revalidates): what answers after it is the story's last good copy.
 */
const PAST_THE_CACHE_MS = 20_000;

test.describe('When a backend service fails', () => {

  test('a page read before content failed renders from its last good copy, long after the cache let it go', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    expect((await page.goto(CONTENT_PAGE))?.status()).toBe(200);
    const question = page.getByRole('heading', {level: 1});
    const asked = await question.textContent();
    await withFaults('content:error=1', async () => {
      await page.waitForTimeout(PAST_THE_CACHE_MS);
      expect((await page.goto(CONTENT_PAGE))?.status()).toBe(200);
      await expect(question).toHaveText(asked ?? '');
      await expect(page.getByRole('banner').getByRole('link', {name: 'Free Samples'}).first()).toBeVisible();
    });
  });

  test('a page with no copy kept says it is unavailable, inside the shell, and comes back with the service', async ({
    page,
    expectAccessible,
  }) => {
    // No copy is kept of a page that does not exist, so while content fails the store cannot tell.
    const path = `/faq/account-billing/not-asked-${test.info().workerIndex}-${Date.now()}`;
    await withFaults('content:error=1', async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(503);
      expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
      await expect(page.getByRole('heading', {level: 1, name: 'This page is unavailable just now'})).toBeVisible();
      // The header and footer are the global story, which the store has a copy of.
      await expect(page.getByRole('banner').getByRole('link', {name: 'Free Samples'}).first()).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText(/fault injected|Storyblok could not/)).toHaveCount(0);
      await expectAccessible();
    });
    // Failures are never kept: the first read after the fault clears answers as the page is.
    expect((await page.goto(path))?.status()).toBe(404);
  });

  test('a collection lists its products from the catalogue when search fails, and says filters are unavailable', async ({
    page,
    expectAccessible,
  }) => {
    await withFaults('search:error=1', async () => {
      // A sort and page size no other test asks for: no cached search answer stands in for the service.
      expect((await page.goto('/collections/food-containers?per_page=45&sort=price_desc'))?.status()).toBe(200);
      await expect(page.getByRole('status').filter({hasText: 'Filters are unavailable for now'})).toBeVisible();
      const cards = page.getByRole('region', {name: 'Products'}).getByRole('listitem');
      expect(await cards.count()).toBeGreaterThanOrEqual(15);
      await expectAccessible();

      await page.goto('/search?query=outage-lid');
      await expect(page.getByRole('alert')).toContainText('Search is unavailable just now');
      await page.getByRole('navigation', {name: 'Collections'}).getByRole('link', {name: 'All Products'}).click();
      await expect(page).toHaveURL(/\/collections\/all$/);
      await expect(page.getByRole('status').filter({hasText: 'Filters are unavailable for now'})).toBeVisible();
    });
  });

  test('a shopper whose cart writes sometimes fail is told which failed and never loses a line', async ({page}) => {
    test.setTimeout(90_000);
    const add = (variant: string) =>
      JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity: 1}]},
      });
    // `.data` is what a fetcher posts: the action's own answer, without the page's loaders.
    const post = (variant: string) => page.request.post('/cart.data', {form: {cartFormInput: add(variant)}});
    expect((await post('800055')).status()).toBe(200);

    let added = 0;
    let refused = 0;
    await withFaults('storefront:error=0.2', async () => {
      for (let attempt = 0; attempt < 15; attempt++) {
        const response = await post('800083');
        expect([200, 400], 'a failed write is a 400 with a message, never a 500').toContain(response.status());
        if (response.status() === 200) added++;
        else {
          refused++;
          expect(await response.text()).toContain('Nothing was lost; please try again.');
        }
      }
    });
    expect(refused + added).toBe(15);

    await page.goto('/cart');
    const lines = page.getByRole('list', {name: 'Items in your cart'}).getByRole('listitem');
    await expect(lines.filter({hasText: 'Kraft Hot Cup Sleeve'})).toHaveCount(1);
    const cups = lines.filter({hasText: 'Green Print PLA Cold Cups'});
    await expect(cups.getByRole('spinbutton', {name: 'Quantity'})).toHaveValue(String(added));
  });
});

test.describe('When the form or chat service fails', () => {
  test('a request form shows the submit error and keeps every value', async ({page}) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    await withFaults('forms:error=1', async () => {
      const form = page.getByRole('form', {name: 'Send us a message'});
      await form.getByLabel('Name').fill('Sam Lee');
      await form.getByLabel('Email').fill('sam@example.com');
      await form.getByLabel('Phone').fill('503 555 0100');
      await form.getByLabel('Comments (optional)').fill('Still there?');
      await form.getByRole('button', {name: 'Send message'}).click();
      await expect(form.getByRole('alert')).toHaveText('Sorry, we could not send this form. Please try again in a moment.');
      await expect(form.getByLabel('Name')).toHaveValue('Sam Lee');
      await expect(form.getByLabel('Email')).toHaveValue('sam@example.com');
      await expect(form.getByLabel('Phone')).toHaveValue('503 555 0100');
      await expect(form.getByLabel('Comments (optional)')).toHaveValue('Still there?');
    });
  });

  test('the chat says it cannot connect and gives the phone line and hours', async ({page}) => {
    await asNewVisitor(page);
    await page.goto('/about');
    await withFaults('chat:error=1', async () => {
      await page.getByRole('button', {name: 'Chat with us'}).click();
      const chat = page.getByRole('dialog', {name: 'Chat with us'});
      await chat.getByLabel('Your message').fill('Where is my order?');
      await chat.getByLabel('Your message').press('Enter');
      await expect(chat.getByRole('listitem').nth(2)).toContainText(
        "Sorry, I'm having trouble connecting. Please try again or call (800) 555-0199 (Monday to Friday 9a-6p Eastern) for assistance.",
      );
    });
  });
});
