import type {Page} from '@playwright/test';
import {DEVON, signIn} from './account-helpers';
import {expect, hydrated, test} from './fixtures';

/*
 * The seeded deals page (sandbox/data/stories/en-us/deals.json): a case of 16 oz PLA cold cups with
 * WELCOME10 (10 % off), deli containers with SAVE15, and the FREESHIP code panel.
 */
const CUPS_DEAL = '16 oz PLA Cold Cups, case of 1,000';

function dealCard(page: Page, title: string) {
  return page.getByRole('article').filter({has: page.getByRole('heading', {name: title})});
}

test.describe('Deals', () => {
  test('A shopper takes a deal in one click and lands at checkout with the product and its code', async ({page}) => {
    await page.goto('/deals');
    const card = dealCard(page, CUPS_DEAL);
    await expect(card.getByText('PLA-CC16-1000')).toBeVisible();
    await expect(card.getByText('Case of 1000')).toBeVisible();
    await expect(card.getByText('WELCOME10')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Free shipping on your first order'})).toBeVisible();
    await expect(page.getByText('FREESHIP')).toBeVisible();

    await card.getByRole('button', {name: 'Checkout Now'}).click();
    await expect(page).toHaveURL(/\/checkouts\//);
    await expect(page.getByRole('heading', {level: 1, name: 'Checkout'})).toBeVisible();
    await expect(page.getByText('16 oz PLA Cold Cup').first()).toBeVisible();
    await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  });

  test('A deal taken with a cart already filled keeps its lines and adds the deal beside them', async ({page}) => {
    await page.goto('/products/kraft-hot-cup-sleeve');
    await page.getByRole('main').getByRole('button', {name: 'Add to cart'}).click();
    // The add is in: with scripts the header counts it in place; without them the cart page lists it
    // (its header count streams after the page's first part, which a page without scripts never shows).
    await expect(
      page.getByRole('link', {name: 'Cart, 1 item'}).or(page.getByRole('list', {name: 'Items in your cart'})).first(),
    ).toBeAttached();

    await page.goto('/deals');
    await dealCard(page, 'Try a pack of 50 deli containers').getByRole('button', {name: 'Checkout Now'}).click();
    await expect(page).toHaveURL(/\/checkouts\//);
    await expect(page.getByText('Kraft Hot Cup Sleeve').first()).toBeVisible();
    await expect(page.getByText('16 oz PLA Round Deli Container').first()).toBeVisible();
    await expect(page.getByText('Discount (SAVE15)')).toBeVisible();
  });

  test('Copying a coupon code puts it on the clipboard and says Copied! for three seconds', {tag: '@js'}, async ({page, context, expectAccessible}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/deals');
    await hydrated(page);
    const card = dealCard(page, CUPS_DEAL);
    await card.getByRole('button', {name: 'Copy code WELCOME10'}).click();
    await expect(card.getByRole('button', {name: 'Copied!'})).toBeVisible();
    await expectAccessible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
    await expect(card.getByRole('button', {name: 'Copy code WELCOME10'})).toBeVisible({timeout: 5000});
  });

  test('Without scripts the code is there to select, with no Copy button that could do nothing', {tag: '@nojs'}, async ({page}) => {
    await page.goto('/deals');
    const card = dealCard(page, CUPS_DEAL);
    await expect(card.getByText('WELCOME10')).toBeVisible();
    await expect(card.getByRole('button', {name: 'Copy code WELCOME10'})).toBeHidden();
  });
});

test.describe('Deals in the account', () => {
  test('A signed-in customer finds the deals under their account, and a visitor is asked to sign in first', async ({page}) => {
    await page.goto('/account/deals');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Fdeals$/);

    await signIn(page, DEVON, page.url());
    await expect(page).toHaveURL(/\/account\/deals$/);
    await expect(page.getByRole('heading', {level: 1, name: 'This month’s deals'})).toBeVisible();
    const card = dealCard(page, CUPS_DEAL);
    await expect(card.getByText('WELCOME10')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumb'})).toContainText('Deals');
    await card.getByRole('button', {name: 'Checkout Now'}).click();
    await expect(page).toHaveURL(/\/checkouts\//);
    await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  });
});
