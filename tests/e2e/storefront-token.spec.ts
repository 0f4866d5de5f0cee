import {expect, test} from './fixtures';

/**
 * Hydrogen's consent and analytics helpers check the public Storefront API token in the browser and
 * log `[h2:error:useCustomerPrivacy] It looks like you passed a private access token` for one not
 * shaped like Shopify's. The sandbox's tokens are shaped like Shopify's, so no page may say so.
 * (`tests/integration/storefront-token.test.ts` runs the helper's own check on the token; this
 * reads what shoppers' browsers actually log, on the pages that mount the helpers: a product and the
 * cart.)
 */
test(
  'Shoppers’ browsers never hear that the store handed them a private token',
  {tag: ['@desktop-layout', '@js']},
  async ({page}) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));

    for (const path of [
      '/',
      '/about',
      '/products/8-oz-single-wall-hot-cup-kraft',
      '/cart',
      '/en-ca/faq',
    ]) {
      await page.goto(path);
      // The page view is sent from an effect, so once it is in the page has hydrated.
      await expect
        .poll(() => page.evaluate((path) => window.dataLayer?.some((entry) => entry.event === 'pageview' && entry.page_path === path), path))
        .toBe(true);
      // Hydrogen's analytics load after hydration on the pages that report a view; the token is
      // checked as its consent hook first renders, before the hook adds Shopify's consent script.
      if (path.startsWith('/products/') || path === '/cart') {
        await expect(page.locator('script[src*="consent-tracking-api"]').first()).toBeAttached();
      }
    }

    expect(
      messages.filter((message) => /private access token|useCustomerPrivacy/i.test(message)),
    ).toEqual([]);
  },
);
