import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/*
 * The seeded free-samples page (sandbox/data/stories/en-us/free-samples.json): twelve samples in
 * four categories, max_item_count 15, add_items_redirect /cart; the global story allows 15 samples
 * in a cart. Each sample is a free product of its own, tagged with its alias (sandbox:
 * `sandbox/catalogue/seed/samples.ts`, "Free Sample: " and the title of what it samples).
 */
/** The picker block's id as pages carry it: the first eight characters of its `_uid` (`leanStory`). */
const SAMPLES_BLOCK = '1659344f';
const ALL_SAMPLES = Array.from({length: 12}, (_, index) => `sample_${index}`);

function sample(page: Page, name: string) {
  return page.getByRole('checkbox', {name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))});
}

function picker(page: Page) {
  return page.getByRole('form', {name: 'Choose your samples'});
}

function cartLine(page: Page, title: string) {
  return page.getByRole('list', {name: 'Items in your cart'}).getByRole('listitem').filter({hasText: title});
}

/**
 * Reaches for a held-back sample. It reads as unavailable (aria-disabled, which Playwright's click
 * waits out), yet still answers a press: the keyboard's Space is a shopper's press too.
 */
async function holdBackAnswers(page: Page, name: string) {
  await sample(page, name).focus();
  await page.keyboard.press('Space');
}

test.describe('Free samples', () => {
  test('A shopper picks samples, sees the order they chose them in, and adds them to the cart', {tag: '@js'}, async ({page}) => {
    await page.goto('/free-samples');
    await hydrated(page);
    const add = picker(page).getByRole('button', {name: 'Add Samples to Cart'});
    await expect(add).toBeDisabled();

    await sample(page, '8 oz Single Wall Hot Cup').click();
    await sample(page, '16 oz PLA Cold Cup').click();
    await sample(page, '9" Sugarcane Plate').click();
    await expect(sample(page, '9" Sugarcane Plate')).toHaveAccessibleName(/Choice 3/);
    await expect(page.getByText('3 of 15 chosen')).toBeVisible();

    // Letting one go moves the later ones up.
    await sample(page, '16 oz PLA Cold Cup').click();
    await expect(sample(page, '16 oz PLA Cold Cup')).not.toBeChecked();
    await expect(sample(page, '9" Sugarcane Plate')).toHaveAccessibleName(/Choice 2/);

    await add.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, 'Free Sample: 8 oz White Single Wall Compostable Hot Cup')).toHaveCount(1);
    await expect(cartLine(page, 'Free Sample: Bagasse Plate 9 in')).toHaveCount(1);
    await expect(cartLine(page, 'PLA Cold Cup')).toHaveCount(0);
  });

  test('Choosing up to the limit holds back the other samples, and reaching for one explains the limit', {tag: '@js'}, async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // two adds, two page loads and axe: more than a busy machine does in 30 s
    // Twelve samples already in the cart leave room for three.
    await page.goto('/free-samples');
    await hydrated(page);
    for (const name of ['8 oz Single Wall Hot Cup', '12 oz Single Wall Hot Cup', '12 oz Double Wall Hot Cup', '16 oz Double Wall Hot Cup']) {
      await sample(page, name).click();
    }
    for (const name of ['16 oz PLA Cold Cup', '24 oz PLA Cold Cup', '16 oz Paper Cold Cup', '12 oz Paper Soup Container']) {
      await sample(page, name).click();
    }
    for (const name of ['32 oz Paper Soup Container', '16 oz PLA Deli Container', '9" Sugarcane Plate', '12 oz Sugarcane Bowl']) {
      await sample(page, name).click();
    }
    await picker(page).getByRole('button', {name: 'Add Samples to Cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);

    await page.goto('/free-samples');
    await hydrated(page);
    await expect(page.getByText('0 of 3 chosen')).toBeVisible();
    await sample(page, '8 oz Single Wall Hot Cup').click();
    await sample(page, '16 oz PLA Cold Cup').click();
    await sample(page, '12 oz Sugarcane Bowl').click();
    await expect(sample(page, '24 oz PLA Cold Cup')).toHaveAttribute('aria-disabled', 'true');

    await holdBackAnswers(page, '24 oz PLA Cold Cup');
    const limit = page.getByRole('dialog', {name: 'You have reached the sample limit'});
    await expect(limit).toBeVisible();
    await expect(limit).toContainText('You can have up to 15 free samples in your cart at a time');
    await expect(sample(page, '24 oz PLA Cold Cup')).not.toBeChecked();
    await expectAccessible();
    await limit.getByRole('button', {name: 'Edit My Selection'}).click();
    await expect(limit).toBeHidden();

    // Letting one go frees a place.
    await sample(page, '16 oz PLA Cold Cup').click();
    await expect(sample(page, '24 oz PLA Cold Cup')).not.toHaveAttribute('aria-disabled');
    await sample(page, '24 oz PLA Cold Cup').click();
    await expect(sample(page, '24 oz PLA Cold Cup')).toBeChecked();

    // The modal's own button adds the choice.
    await holdBackAnswers(page, '16 oz Paper Cold Cup');
    await limit.getByRole('button', {name: 'Add My Samples'}).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('Without scripts a shopper ticks samples and adds them, and adding none says to choose one', {tag: '@nojs'}, async ({page}) => {
    // A short phone screen: the answer opens at the top of the page, and the button is far below.
    await page.setViewportSize({width: 390, height: 560});
    await page.goto('/free-samples');
    await picker(page).getByRole('button', {name: 'Add Samples to Cart'}).click();
    const summary = picker(page).getByRole('alert');
    await expect(summary).toHaveText('Please choose at least one sample.');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();

    await sample(page, '16 oz PLA Deli Container').check();
    await sample(page, '12 oz Paper Soup Container').check();
    await picker(page).getByRole('button', {name: 'Add Samples to Cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, 'Free Sample: 16 oz PLA Round Deli Container')).toHaveCount(1);
    await expect(cartLine(page, 'Free Sample: 12 oz White Paper Soup Container')).toHaveCount(1);
  });

  test('Samples cost nothing: each is a $0.00 sample line and the total stays what the shopper buys', async ({page}) => {
    // A case of the kraft sleeves at $45.99, bought at its price.
    const addCase = {action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/800055', quantity: 1}]}};
    await page.request.post('/cart', {form: {cartFormInput: JSON.stringify(addCase)}});
    await page.goto('/cart');
    const summary = page.getByRole('region', {name: 'Order summary'});
    await expect(summary.getByRole('definition').last()).toBeVisible();
    const total = await summary.getByRole('definition').last().innerText();

    await page.goto('/free-samples');
    for (const name of ['8 oz Single Wall Hot Cup', '12 oz Double Wall Hot Cup', '9" Sugarcane Plate']) {
      await sample(page, name).check();
    }
    await picker(page).getByRole('button', {name: 'Add Samples to Cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);

    for (const title of [
      'Free Sample: 8 oz White Single Wall Compostable Hot Cup',
      'Free Sample: 12 oz White Double Wall Insulated Hot Cup',
      'Free Sample: Bagasse Plate 9 in',
    ]) {
      const line = cartLine(page, title);
      await expect(line).toContainText('Free sample');
      await expect(line).toContainText('$0.00');
      await expect(line.getByRole('spinbutton')).toHaveCount(0);
      // Samples come from the samples page, not from a product page of their own.
      await expect(line.getByRole('link')).toHaveCount(0);
    }
    await expect(cartLine(page, 'Kraft Hot Cup Sleeve')).toContainText('$45.99');
    await expect(summary.getByRole('definition').last()).toHaveText(total);
  });
});

test.describe('Free samples on the server', {tag: '@http'}, () => {
  test('A crafted post with more samples than allowed is refused with a clear message and adds nothing', async ({request}) => {
    const tooMany = new URLSearchParams({block: SAMPLES_BLOCK});
    for (const alias of [...ALL_SAMPLES, ...ALL_SAMPLES.slice(0, 8)]) tooMany.append('samples', alias);
    const response = await request.post('/free-samples?add-samples', {
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      data: tooMany.toString(),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.text()).toContain('Please choose no more than 15 samples.');

    const cart = await (await request.get('/cart')).text();
    expect(cart).not.toContain('Items in your cart');
  });

  test('A post naming a sample the page does not offer, or no samples block, changes nothing', async ({request}) => {
    const post = (form: Record<string, string>) =>
      request.post('/free-samples?add-samples', {form, maxRedirects: 0});
    expect((await post({block: SAMPLES_BLOCK, samples: 'sample_14'})).status()).toBe(400);
    expect((await post({block: 'not-a-block', samples: 'sample_0'})).status()).toBe(400);
    const added = await post({block: SAMPLES_BLOCK, samples: 'sample_0'});
    expect(added.status()).toBe(303);
    expect(added.headers()['location']).toBe('/cart');
  });
});
