import type {Page} from '@playwright/test';
import {SANDBOX_PORT} from '../../playwright.config';
import {expect, holdScripts, hydrated, scriptsRun, test} from './fixtures';

/*
 * Seed products (sandbox/data/catalogue/products.json):
 * - im-compostable-pla-cold-cups: Size × Pack, 8 variants, 14 reviews, a complementary lid.
 * - 8-oz-single-wall-hot-cup-kraft: the sleeve of 50 (800014) has 2 in stock.
 * - 24-oz-pet-cold-cup: sold out; restock alerts.
 * - 8-oz-soup-container-white: sold out with the special-order flag.
 * - stock-print-hot-cups: Size × Print × Pack, 240 variants (800315 to 800554); Holiday Plaid sold out.
 */
const CUPS = '/products/im-compostable-pla-cold-cups';
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

/** An address no other test (or project) uses, so the sandbox's records can be told apart. */
function uniqueEmail(name: string) {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The cart page's lines, once the cart page is showing. */
function cartLines(page: Page) {
  return page.getByRole('list', {name: 'Items in your cart'});
}

/** Conform takes over from the browser's own checks once the page has hydrated. */
async function formReady(page: Page, name: string) {
  await expect(page.getByRole('form', {name})).toHaveAttribute('novalidate');
}

function purchase(page: Page) {
  return page.getByRole('main');
}

/** The gallery's arrows show once the page's scripts run: until then a click is a plain form post. */
async function pageAlive(page: Page) {
  await expect(page.getByRole('button', {name: 'Next picture'})).toBeVisible();
}

test.describe('Product page', () => {
  test('A shopper opens a product and picks another size by its link, and sees its price, SKU and address', async ({page}) => {
    const response = await page.goto(CUPS);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('“I’m Compostable” Green Print PLA Cold Cups');
    await expect(page.getByText('SKU: PLA-CCG12-1000')).toBeVisible();
    await expect(page.getByText('$94.99').first()).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('link')).toHaveText([
      'Home',
      'Cold Cups',
      'PLA Cold Cups',
    ]);

    await page.getByRole('link', {name: '16 oz', exact: true}).click();
    await expect(page).toHaveURL(/\/products\/im-compostable-pla-cold-cups\/800082$/);
    await expect(page.getByText('SKU: PLA-CCG16-1000')).toBeVisible();
    await expect(page.getByText('$117.99').first()).toBeVisible();
    await expect(page.getByRole('link', {name: '16 oz', exact: true})).toHaveAttribute('aria-current', 'true');
  });

  test('Choosing an option replaces the address without reloading the page', {tag: '@js'}, async ({page}) => {
    await page.goto(CUPS);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, {stillTheSamePage: true}));
    const historyLength = await page.evaluate(() => history.length);

    await page.getByRole('link', {name: 'Sleeve of 50', exact: true}).click();
    await expect(page).toHaveURL(/\/800081$/);
    await expect(page.getByText('SKU: PLA-CCG12-50')).toBeVisible();
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('A shopper adds 3 to the cart and finds them in the cart', async ({page}, testInfo) => {
    await page.goto(`${CUPS}/800083`);
    await purchase(page).getByLabel('Quantity').fill('3');
    await purchase(page).getByRole('button', {name: 'Add to cart'}).click();

    if (scriptsRun(testInfo)) {
      // The shopper stays on the product, told what went in; the header counts it.
      const added = page.getByRole('dialog', {name: 'Added to your cart'});
      await expect(added).toContainText('× 3');
      await expect(page.getByRole('link', {name: 'Cart, 3 items'}).first()).toBeAttached();
      await added.getByRole('link', {name: 'View cart'}).click();
    }
    const line = cartLines(page).getByRole('listitem').filter({hasText: '“I’m Compostable” Green Print PLA Cold Cups'});
    await expect(line).toContainText('Size: 16 oz');
    await expect(line.getByRole('spinbutton', {name: 'Quantity'})).toHaveValue('3');
  });

  test('A quantity typed before the page’s scripts have run is the quantity added', {tag: '@js'}, async ({page}) => {
    // The page's code arrives late, as on a slow connection, and the shopper types meanwhile.
    const release = await holdScripts(page);
    await page.goto(`${CUPS}/800083`, {waitUntil: 'domcontentloaded'});
    await purchase(page).getByLabel('Quantity').fill('3');
    release();
    await hydrated(page);
    await purchase(page).getByRole('button', {name: 'Add to cart'}).click();
    await expect(page.getByRole('dialog', {name: 'Added to your cart'})).toContainText('× 3');
  });

  test('A shopper adds the product together with the lids it is usually bought with', async ({page}, testInfo) => {
    await page.goto(CUPS);
    const together = page.getByRole('region', {name: 'Frequently bought with'});
    await expect(together).toContainText('98 mm PLA Dome Lid with Hole');
    const addBoth = together.getByRole('button', {name: 'Add both to cart'});
    if (scriptsRun(testInfo)) await pageAlive(page);
    await addBoth.click();

    if (scriptsRun(testInfo)) {
      await expect(page.getByRole('dialog', {name: 'Added to your cart'})).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => window.dataLayer?.some((entry) => entry.event === 'fbw_click')))
        .toBe(true);
      await page.goto('/cart');
    }
    for (const title of ['Green Print PLA Cold Cups', '98 mm PLA Dome Lid with Hole']) {
      const line = cartLines(page).getByRole('listitem').filter({hasText: title});
      await expect(line.getByRole('spinbutton', {name: 'Quantity'})).toHaveValue('1');
    }
  });

  test('A shopper signs up to hear when a sold-out product is back', async ({page}, testInfo) => {
    const email = uniqueEmail(`restock-${testInfo.project.name}`);
    await page.goto('/products/24-oz-pet-cold-cup');
    await expect(page.getByRole('heading', {name: 'Temporarily Unavailable'})).toBeVisible();
    await expect(page.getByText('Sign up to receive restock notifications.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Add to cart'})).toHaveCount(0);
    await expect(page.getByLabel('Also send me news and offers')).toBeChecked();

    await page.getByLabel('Email', {exact: true}).fill(email);
    await page.getByRole('button', {name: 'Notify me'}).click();
    await expect(page.getByText('We will email you as soon as this item is back in stock.')).toBeVisible();

    const received = await (await page.request.get(`${SANDBOX}/klaviyo/received.json`)).json();
    expect(received.backInStock).toContainEqual(
      expect.objectContaining({
        email,
        companyId: 'SandboxCo',
        productId: '700041',
        variantId: '800096',
        platform: 'shopify',
        subscribeForNewsletter: true,
        listId: 'WkTq9R',
      }),
    );
  });

  test('After the thank-you the restock form is ready for another address', {tag: '@js'}, async ({page}) => {
    await page.clock.install();
    await page.goto('/products/24-oz-pet-cold-cup');
    await formReady(page, 'Restock alert');
    await page.getByLabel('Email', {exact: true}).fill(uniqueEmail('restock-again'));
    await page.getByRole('button', {name: 'Notify me'}).click();
    await expect(page.getByRole('status')).toContainText('back in stock');
    await page.clock.runFor(5000);
    await expect(page.getByLabel('Email', {exact: true})).toHaveValue('');
    await expect(page.getByLabel('Also send me news and offers')).not.toBeChecked();
  });

  test('A shopper asks for a special-order product and the team receives the request', async ({page}, testInfo) => {
    const email = uniqueEmail(`special-${testInfo.project.name}`);
    await page.goto('/products/8-oz-soup-container-white');
    await expect(page.getByRole('heading', {name: 'Temporarily Unavailable'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Contact Us to Purchase'})).toBeVisible();

    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Email', {exact: true}).fill(email);
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByText('Thank you for your submission! We will be in touch shortly.')).toBeVisible();

    const inbox = (await (await page.request.get(`${SANDBOX}/inbox.json?form=special-order`)).json()) as {
      fields: [string, string][];
    }[];
    const sent = inbox.map((submission) => Object.fromEntries(submission.fields)).find((fields) => fields.email === email);
    expect(sent).toEqual({
      first_name: 'Maria',
      last_name: 'Lopez',
      email,
      product_url: expect.stringMatching(/^http:\/\/[^/]+\/products\/8-oz-soup-container-white\/\d+$/),
    });
  });

  test('The lightbox opens and closes from the keyboard and gives the focus back', {tag: '@js'}, async ({page}) => {
    await page.goto(CUPS);
    await hydrated(page);
    const expand = page.getByRole('link', {name: 'Expand pictures'});
    await expand.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', {name: /all pictures/});
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('button', {name: 'Close'})).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(expand).toBeFocused();

    await expand.click();
    await expect(lightbox).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(lightbox).toBeHidden();
  });

  test('A shopper steps through the pictures with the arrows and thumbnails, and a size turns to its own picture', {tag: '@js'}, async ({page, expectAccessible}) => {
    await page.goto(CUPS);
    await hydrated(page);
    const gallery = page.getByRole('region', {name: '“I’m Compostable” Green Print PLA Cold Cups pictures'});
    const slide = (position: number) => gallery.getByRole('listitem', {name: `${position} of 5`});
    const thumbnail = (position: number) => gallery.getByRole('link', {name: `Show picture ${position}`});
    await expect(slide(1)).toBeInViewport({ratio: 0.5});
    await expect(gallery.getByRole('button', {name: 'Previous picture'})).toBeHidden();

    await gallery.getByRole('button', {name: 'Next picture'}).click();
    await expect(slide(2)).toBeInViewport({ratio: 0.5});
    await expect(slide(1)).not.toBeInViewport({ratio: 0.5});
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');

    await thumbnail(5).click();
    await expect(slide(5)).toBeInViewport({ratio: 0.5});
    await expect(gallery.getByRole('button', {name: 'Next picture'})).toBeHidden();
    await gallery.getByRole('button', {name: 'Previous picture'}).click();
    await expect(slide(4)).toBeInViewport({ratio: 0.5});
    await expect(thumbnail(4)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnail(5)).not.toHaveAttribute('aria-current');

    // The sizes' own pictures are the 2nd to 4th. On a phone the sizes are below the gallery.
    await page.getByRole('link', {name: '20 oz', exact: true}).click();
    await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', {name: '16 oz', exact: true}).click();
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await gallery.scrollIntoViewIfNeeded();
    await expect(slide(2)).toBeInViewport({ratio: 0.5});
    await expectAccessible();
  });

  test('A page for one size opens on that size’s picture', {tag: '@js'}, async ({page}) => {
    await page.goto(`${CUPS}/800086`);
    await expect(page.getByText('SKU: PLA-CCG24-600')).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('listitem', {name: '4 of 5'})).toBeInViewport({ratio: 0.5});
  });

  test('On a phone every section link under the product shows whole, with nothing to scroll to', {tag: '@mobile-layout'}, async ({page}) => {
    await page.goto(CUPS);
    const sections = page.getByRole('navigation', {name: 'Product sections'});
    await expect(sections.getByRole('link')).toHaveText(['Product Details', 'Related Products', 'Reviews']);
    await sections.scrollIntoViewIfNeeded();
    for (const link of await sections.getByRole('link').all()) await expect(link).toBeInViewport({ratio: 1});
  });

  test('Without scripts, Expand and View All Photos open every picture on the page, and Close returns to the gallery', {tag: '@nojs'}, async ({page}) => {
    await page.goto(CUPS);
    const gallery = page.getByRole('region', {name: '“I’m Compostable” Green Print PLA Cold Cups pictures'});
    const view = page.getByRole('region', {name: '“I’m Compostable” Green Print PLA Cold Cups: all pictures'});
    await expect(view).toBeHidden();

    await gallery.getByRole('link', {name: /^View All Photos/}).click();
    await expect(page).toHaveURL(/\/products\/im-compostable-pla-cold-cups#all-pictures-6$/);
    await expect(view).toBeVisible();
    await expect(view.getByRole('listitem')).toHaveCount(6);
    await expect(view.getByRole('listitem', {name: '6 of 6'}).getByRole('img')).toBeInViewport({ratio: 0.5});

    await view.getByRole('link', {name: 'Close pictures'}).click();
    await expect(view).toBeHidden();
    await expect(gallery).toBeInViewport();

    await gallery.getByRole('link', {name: 'Expand pictures'}).click();
    await expect(page).toHaveURL(/#all-pictures-1$/);
    await expect(view.getByRole('listitem', {name: '1 of 6'}).getByRole('img')).toBeInViewport({ratio: 0.5});
  });

  test('A variant’s address opens the gallery at its picture, with or without scripts', async ({page}) => {
    await page.goto(`${CUPS}/800087`);
    await expect(page.getByRole('heading', {name: 'Size: 24 oz', exact: true})).toBeVisible();
    const slides = page.getByRole('list', {name: 'Pictures'});
    await expect(slides.getByRole('img', {name: '24 oz PLA Cold Cup'})).toBeInViewport({ratio: 0.5});
    await expect(slides.getByRole('img', {name: '“I’m Compostable” Green Print PLA Cold Cups'})).not.toBeInViewport();
  });

  test('A shopper brings a picture into view with its thumbnail, with or without scripts', async ({page}, testInfo) => {
    await page.goto(CUPS);
    if (scriptsRun(testInfo)) await hydrated(page);
    const gallery = page.getByRole('region', {name: '“I’m Compostable” Green Print PLA Cold Cups pictures'});
    await gallery.getByRole('link', {name: 'Show picture 3'}).click();
    const third = gallery.getByRole('listitem', {name: '3 of 5'});
    await expect(third).toBeInViewport({ratio: 0.5});
    await expect(third.getByRole('img', {name: '20 oz PLA Cold Cup'})).toBeVisible();
  });

  test('Keyboard users scroll the pictures with the arrow keys', async ({page}, testInfo) => {
    await page.goto(CUPS);
    if (scriptsRun(testInfo)) await hydrated(page);
    const gallery = page.getByRole('region', {name: '“I’m Compostable” Green Print PLA Cold Cups pictures'});
    await gallery.getByRole('list', {name: 'Pictures'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('listitem', {name: '2 of 5'})).toBeInViewport({ratio: 0.5});
  });

  test('The lightbox opens at the picture showing and steps through every picture', {tag: '@js'}, async ({page}) => {
    await page.goto(CUPS);
    await hydrated(page);
    const gallery = page.getByRole('region', {name: '“I’m Compostable” Green Print PLA Cold Cups pictures'});
    await gallery.getByRole('link', {name: 'Show picture 2'}).click();
    await expect(gallery.getByRole('link', {name: 'Show picture 2'})).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('link', {name: 'Expand pictures'}).click();

    const lightbox = page.getByRole('dialog', {name: /all pictures/});
    await expect(lightbox.getByText('2 / 6')).toBeVisible();
    await expect(lightbox.getByRole('listitem', {name: '2 of 6'})).toBeInViewport({ratio: 0.5});
    await lightbox.getByRole('button', {name: 'Next picture'}).click();
    await expect(lightbox.getByText('3 / 6')).toBeVisible();
    await expect(lightbox.getByRole('listitem', {name: '3 of 6'})).toBeInViewport({ratio: 0.5});
    await page.keyboard.press('Escape');

    // The sixth picture is only in the lightbox, behind 'View All Photos'.
    await gallery.getByRole('link', {name: 'View All Photos (6)'}).click();
    await expect(lightbox.getByText('6 / 6')).toBeVisible();
    await expect(lightbox.getByRole('img', {name: '98 mm PLA Flat Lid with Straw Slot'})).toBeInViewport({ratio: 0.5});
    await expect(lightbox.getByRole('button', {name: 'Next picture'})).toBeDisabled();
  });

  test('A size or quantity chosen reaches the parts below the fold', {tag: '@js'}, async ({page}) => {
    await page.goto(CUPS);
    await hydrated(page);
    const together = page.getByRole('region', {name: 'Frequently bought with'});
    await expect(together.getByRole('button', {name: 'Add both to cart'})).toBeVisible();
    const packageSize = page.getByRole('row', {name: /^Package Size/});
    await expect(packageSize).toContainText('1,000');
    await expect(page.getByRole('heading', {name: 'Reviews', level: 2})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Related Products'})).toBeVisible();

    await page.getByRole('link', {name: 'Sleeve of 50', exact: true}).click();
    await expect(page.getByText('SKU: PLA-CCG12-50')).toBeVisible();
    await purchase(page).getByRole('button', {name: 'Increase quantity'}).click();
    await expect(packageSize).toContainText('50');
    await expect(page.getByRole('heading', {name: 'About the Green Print PLA Cups'})).toBeVisible();
    await expect(together).toContainText('2 of each');
    // The sections that do not depend on the variant stayed.
    await expect(page.getByRole('heading', {name: 'Related Products'})).toBeVisible();
  });

  test('A shopper who follows a product card sees the product’s details with the page, not after it', {tag: '@js'}, async ({page}) => {
    // The page's data comes back late, as on a slow connection; the code for the parts below the fold
    // has had time to arrive, so the page must show with them rather than fill them in afterwards.
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/collections/single-wall-hot-cups');
    await hydrated(page);
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('nav[aria-label="Product sections"]')) return;
        seen.disconnect();
        document.body.dataset.detailsWithPage = String(Boolean(document.getElementById('productDetails')));
      });
      seen.observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('main').getByRole('link', {name: '4 oz White Single Wall Compostable Hot Cup'}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('4 oz White Single Wall Compostable Hot Cup');
    await expect(page.locator('body')).toHaveAttribute('data-details-with-page', 'true');
  });

  test('A shopper who follows a card to a sold-out product gets the restock form', {tag: '@js'}, async ({page}) => {
    // The form's code (with its validation) is fetched only by pages that show it.
    await page.goto('/collections/pet-cold-cups');
    await hydrated(page);
    await page.getByRole('main').getByRole('link', {name: '24 oz PET Cold Cup'}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('24 oz PET Cold Cup');
    await expect(page.getByRole('heading', {name: 'Temporarily Unavailable'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Notify me'})).toBeVisible();
  });

  test('A product’s reviews page through, and the stars by the title count them', {tag: ['@desktop-layout', '@js']}, async ({page}) => {
    await page.goto(CUPS);
    await expect(page.getByRole('link', {name: '14 Reviews'})).toBeVisible();
    await expect(page.getByRole('img', {name: 'Rated 4.5 out of 5'}).first()).toBeVisible();
    const reviews = page.getByRole('region', {name: 'Reviews'});
    await expect(reviews.getByRole('listitem')).toHaveCount(5);
    await expect(reviews).toContainText('Page 1 of 3');
    await reviews.getByRole('link', {name: 'Next reviews'}).click();
    await expect(reviews).toContainText('Page 2 of 3');
    await expect(page.getByRole('navigation', {name: 'Product sections'}).getByRole('link')).toHaveText([
      'Product Details',
      'Related Products',
      'Reviews',
    ]);
  });

  test('A product without reviews shows the store’s rating and no reviews section', {tag: ['@desktop-layout', '@js']}, async ({page}) => {
    await page.goto('/products/20-oz-single-wall-hot-cup-white');
    await expect(page.getByText(/^[\d,]+\+ Store Reviews$/)).toBeVisible();
    await expect(page.getByRole('region', {name: 'Reviews'})).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Product sections'}).getByRole('link', {name: 'Reviews'})).toHaveCount(0);
  });

  test('The Canadian store shows the product in dollars Canadian with its own addresses', {tag: '@desktop-layout'}, async ({page}) => {
    await page.goto(`/en-ca${CUPS}`);
    await expect(page.getByRole('link', {name: '16 oz', exact: true})).toHaveAttribute('href', '/en-ca/products/im-compostable-pla-cold-cups/800082');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-ca\/products\/im-compostable-pla-cold-cups$/);
    await expect(page.getByText(/CA\$|\$\d+\.\d{2} CAD/).first()).toBeVisible();
    // Every price on the page says so, the pack's, the piece's and the lid's alike.
    expect((await page.getByRole('main').innerText()).match(/(?<!CA)\$\d/g) ?? []).toEqual([]);
  });

  test('A sold-out product page with a form error showing has no serious accessibility violations', {tag: '@js'}, async ({page, expectAccessible}) => {
    await page.goto('/products/24-oz-pet-cold-cup');
    await formReady(page, 'Restock alert');
    await page.getByRole('button', {name: 'Notify me'}).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expectAccessible();
  });

  test('The special-order form points out every missing field', {tag: '@js'}, async ({page}) => {
    await page.goto('/products/8-oz-soup-container-white');
    await formReady(page, 'Special order request');
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByText('This field is required.')).toHaveCount(3);
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('Product page edge cases', () => {
  test('A quantity typed above the stock becomes the stock, and the cart says when stock runs out', {tag: '@js'}, async ({page}) => {
    await page.goto('/products/8-oz-single-wall-hot-cup-kraft/800014');
    await hydrated(page);
    const quantity = purchase(page).getByLabel('Quantity');
    await quantity.fill('99');
    await expect(quantity).toHaveValue('2');
    await expect(purchase(page).getByRole('button', {name: 'Increase quantity'})).toBeDisabled();
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await expect(purchase(page).getByRole('button', {name: 'Decrease quantity'})).toBeDisabled();

    await quantity.fill('2');
    await purchase(page).getByRole('button', {name: 'Add to cart'}).click();
    await expect(page.getByRole('dialog', {name: 'Added to your cart'})).toBeVisible();
    await page.keyboard.press('Escape');
    await purchase(page).getByRole('button', {name: 'Add to cart'}).click();
    await expect(page.getByRole('status').filter({hasText: 'The maximum quantity of this item is already in your cart.'})).toBeVisible();
  });

  test('An address naming no variant of the product leads to the product’s own address', async ({page}) => {
    // An unknown number, no number at all, another product's variant.
    for (const segment of ['999999', 'abc', '800001']) {
      const response = await page.goto(`${CUPS}/${segment}?utm_source=mail`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/products\/im-compostable-pla-cold-cups\?utm_source=mail$/);
      await expect(page.getByText('SKU: PLA-CCG12-1000')).toBeVisible();
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/im-compostable-pla-cold-cups$/);
  });

  test('A product that does not exist is a 404 page inside the shell', async ({page}) => {
    const response = await page.goto('/products/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page not found'})).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('A malformed restock address is refused with the typed value kept', {tag: '@desktop-layout'}, async ({page}) => {
    await page.goto('/products/24-oz-pet-cold-cup');
    // The browser accepts `name@host`; the store wants a domain with a dot.
    await page.getByLabel('Email', {exact: true}).fill('maria@example');
    await page.getByRole('button', {name: 'Notify me'}).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Email', {exact: true})).toHaveValue('maria@example');
    await expect(page.getByLabel('Email', {exact: true})).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('A product with 240 variants', () => {
  const PRINTS = '/products/stock-print-hot-cups';
  const values = {
    Size: ['8 oz', '10 oz', '12 oz', '16 oz'],
    Print: [
      'Plain White',
      'Natural Kraft',
      'Green Leaf',
      'Coffee Beans',
      'Blue Stripe',
      'Black Marble',
      'Terracotta Wave',
      'Botanical Line Art',
      'Polka Dot',
      'Autumn Leaves',
      'Holiday Plaid',
      'Thank You',
    ],
    Pack: ['Sleeve of 50', 'Pack of 100', 'Pack of 250', 'Case of 500', 'Case of 1000'],
  };

  test('Every size, print and pack can be chosen, each at its own address', async ({page}, testInfo) => {
    test.slow();
    await page.goto(PRINTS);
    if (scriptsRun(testInfo)) await hydrated(page);
    const chosen = new Map([['Size', '8 oz'], ['Print', 'Plain White'], ['Pack', 'Sleeve of 50']]);
    for (const [option, names] of Object.entries(values)) {
      const list = page.getByRole('list', {name: option});
      await expect(list.getByRole('link')).toHaveText(names.map((name) => (name === 'Holiday Plaid' ? `${name} (sold out)` : name)));
      for (const name of [...names.slice(1), names[0]]) {
        await list.getByRole('link', {name: new RegExp(`^${name}( \\(sold out\\))?$`)}).click();
        chosen.set(option, name);
        await expect(page).toHaveURL(/\/products\/stock-print-hot-cups\/\d+$/);
        for (const [other, value] of chosen) {
          await expect(page.getByRole('heading', {name: `${other}: ${value}`, exact: true})).toBeVisible();
        }
      }
    }
  });

  test('The last variant’s address shows it, and a sold-out print says so', async ({page}) => {
    await page.goto(`${PRINTS}/800554`);
    await expect(page.getByText('SKU: HC-SP16TY-1000')).toBeVisible();
    for (const heading of ['Size: 16 oz', 'Print: Thank You', 'Pack: Case of 1000']) {
      await expect(page.getByRole('heading', {name: heading, exact: true})).toBeVisible();
    }
    await expect(purchase(page).getByRole('button', {name: 'Add to cart'})).toBeVisible();
    await page.getByRole('list', {name: 'Print'}).getByRole('link', {name: 'Holiday Plaid (sold out)'}).click();
    await expect(page.getByText('SKU: HC-SP16HP-1000')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Temporarily Unavailable'})).toBeVisible();
  });

  test('A pack the chosen size does not come in is shown unavailable, not as a way to another size', async ({page}) => {
    // The 24 oz cups come in sleeves of 50 and cases of 600; only other sizes come in cases of 1000.
    await page.goto('/products/im-compostable-pla-cold-cups/800087');
    await expect(page.getByRole('heading', {name: 'Size: 24 oz', exact: true})).toBeVisible();
    const packs = page.getByRole('list', {name: 'Pack'});
    await expect(packs.getByRole('listitem')).toHaveText(['Case of 1000 (unavailable)', 'Sleeve of 50', 'Case of 600']);
    await expect(packs.getByRole('link')).toHaveText(['Sleeve of 50', 'Case of 600']);
  });

  test('Shopify’s links to a variant land on its address, keeping their other parameters', async ({page, request}) => {
    const response = await request.get(`${PRINTS}?variant=800554&utm_source=google`, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/products/stock-print-hot-cups/800554?utm_source=google');
    await page.goto(`/en-ca${PRINTS}?gclid=abc&variant=800400`);
    await expect(page).toHaveURL(/\/en-ca\/products\/stock-print-hot-cups\/800400\?gclid=abc$/);
    // An unknown one lands on the product.
    const unknown = await request.get(`${PRINTS}?variant=800001`, {maxRedirects: 0});
    expect(unknown.headers().location).toBe('/products/stock-print-hot-cups');
  });
});

test.describe('Product and cart responses', {tag: '@http'}, () => {
  test('Bad form posts are answered 400 with the errors, never 500', async ({request}) => {
    const restock = await request.post('/products/24-oz-pet-cold-cup', {
      form: {intent: 'back-in-stock', email: '', variant: '800096'},
    });
    expect(restock.status()).toBe(400);
    expect(await restock.text()).toContain('This field is required.');

    const special = await request.post('/products/8-oz-soup-container-white', {
      form: {intent: 'special-order', first_name: 'Maria', last_name: ' ', email: 'maria@example.com'},
    });
    expect(special.status()).toBe(400);
    const html = await special.text();
    expect(html).toContain('This field is required.');
    expect(html).toContain('value="Maria"');

    const unknown = await request.post('/products/24-oz-pet-cold-cup', {form: {intent: 'nonsense'}});
    expect(unknown.status()).toBe(400);
  });

  test('A quantity below 1 posted to the cart is refused with a message, and the cart is never cached', async ({request}) => {
    const lines = JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/800080', quantity: 1}]},
    });
    const refused = await request.post('/cart', {form: {cartFormInput: lines, quantity: '0'}});
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Please choose a quantity of at least 1.');
    expect(refused.headers()['cache-control']).toBe('private, no-store');

    const garbled = await request.post('/cart', {form: {cartFormInput: '{not json'}});
    expect(garbled.status()).toBe(400);

    const added = await request.post('/cart', {form: {cartFormInput: lines, quantity: '2'}});
    expect(added.status()).toBe(200);
    const cookies = added.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    // The cart id rides in the signed session cookie, not a cookie of its own.
    expect(cookies.map((cookie) => cookie.value.split('=')[0])).toEqual(['session']);
    const page = await request.get('/cart');
    expect(page.headers()['cache-control']).toBe('private, no-store');
    expect(await page.text()).toMatch(/<input[^>]*value="2"[^>]*name="quantity"|<input[^>]*name="quantity"[^>]*value="2"/);
  });

  test('A product page carries its SEO tags and Product structured data', async ({request}) => {
    const html = await (await request.get(CUPS)).text();
    expect(html).toMatch(/<title>[^<]*Green Print PLA Cold Cups[^<]*\| Green Packaging Co\.<\/title>/);
    expect(html).toMatch(/<meta property="og:image:url" content="http[^"]+im-compostable-pla-cold-cups\.svg"/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,155}"/);

    const json = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]))
      .find((data) => data['@type'] === 'Product');
    expect(json).toMatchObject({
      name: '“I’m Compostable” Green Print PLA Cold Cups',
      brand: {'@type': 'Brand', name: 'EcoSip'},
      aggregateRating: {'@type': 'AggregateRating', reviewCount: 14},
    });
    expect(json.offers).toHaveLength(8);
    const monthAhead = new Date();
    monthAhead.setUTCMonth(monthAhead.getUTCMonth() + 1);
    expect(json.offers[0]).toMatchObject({
      '@type': 'Offer',
      sku: 'PLA-CCG12-1000',
      price: '94.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: expect.stringMatching(/\/products\/im-compostable-pla-cold-cups\/800080$/),
    });
    expect(Math.abs(Date.parse(json.offers[0].priceValidUntil) - monthAhead.getTime())).toBeLessThan(4 * 86_400_000);
  });
});

test.describe('Screenshots for review', () => {
  test('A product page as shoppers see it, photographed whole', {tag: '@js'}, async ({page}, testInfo) => {
    await page.goto(CUPS);
    await expect(page.getByRole('heading', {name: 'You Might Also Like'})).toBeVisible();
    // Card pictures load lazily: bring each into view once so the photograph has them.
    for (const image of await page.getByRole('main').getByRole('img').all()) await image.scrollIntoViewIfNeeded();
    // Bringing the gallery's pictures into view turned it to the last; the shopper arrives on the first.
    await page.getByRole('link', {name: 'Show picture 1'}).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const file = testInfo.outputPath(`product-${page.viewportSize()?.width}.png`);
    await page.screenshot({path: file, fullPage: true});
    await testInfo.attach(`product-${page.viewportSize()?.width}`, {path: file, contentType: 'image/png'});
  });
});

test.describe('The breadcrumb trail on a phone', {tag: '@mobile-layout'}, () => {
  test('A trail that wraps starts its second line with a name, not a separator', async ({page}) => {
    await page.goto('/products/4-oz-single-wall-hot-cup-white');
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('listitem');
    await expect(crumbs.last()).toHaveText('4 oz White Single Wall Compostable Hot Cup');
    // The separators are drawn by CSS, so what starts each line is read from the drawn boxes.
    const lines = await crumbs.evaluateAll((items) =>
      items.map((item) => ({
        top: Math.round(item.getBoundingClientRect().top),
        before: getComputedStyle(item, '::before').content,
      })),
    );
    const wrapped = lines.filter((line) => line.top > lines[0].top);
    expect(wrapped.length, 'the trail wraps at this width').toBeGreaterThan(0);
    expect(['none', 'normal']).toContain(wrapped[0].before);
  });
});
