import type {Page} from '@playwright/test';
import {SANDBOX_PORT} from '../../playwright.config';
import {expect, hydrated, test} from './fixtures';

const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

interface ReceivedEvent {
  eventType: string;
  eventSubtype?: string;
  eventName: string;
  index: string;
  userToken: string;
  queryID?: string;
  objectIDs: string[];
  positions?: number[];
}

/** The events Algolia Insights (the sandbox) has received from this visitor. */
async function eventsOf(userToken: string): Promise<ReceivedEvent[]> {
  const {events} = (await (await fetch(`${SANDBOX}/__sandbox/insights/events`)).json()) as {events: ReceivedEvent[]};
  return events.filter((event) => event.userToken === userToken);
}

/**
 * Hydrogen's analytics talk to Shopify's own hosts, which the test browser cannot reach: the
 * Customer Privacy API from cdn.shopify.com (the sandbox serves a stand-in with the same interface
 * at the same paths), and, once analytics are allowed, Shopify's event collector, taken here.
 */
async function standInForShopifyAnalytics(page: Page) {
  await page.route('https://cdn.shopify.com/shopifycloud/**', async (route) => {
    const {pathname} = new URL(route.request().url());
    await route.fulfill({response: await page.request.fetch(`${SANDBOX}${pathname}`)});
  });
  await page.route(/\/\.well-known\/shopify\/monorail\/|^https:\/\/monorail-edge\.shopifysvc\.com\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/plain', body: ''}),
  );
}

test.describe('Algolia Insights', () => {
  test(
    'A shopper who allows analytics tells Algolia which search result they clicked and added to the cart; before that, nothing is sent',
    {tag: '@js'},
    async ({page, context}) => {
      await standInForShopifyAnalytics(page);
      await page.goto('/search?query=cup');
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => typeof window.Shopify?.customerPrivacy?.setTrackingConsent)).toBe('function');
      const userToken = (await context.cookies()).find((cookie) => cookie.name === 'user-id')?.value ?? '';
      expect(userToken).toMatch(/^[A-Za-z0-9]{20}$/);

      const card = page.getByRole('region', {name: 'Products'}).getByRole('article').first();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      const quickShop = card.getByRole('button', {name: /^Quick Shop/});
      const dialog = page.getByRole('dialog', {name: title});

      // No choice made yet: the stand-in, like a region that asks first, allows no analytics.
      await quickShop.click();
      await expect(dialog.getByRole('button', {name: /add to cart/i})).toBeEnabled();
      await dialog.getByRole('button', {name: 'Close'}).click();
      await expect(dialog).toBeHidden();

      await page.evaluate(
        () => new Promise((resolve) => window.Shopify!.customerPrivacy!.setTrackingConsent({analytics: true}, resolve)),
      );
      await quickShop.click();
      await dialog.getByRole('button', {name: /add to cart/i}).click();
      await expect(dialog).toBeHidden();

      await expect.poll(() => eventsOf(userToken).then((events) => events.map((event) => event.eventType))).toEqual([
        'click',
        'conversion',
      ]);
      const [click, conversion] = await eventsOf(userToken);
      expect(click).toMatchObject({
        eventName: 'Product Clicked',
        index: 'shopify_products',
        queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
        objectIDs: [expect.any(String)],
        positions: [1],
      });
      expect(conversion).toMatchObject({
        eventSubtype: 'addToCart',
        eventName: 'Product Added To Cart',
        index: 'shopify_products',
        queryID: click.queryID,
        objectIDs: click.objectIDs,
      });
    },
  );
});
