import {asNewVisitor, expect, scriptsRun, test} from './fixtures';
import {DEVON, signIn} from './account-helpers';

/** Devon's order #1097 has five lines, each a different variant still on sale. */
const ORDER = '1097';

test.describe('Orders and reorder', () => {
  test.beforeEach(async ({page}) => {
    // Each walks several signed-in pages on a shared two-core machine.
    test.slow();
    await asNewVisitor(page);
  });

  test('A returning customer opens an order, unticks one line and reorders exactly the others', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEVON, `/account/login?redirect=%2Faccount%2Forders%2F${ORDER}`);
    await expect(page.getByRole('heading', {name: `Order #${ORDER}`})).toBeVisible();
    await expect(page.getByText(/^Placed \w+ \d+, \d{4} at /)).toBeVisible();
    await expect(page.getByRole('link', {name: 'Invoice'})).toHaveAttribute('href', /\/invoices\/.+\/\d+$/);
    await expect(page.getByRole('region', {name: 'Shipping address'})).toContainText('Chicago IL 60612');

    const items = page.getByRole('region', {name: 'Items'});
    const boxes = items.getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await expect(items.getByRole('rowheader').first().getByRole('link')).toHaveAttribute('href', /^\/products\/[\w-]+\/\d+$/);
    for (const total of ['Subtotal', 'Shipping', 'Tax', 'Total']) {
      await expect(items.getByRole('rowheader', {name: total, exact: true})).toBeVisible();
    }

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
    await page.getByRole('region', {name: 'Orders'}).getByRole('link', {name: '#1098', exact: true}).click();
    await expect(page.getByRole('heading', {name: 'Order #1098'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('link', {name: 'My account'})).toBeVisible();
  });

  test('An order number the customer does not have shows the no-orders text', async ({page}) => {
    await signIn(page, DEVON, '/en-ca/account/login?redirect=%2Fen-ca%2Faccount%2Forders%2F99999');
    await expect(page).toHaveURL(/\/en-ca\/account\/orders\/99999$/);
    await expect(page.getByText('You haven’t placed any orders yet.')).toBeVisible();
  });
});
