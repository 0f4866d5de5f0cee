import type {Locator} from '@playwright/test';
import {asNewVisitor, expect, scriptsRun, test} from './fixtures';
import {DEVON, MARIA, signIn} from './account-helpers';

/** Devon's order #1097 has five lines, each a different variant still on sale. */
const ORDER = '1097';

/**
 * What makes a phone reader scroll sideways: the page itself, or anything in `region` wider than
 * the screen, past its right edge, or scrolling inside its own box.
 */
async function sidewaysScrolling(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const page = document.scrollingElement ?? document.documentElement;
    const screen = page.clientWidth;
    const found: string[] = [];
    if (page.scrollWidth > page.clientWidth) found.push(`the page is ${page.scrollWidth}px wide`);
    for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      const box = element.getBoundingClientRect();
      // Not rendered (display:none), or visually hidden text, which screen readers read in place.
      if (box.width <= 1 || box.height <= 1) continue;
      const name = `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 30) ?? ''}"`;
      if (box.width > screen || box.right > screen + 1 || box.left < -1) {
        found.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
      }
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
        found.push(`${name} scrolls sideways inside itself`);
      }
    }
    return found;
  });
}

test.describe('Orders and reorder', () => {
  test.beforeEach(async ({page}) => {
    // Each walks several signed-in pages on a shared two-core machine.
    test.slow();
    await asNewVisitor(page);
  });

  test('A returning customer opens an order, unticks one line and reorders exactly the others', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await signIn(page, DEVON, `/account/login?redirect=%2Faccount%2Forders%2F${ORDER}`);
    await expect(page.getByRole('heading', {name: `Order #${ORDER}`})).toBeVisible();
    await expect(page.getByText(/^Placed \w+ \d+, \d{4} at /)).toBeVisible();
    await expect(page.getByRole('link', {name: 'Invoice'})).toHaveAttribute('href', `/account/orders/${ORDER}/invoice`);
    await expect(page.getByRole('region', {name: 'Shipping address'})).toContainText('Chicago IL 60612');

    const items = page.getByRole('region', {name: 'Items'});
    const boxes = items.getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await expect(items.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[\w-]+\/\d+$/);
    for (const total of ['Subtotal', 'Shipping', 'Tax', 'Total']) {
      await expect(items.getByRole('rowheader', {name: total, exact: true})).toBeVisible();
    }
    // axe runs in the page, so only where scripts do.
    if (scriptsRun(testInfo)) await expectAccessible();

    const labels = await Promise.all((await boxes.all()).map((box) => box.getAttribute('aria-label')));
    const titles = labels.map((label) => (label ?? '').replace(/^Reorder /, ''));
    await boxes.first().uncheck();
    await page.getByRole('button', {name: 'Reorder selected items'}).click();

    await expect(page).toHaveURL(/\/cart$/);
    const cartItems = page.getByRole('list', {name: 'Items in your cart'}).getByRole('listitem');
    await expect(cartItems).toHaveCount(4);
    for (const title of titles.slice(1)) await expect(cartItems.filter({hasText: title})).toHaveCount(1);
    await expect(cartItems.filter({hasText: titles[0]})).toHaveCount(0);

    if (scriptsRun(testInfo)) {
      const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
      expect(events).toContain('reorder');
    }
  });

  test('The orders table links each order to its page', async ({page}) => {
    await signIn(page, DEVON);
    // The phone's cards and the table are both in the page; until its stylesheet applies (without
    // scripts, a moment after the address changes) both count as shown.
    await expect(page).toHaveURL(/\/account$/);
    await page.waitForLoadState();
    await page.getByRole('region', {name: 'Orders'}).getByRole('link', {name: '#1098', exact: true}).click();
    await expect(page.getByRole('heading', {name: 'Order #1098'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('link', {name: 'My account'})).toBeVisible();
  });

  test('On a phone a customer reads each order as a card, without scrolling sideways, and opens one', {
    tag: '@mobile-layout',
  }, async ({page, expectAccessible}) => {
    await signIn(page, DEVON, '/account/login?redirect=%2Faccount');
    const orders = page.getByRole('region', {name: 'Orders', exact: true});
    const cards = orders.getByRole('listitem');
    await expect(cards).toHaveCount(12);
    // The desktop table is display:none, so nothing reads the orders twice.
    await expect(orders.getByRole('table')).toHaveCount(0);
    expect(await sidewaysScrolling(orders)).toEqual([]);
    await expectAccessible();

    await page.getByRole('navigation', {name: 'Order pages'}).getByRole('link', {name: 'Page 7'}).click();
    await expect(page).toHaveURL(/\?page=7$/);
    await expect(cards).toHaveCount(3);
    expect(await sidewaysScrolling(orders)).toEqual([]);

    const card = cards.first();
    const number = (await card.getByRole('link').first().textContent()) ?? '';
    expect(number).toMatch(/^#\d+$/);
    await expect(card.getByRole('heading', {name: `Order ${number}`})).toBeVisible();
    await expect(card.getByRole('term')).toHaveText(['Date', 'Payment status', 'Fulfilment status', 'Total']);
    const [date, payment, fulfilment, total] = await card.getByRole('definition').all();
    await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(payment).toHaveText(/^[A-Z][a-z ]+$/);
    await expect(fulfilment.getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const placed = await date.textContent();
    const paid = await total.textContent();
    await expect(card.getByRole('link', {name: `Invoice for order ${number}`})).toHaveAttribute(
      'href',
      `/account/orders/${number.slice(1)}/invoice`,
    );

    await card.getByRole('link', {name: number, exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: `Order ${number}`})).toBeVisible();
    await expect(page.getByText(`Placed ${placed} at`)).toBeVisible();
    const items = page.getByRole('region', {name: 'Items'});
    await expect(items.getByRole('list').getByRole('listitem').first()).toBeVisible();
    await expect(items.getByRole('columnheader')).toHaveCount(0);
    const totalRow = items.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Total', exact: true})});
    await expect(totalRow).toContainText(paid ?? 'missing');
    expect(await sidewaysScrolling(page.getByRole('main'))).toEqual([]);
    await expectAccessible();
  });

  test('The invoice link opens the customer’s own invoice in a new tab; another customer’s order number opens none', async ({
    page,
    browser,
  }) => {
    await signIn(page, DEVON, `/en-ca/account/login?redirect=%2Fen-ca%2Faccount%2Forders%2F${ORDER}`);
    const link = page.getByRole('link', {name: 'Invoice'});
    await expect(link).toHaveAttribute('href', `/en-ca/account/orders/${ORDER}/invoice`);
    const [invoice] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(invoice.getByRole('heading', {name: `Invoice for order #${ORDER}`})).toBeVisible();
    expect(new URL(invoice.url()).searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    await invoice.close();

    // Another customer, in a browser of her own, asking for Devon's order by its number.
    const other = await browser.newContext();
    const maria = await other.newPage();
    await asNewVisitor(maria);
    await signIn(maria, MARIA, `/account/login?redirect=%2Faccount%2Forders%2F${ORDER}%2Finvoice`);
    await expect(maria.getByRole('heading', {name: 'Invoice not found'})).toBeVisible();
    await other.close();
  });

  test('An order number the customer does not have shows the no-orders text', async ({page}) => {
    await signIn(page, DEVON, '/en-ca/account/login?redirect=%2Fen-ca%2Faccount%2Forders%2F99999');
    await expect(page).toHaveURL(/\/en-ca\/account\/orders\/99999$/);
    await expect(page.getByText('You haven’t placed any orders yet.')).toBeVisible();
  });
});
