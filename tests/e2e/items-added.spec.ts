import {expect, hydrated, test} from './fixtures';

const CUPS = '/products/im-compostable-pla-cold-cups/800083';

test.describe('After an add', () => {
  test('A shopper sees what went into the cart and up to three products to go with it, and keeps shopping', {tag: '@js'}, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(CUPS);
    await hydrated(page);
    await page.getByRole('main').getByRole('button', {name: 'Add to cart'}).click();

    const added = page.getByRole('dialog', {name: 'Added to your cart'});
    await expect(added).toBeVisible();
    await expect(added).toContainText('Green Print PLA Cold Cups');
    await expect(added).toContainText('× 1');
    const suggestions = added.getByRole('region', {name: 'You might also like'}).getByRole('listitem');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('dialog', {name: 'Your cart', exact: true})).toHaveCount(0);
    await expectAccessible();

    await added.getByRole('button', {name: 'Keep shopping'}).click();
    await expect(added).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${CUPS}$`));
  });
});

test.describe('After an add on a phone', {tag: ['@mobile-layout', '@js']}, () => {
  test('The notice’s two choices sit side by side, each label on one line and level with the other', async ({page}) => {
    await page.goto(CUPS);
    await hydrated(page);
    await page.getByRole('main').getByRole('button', {name: 'Add to cart'}).click();
    const added = page.getByRole('dialog', {name: 'Added to your cart'});
    await expect(added).toBeVisible();

    /** Where a control's words sit on the screen: their middle, and how many lines they take. */
    const words = (name: string) =>
      added.getByRole(name === 'View cart' ? 'link' : 'button', {name}).evaluate((control) => {
        const range = document.createRange();
        range.selectNodeContents(control);
        const box = range.getBoundingClientRect();
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return {middle: box.top + box.height / 2, lines: lines.size};
      });
    const view = await words('View cart');
    const keep = await words('Keep shopping');
    expect(view.lines).toBe(1);
    expect(keep.lines).toBe(1);
    expect(Math.abs(view.middle - keep.middle)).toBeLessThanOrEqual(1);
  });
});
