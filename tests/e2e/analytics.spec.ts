import type {Page} from '@playwright/test';
import {SANDBOX_PORT} from '../../playwright.config';
import {DEVON, signIn} from './account-helpers';
import {expect, hydrated, test} from './fixtures';

/**
 * Hydrogen's analytics (`Analytics.Provider` around the app) as a shopper's browser runs it: Shopify's
 * Customer Privacy API comes from the sandbox's stand-in for Shopify's CDN, and Shopify's analytics
 * endpoint answers here, so a test sees every event the store publishes. Hydrogen publishes only with
 * the visitor's consent; the store hands each event to the tag manager's data layer
 * (`AnalyticsDataLayer`), where this test reads them.
 */
async function asShopifysBrowser(page: Page): Promise<string[]> {
  const sentToShopify: string[] = [];
  await page.route('https://cdn.shopify.com/shopifycloud/**', async (route) => {
    const {pathname} = new URL(route.request().url());
    await route.fulfill({response: await page.request.fetch(`http://127.0.0.1:${SANDBOX_PORT}${pathname}`)});
  });
  // Shopify's analytics endpoint answers a batch with one result per event, as Monorail does.
  await page.route('https://monorail-edge.shopifysvc.com/**', async (route) => {
    const batch = JSON.parse(route.request().postData() ?? '{}') as {events?: {schema_id?: string}[]};
    sentToShopify.push(...(batch.events ?? []).map((event) => event.schema_id ?? ''));
    const result = (batch.events ?? []).map(() => ({status: 200, message: 'ok'}));
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({result})});
  });
  return sentToShopify;
}

function publishedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => entry.event).filter((event) => event.startsWith('shopify.')),
  );
}

/** Waits for `event` to be published once more than `before` times. */
async function expectPublished(page: Page, event: string, before = 0) {
  await expect
    .poll(async () => (await publishedEvents(page)).filter((name) => name === `shopify.${event}`).length)
    .toBeGreaterThan(before);
}

/** Opens the store and gives the visitor's consent through Shopify's Customer Privacy API. */
async function grantConsent(page: Page) {
  await page.goto('/');
  await hydrated(page);
  // Hydrogen's own type for Shopify's Customer Privacy API (`window.Shopify.customerPrivacy`).
  await expect.poll(() => page.evaluate(() => Boolean(window.Shopify?.customerPrivacy))).toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.Shopify.customerPrivacy.setTrackingConsent(
          {analytics: true, marketing: true, preferences: true, sale_of_data: true},
          () => resolve(),
        ),
      ),
  );
  await page.reload();
  await hydrated(page);
}

/**
 * Opens `path` as a new page and waits until Hydrogen reports its view. Until Shopify's Customer
 * Privacy API has loaded, Hydrogen cannot tell the visitor's consent and drops what it is given,
 * so an add made in a page's first moments is never reported (Hydrogen's own behaviour).
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expectPublished(page, 'page_viewed');
}

/** Runs `add` and waits for Hydrogen to report the cart's change once more than before it. */
async function expectAddReported(page: Page, add: () => Promise<void>) {
  const before = await publishedEvents(page);
  const count = (event: string) => before.filter((name) => name === `shopify.${event}`).length;
  const [added, updated] = [count('product_added_to_cart'), count('cart_updated')];
  await add();
  await expectPublished(page, 'product_added_to_cart', added);
  await expectPublished(page, 'cart_updated', updated);
}

test.describe('Analytics', {tag: ['@js', '@desktop-layout']}, () => {
  test('Without the visitor’s consent nothing is published', async ({page}) => {
    const sentToShopify = await asShopifysBrowser(page);
    await page.goto('/products/8-oz-single-wall-hot-cup-kraft');
    await hydrated(page);
    await expect(page.locator('script[src*="consent-tracking-api"]').first()).toBeAttached();
    // Long enough for the provider to have published, had it been allowed to.
    await page.waitForTimeout(1000);
    expect(await publishedEvents(page)).toEqual([]);
    expect(sentToShopify).toEqual([]);
  });

  test('With the visitor’s consent, every page reports its view and every add reports the cart’s change', async ({
    page,
  }) => {
    const sentToShopify = await asShopifysBrowser(page);
    await grantConsent(page);
    await expectPublished(page, 'page_viewed');

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Hot Cups', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toContainText('Hot Cups');
    await expectPublished(page, 'collection_viewed');

    await page.getByRole('main').getByRole('link', {name: '8 oz White Single Wall Compostable Hot Cup', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toContainText('8 oz White Single Wall');
    await expectPublished(page, 'product_viewed');

    await page.getByRole('main').getByRole('button', {name: 'Add to cart'}).first().click();
    await expect(page.getByRole('dialog', {name: 'Added to your cart'})).toBeVisible();
    await expectPublished(page, 'product_added_to_cart');
    await expectPublished(page, 'cart_updated');
    await page.getByRole('dialog', {name: 'Added to your cart'}).getByRole('button', {name: 'Keep shopping'}).click();

    const search = page.getByRole('banner').getByRole('combobox', {name: 'Search products'});
    await search.fill('lid');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=lid/);
    await expectPublished(page, 'search_viewed');

    await page.getByRole('banner').getByRole('link', {name: /^Cart/}).click();
    await page.getByRole('link', {name: 'View cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectPublished(page, 'cart_viewed');

    // Every page view went to Shopify as well, each on its own address.
    expect((await publishedEvents(page)).filter((event) => event === 'shopify.page_viewed').length).toBeGreaterThanOrEqual(5);
    await expect.poll(() => sentToShopify.length).toBeGreaterThan(0);
  });

  test('Every other way into the cart reports the add: Quick Shop, bought together, samples, a deal and a reorder', async ({
    page,
  }) => {
    test.slow();
    await asShopifysBrowser(page);
    await grantConsent(page);

    await visit(page, '/collections/single-wall-hot-cups?size=12');
    await expectAddReported(page, async () => {
      await page.getByRole('main').getByRole('button', {name: /^Quick Shop/}).first().click();
      await page.getByRole('dialog').getByRole('button', {name: /add to cart/i}).click();
      await expect(page.getByRole('dialog', {name: 'Added to your cart'})).toBeVisible();
    });

    await visit(page, '/products/im-compostable-pla-cold-cups');
    await expectAddReported(page, async () => {
      await page.getByRole('region', {name: 'Frequently bought with'}).getByRole('button', {name: 'Add both to cart'}).click();
      await expect(page.getByRole('dialog', {name: 'Added to your cart'})).toBeVisible();
    });

    await visit(page, '/free-samples');
    await expectAddReported(page, async () => {
      await page.getByRole('checkbox', {name: /8 oz Single Wall Hot Cup/}).click();
      await page.getByRole('form', {name: 'Choose your samples'}).getByRole('button', {name: 'Add Samples to Cart'}).click();
      await expect(page).toHaveURL(/\/cart$/);
    });

    // The deal goes on to the hosted checkout; answered 204 there, the browser stays on the page, whose
    // data layer can still be read.
    await page.route(/\/checkouts\//, (route) => route.fulfill({status: 204}));
    await visit(page, '/deals');
    await expectAddReported(page, async () => {
      await page
        .getByRole('article')
        .filter({has: page.getByRole('heading', {name: '16 oz PLA Cold Cups, case of 1,000'})})
        .getByRole('button', {name: 'Checkout Now'})
        .click();
    });
    await page.unroute(/\/checkouts\//);

    await signIn(page, DEVON, '/account/login?redirect=%2Faccount%2Forders%2F1097');
    await expect(page.getByRole('heading', {name: 'Order #1097'})).toBeVisible();
    await hydrated(page);
    await expectPublished(page, 'page_viewed');
    await expectAddReported(page, async () => {
      await page.getByRole('button', {name: 'Reorder selected items'}).click();
      await expect(page).toHaveURL(/\/cart$/);
    });
  });
});

