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
