import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {closeFilters, openFilters} from './listing-helpers';

const products = (page: Page) => page.getByRole('region', {name: 'Products'}).getByRole('article');

/** The per-piece prices of the cards, in the order shown. */
async function eachPrices(page: Page): Promise<number[]> {
  const texts = await products(page).allTextContents();
  return texts.map((text) => Number(/\$(\d+\.\d+)\s*each/.exec(text)?.[1] ?? NaN));
}

async function cardTitles(page: Page): Promise<string[]> {
  return products(page).getByRole('heading').allTextContents();
}

test.describe('Collections', () => {
  test('Shoppers refine a sub-collection by size, price and sort through the filter form, and its address shows the same page again', async ({
    page,
    context,
  }) => {
    await page.goto('/collections/single-wall-hot-cups');
    await expect(page.getByRole('heading', {level: 1, name: 'Single Wall Hot Cups'})).toBeVisible();
    const all = await products(page).count();
    expect(all).toBeGreaterThan(2);

    const filters = await openFilters(page);
    await filters.getByLabel('Sort by').selectOption('price_asc');
    await filters.getByRole('checkbox', {name: /^12 oz/}).check();
    await filters.getByRole('checkbox', {name: /^16 oz/}).check();
    await filters.getByText('Price each', {exact: true}).first().click();
    await filters.getByRole('group', {name: 'Price each'}).getByLabel('Minimum').fill('0.05');
    await filters.getByRole('group', {name: 'Price each'}).getByLabel('Minimum').press('Enter');

    await expect(page).toHaveURL(/[?&]size=12&size=16&price=0\.05%3A&sort=price_asc$/);
    await closeFilters(page);
    await expect(page.getByRole('link', {name: /Size: 12 oz/})).toBeVisible();
    await expect(page.getByRole('link', {name: /Price each: from \$0\.05/})).toBeVisible();
    const prices = await eachPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.length).toBeLessThan(all);
    expect(prices[0]).toBeLessThanOrEqual(prices[1]);
    expect(prices.every((price) => price >= 0.05)).toBe(true);
    const titles = await cardTitles(page);

    const shared = await context.newPage();
    await shared.goto(page.url());
    const sharedFilters = await openFilters(shared);
    await expect(sharedFilters.getByRole('checkbox', {name: /^12 oz/})).toBeChecked();
    await expect(sharedFilters.getByLabel('Sort by')).toHaveValue('price_asc');
    await closeFilters(shared);
    expect(await cardTitles(shared)).toEqual(titles);

    await page.getByRole('link', {name: /Size: 16 oz/}).click();
    await expect(page).toHaveURL(/[?&]size=12&price=0\.05%3A&sort=price_asc$/);
    await expect((await openFilters(page)).getByRole('checkbox', {name: /^16 oz/})).not.toBeChecked();
    await closeFilters(page);
    await page.getByRole('link', {name: /^Clear all/}).click();
    await expect(page).toHaveURL(/\/collections\/single-wall-hot-cups\?sort=price_asc$/);
    await expect(products(page)).toHaveCount(all);
  });

  test('A top-level collection lists its sub-collections, shows a list that can become a grid, and pages', async ({
    page,
  }) => {
    await page.goto('/collections/hot-cups');
    await expect(page.getByRole('heading', {level: 1, name: 'Hot Cups'})).toBeVisible();
    await expect(
      page.getByRole('link', {name: 'Single Wall Hot Cups', exact: true}).first(),
    ).toBeVisible();
    const layout = page.getByRole('navigation', {name: 'Layout'});
    await expect(layout.getByRole('link', {name: 'List'})).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', {name: 'View Product Details'}).first()).toBeVisible();
    // The size group starts open on the cups collections.
    await expect((await openFilters(page)).getByRole('checkbox', {name: /^12 oz/})).toBeVisible();
    await closeFilters(page);

    await layout.getByRole('link', {name: 'Grid'}).click();
    await expect(page).toHaveURL(/\?grid=true$/);
    await expect(layout.getByRole('link', {name: 'Grid'})).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', {name: 'View Product Details'})).toHaveCount(0);

    const firstPage = await cardTitles(page);
    await page
      .getByRole('navigation', {name: 'Pagination'})
      .getByRole('link', {name: 'Page 2'})
      .click();
    await expect(page).toHaveURL(/\?grid=true&page=2$/);
    await expect(page.getByRole('link', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page');
    const secondPage = await cardTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

    await layout.getByRole('link', {name: 'List'}).click();
    await expect(page).toHaveURL(/\?grid=false&page=2$/);
  });

  test(
    'A ticked filter reaches the address after a pause, replacing the entry, and the page hydrates without asking again',
    {tag: '@js'},
    async ({page}) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        // Quick Shop fetches its cards' products as they come near the screen, hydration or not.
        if (url.includes('/1/indexes/') || (url.includes('.data') && !url.includes('/api/quick-shop/'))) requests.push(url);
      });
      await page.goto('/collections/single-wall-hot-cups');
      await page.waitForLoadState('networkidle');
      expect(requests, 'no search or data request on hydration').toEqual([]);
      // The size group is open on a cups collection.
      const filters = await openFilters(page);
      await expect(filters.getByRole('checkbox', {name: /^12 oz/})).toBeVisible();
      const before = await page.evaluate(() => history.length);

      await filters.getByRole('checkbox', {name: /^12 oz/}).check();
      await expect(page).toHaveURL(/\?size=12$/);
      expect(await page.evaluate(() => history.length)).toBe(before);
      await closeFilters(page);
      await expect(page.getByRole('link', {name: /Size: 12 oz/})).toBeVisible();
    },
  );

  test('The price slider sets the same bounds as the fields, and its thumbs never cross', {tag: '@js'}, async ({page}) => {
    await page.goto('/collections/single-wall-hot-cups');
    const filters = await openFilters(page);
    await filters.getByText('Price each', {exact: true}).first().click();
    const group = filters.getByRole('group', {name: 'Price each'});
    const lowest = group.getByRole('slider', {name: 'Price each: lowest'});
    const highest = group.getByRole('slider', {name: 'Price each: highest'});
    const min = Number(await lowest.getAttribute('min'));
    const max = Number(await highest.getAttribute('max'));
    expect(max).toBeGreaterThan(min + 0.05);

    await lowest.focus();
    for (let step = 0; step < 5; step++) await lowest.press('ArrowRight');
    const from = (min + 0.05).toFixed(2);
    await expect(group.getByLabel('Minimum')).toHaveValue(from);
    await expect(page).toHaveURL(new RegExp(`[?&]price=${from.replace('.', '\\.')}%3A$`));

    await highest.focus();
    await highest.press('Home');
    await expect(highest).toHaveValue(from);
    await expect(group.getByLabel('Maximum')).toHaveValue(from);
    await lowest.focus();
    await lowest.press('Home');
    await expect(group.getByLabel('Minimum')).toHaveValue('');
  });

  test(
    'Shoppers quick-shop a product into the cart from a refined listing, and the refinement stays',
    {tag: '@js'},
    async ({page, expectAccessible}) => {
      await page.goto('/collections/single-wall-hot-cups?size=12');
      await page.waitForLoadState('networkidle');
      const card = products(page).first();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('button', {name: /^Quick Shop/}).click();

      const dialog = page.getByRole('dialog', {name: title});
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', {name: /add to cart/i})).toBeEnabled();
      // The product's picture, so the shopper sees what they are adding.
      await expect(dialog.getByRole('img')).toBeVisible();
      await expectAccessible();
      expect(
        await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'select_item').length),
      ).toBe(1);

      await dialog.getByRole('button', {name: /add to cart/i}).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('link', {name: /^Cart, 1 item$/}).first()).toBeAttached();
      expect(
        await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'select_item').length),
      ).toBe(2);
      await expect(page).toHaveURL(/\/collections\/single-wall-hot-cups\?size=12$/);
      await expect(page.getByRole('link', {name: /Size: 12 oz/})).toBeVisible();
    },
  );

  test('Quick Shop reaches the last of a product’s 240 variants and adds it', {tag: '@js'}, async ({page}) => {
    await page.goto('/search?query=stock%20print%20hot%20cups');
    await page.waitForLoadState('networkidle');
    const card = products(page).filter({hasText: 'Stock Print Single Wall Hot Cups'}).first();
    await card.getByRole('button', {name: /^Quick Shop/}).click();
    const dialog = page.getByRole('dialog', {name: 'Stock Print Single Wall Hot Cups'});
    for (const [option, value] of [
      ['Size', '16 oz'],
      ['Print', 'Thank You'],
      ['Pack', 'Case of 1000'],
    ]) {
      await dialog.getByRole('link', {name: value, exact: true}).click();
      await expect(dialog.getByRole('heading', {name: `${option}: ${value}`})).toBeVisible();
    }
    await dialog.getByRole('button', {name: /add to cart/i}).click();
    await expect(dialog).toBeHidden();
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText('Size: 16 oz · Print: Thank You · Pack: Case of 1000')).toBeVisible();
  });

  test('On a phone a card’s rating line shows its “·” only between the average and the count', {tag: '@mobile-layout'}, async ({
    page,
  }) => {
    await page.goto('/collections/hot-cups');
    const cards = page.getByRole('article').filter({has: page.getByText(/^\d\.\d$/)});
    await expect(cards.first().getByText(/^[\d,]+ Reviews?$/)).toBeVisible();
    const middle = (box: {y: number; height: number}) => box.y + box.height / 2;
    for (const card of await cards.all()) {
      // In the middle of the screen, clear of the floating buttons in its corners.
      await card.evaluate((element) => element.scrollIntoView({block: 'center'}));
      const dot = card.getByText('·', {exact: true});
      const [d, a, c] = await Promise.all(
        [dot, card.getByText(/^\d\.\d$/), card.getByText(/^[\d,]+ Reviews?$/)].map(async (part) => (await part.boundingBox())!),
      );
      // What a person sees: the dot is painted where it sits, or it is cut away (a clipped part is
      // not there to hit; the card's stretched title link lies over all of it either way).
      const painted = await dot.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2).includes(element);
      });
      const sameLine = Math.abs(middle(a) - middle(c)) < 4;
      const title = await card.getByRole('heading').innerText();
      if (painted) {
        expect(sameLine, `${title}: a painted dot has the average and the count on its line`).toBe(true);
        expect(Math.abs(middle(d) - middle(c)), title).toBeLessThan(4);
        expect(a.x + a.width <= d.x && d.x + d.width <= c.x, title).toBe(true);
      } else {
        expect(sameLine, `${title}: the dot is only cut away where the count starts a line`).toBe(false);
      }
    }
  });

  test('A sold-out product’s card points to an alternative that can be bought', async ({page}) => {
    await page.goto('/collections/single-wall-hot-cups');
    const soldOut = products(page).filter({hasText: 'Sold out'}).first();
    await expect(soldOut).toBeVisible();
    const title = (await soldOut.getByRole('heading').textContent()) ?? '';
    await expect(products(page).filter({hasNotText: 'Sold out'}).getByRole('link', {name: /View Alternative/})).toHaveCount(0);

    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await soldOut.getByRole('link', {name: new RegExp(`^View Alternative to ${escaped}: `)}).click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(title);
    await expect(page.getByRole('main').getByRole('button', {name: 'Add to cart'}).first()).toBeEnabled();
  });

  test(
    'The sidebar menu shows five collections, then the rest behind Show more',
    {tag: '@desktop-layout'},
    async ({page}) => {
      await page.goto('/collections/food-containers');
      const menu = page.getByRole('navigation', {name: 'Collections'});
      await expect(menu.getByRole('link').filter({visible: true})).toHaveCount(5);
      await menu.getByText(/^Show more \(\d+\)$/).click();
      await expect(menu.getByRole('link').filter({visible: true})).toHaveCount(6);
    },
  );

  test(
    'Brands, every product and the Canadian store have their listings',
    {tag: '@desktop-layout'},
    async ({page}) => {
      await page.goto('/collections/compostable-brands/leafline');
      await expect(page.getByRole('heading', {level: 1, name: 'Leafline'})).toBeVisible();
      const brands = await products(page).allTextContents();
      expect(brands.every((text) => /Leafline/i.test(text))).toBe(true);

      await page.goto('/collections/all');
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      // The count above the grid: the filters' counts say "147 products" too, to screen readers.
      await expect(page.getByRole('region', {name: 'Products', exact: true}).getByText(/^147 products$/)).toBeVisible();

      await page.goto('/en-ca/collections/single-wall-hot-cups');
      await expect(
        page.getByRole('heading', {level: 1, name: 'Single Wall Hot Cups'}),
      ).toBeVisible();
      await expect(page.getByRole('link', {name: /Grid/})).toHaveAttribute(
        'href',
        /^\/en-ca\/collections\//,
      );
      // The Canadian index prices in Canadian dollars, and the price filter says so.
      await page.goto('/en-ca/collections/single-wall-hot-cups?price=0.05:0.5');
      await expect(page.getByRole('link', {name: 'Price each: CA$0.05 to CA$0.5 (remove)'})).toBeVisible();
    },
  );

  test('A sort chosen before the page’s scripts arrive is kept once they do', {tag: '@js'}, async ({page}) => {
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/entry\.client-[^/]*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/collections/single-wall-hot-cups', {waitUntil: 'domcontentloaded'});
    await page.getByLabel('Sort by').selectOption('price_asc');
    release();
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    await hydrated(page);
    const filters = await openFilters(page);
    await expect(filters.getByLabel('Sort by')).toHaveValue('price_asc');
    await filters.getByRole('checkbox', {name: /^12 oz/}).check();
    await expect(page).toHaveURL(/\?size=12&sort=price_asc$/);
  });

  test(
    'An unknown collection is a 404 and a malformed address is still the page',
    {tag: '@http'},
    async ({request}) => {
      const missing = await request.get('/collections/no-such-collection');
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('<footer');

      const malformed = await request.get(
        '/collections/hot-cups?state=%7B%22broken&page=abc&price=x:y&sort=nope&size=',
      );
      expect(malformed.status()).toBe(200);
      expect(malformed.url()).toMatch(/\/collections\/hot-cups\?state=%7B%22broken$/);
      const html = await malformed.text();
      expect(html).toContain('"@type":"CollectionPage"');
      expect(html).toContain('"@type":"ItemList"');
    },
  );

  test(
    'A page past the end of a listing opens its last page',
    {tag: '@http'},
    async ({request}) => {
      const past = await request.get('/collections/lids?page=999');
      expect(past.url()).toMatch(/\/collections\/lids\?page=2$/);
      expect(await past.text()).not.toContain('No products match these filters');

      const canadian = await request.get('/en-ca/collections/lids?grid=false&page=999');
      expect(canadian.url()).toMatch(/\/en-ca\/collections\/lids\?grid=false&page=2$/);

      // Nothing matches: the first page, which says so.
      const nothing = await request.get('/collections/lids?size=999&page=3');
      expect(nothing.url()).toMatch(/\/collections\/lids\?size=999$/);

      const search = await request.get('/search?query=lid&page=999');
      expect(search.url()).toMatch(/\/search\?query=lid$/);
    },
  );

  test(
    'The original store’s JSON state in a collection’s address opens the same refinements',
    {tag: '@http'},
    async ({request}) => {
      const state = JSON.stringify({refinementList: {'meta.gpp.size_ounces': ['12']}, sortBy: 'shopify_products_each_price_asc'});
      const response = await request.get(`/collections/single-wall-hot-cups?state=${encodeURIComponent(state)}`);
      expect(response.url()).toMatch(/\/collections\/single-wall-hot-cups\?size=12&sort=price_asc$/);
    },
  );
});

/** The listings a phone shopper lands on: a top-level collection, a sub-collection, a brand and search. */
const PHONE_LISTINGS = [
  '/collections/hot-cups',
  '/collections/single-wall-hot-cups',
  '/collections/compostable-brands/leafline',
  '/search?query=cup',
];

test.describe('Listings on a phone', {tag: '@mobile-layout'}, () => {
  for (const path of PHONE_LISTINGS) {
    test(`${path} shows its first product on the first screen, with filters and sort behind one control`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
      // The card's picture, and its name under it, start on the first screen.
      await expect(products(page).first().getByRole('heading')).toBeInViewport();
      await expect(page.getByRole('button', {name: 'Filter and sort'})).toBeVisible();
      await expect(page.getByRole('complementary', {name: 'Filters'})).toBeHidden();
    });
  }

  test('The filter and sort panel refines, sorts and goes back to the products', {tag: '@js'}, async ({page}) => {
    await page.goto('/collections/single-wall-hot-cups');
    await page.getByRole('button', {name: 'Filter and sort'}).click();
    const panel = page.getByRole('dialog', {name: 'Filter and sort'});
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', {name: /^12 oz/}).check();
    await expect(page).toHaveURL(/\?size=12$/);
    await panel.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/\?size=12&sort=price_asc$/);
    await panel.getByRole('button', {name: /^Show \d+ products?$/}).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', {name: 'Filter and sort (1)'})).toBeFocused();
    await expect(page.getByRole('link', {name: /Size: 12 oz/})).toBeVisible();
    const prices = await eachPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

test.describe('Listings on a phone without JavaScript', {tag: '@nojs'}, () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const path of PHONE_LISTINGS) {
    test(`${path} shows its first product on the first screen, and its filters after the products`, async ({page}) => {
      await page.goto(path);
      // The card's picture, and its name under it, start on the first screen.
      await expect(products(page).first().getByRole('heading')).toBeInViewport();
      await page.getByRole('link', {name: 'Filter and sort'}).click();
      await expect(page).toHaveURL(/#filters$/);
      await expect(page.getByRole('complementary', {name: 'Filters'}).getByRole('button', {name: 'Apply filters'})).toBeVisible();
    });
  }

  test('The filters after the products refine the listing', async ({page}) => {
    await page.goto('/collections/single-wall-hot-cups');
    await page.getByRole('link', {name: 'Filter and sort'}).click();
    const filters = page.getByRole('complementary', {name: 'Filters'});
    await filters.getByRole('checkbox', {name: /^12 oz/}).check();
    await filters.getByRole('button', {name: 'Apply filters'}).click();
    await expect(page).toHaveURL(/\?size=12$/);
    await expect(page.getByRole('link', {name: 'Filter and sort (1)'})).toBeVisible();
  });
});

