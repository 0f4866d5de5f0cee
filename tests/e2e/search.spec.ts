import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {closeFilters, openFilters} from './listing-helpers';

const products = (page: Page) => page.getByRole('region', {name: 'Products', exact: true}).getByRole('article');

test.describe('Search', () => {
  test('Shoppers searching for lids see products and content, each tab with its count, and a clear answer when nothing matches', async ({
    page,
  }) => {
    await page.goto('/search?query=lid');
    await expect(page.getByRole('heading', {level: 1, name: 'Search Results'})).toBeVisible();
    const tabs = page.getByRole('navigation', {name: 'Result types'});
    const productsTab = tabs.getByRole('link', {name: /^Products \((\d+)\)$/});
    await expect(productsTab).toHaveAttribute('aria-current', 'page');
    const productCount = Number(/\((\d+)\)/.exec((await productsTab.textContent()) ?? '')?.[1]);
    expect(productCount).toBeGreaterThan(0);
    await expect(
      page.getByRole('region', {name: 'Products'}).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', {name: 'Products', exact: true}).getByText(`${productCount} products`, {exact: true})).toBeVisible();

    await tabs.getByRole('link', {name: /^Content \(\d+\)$/}).click();
    await expect(page).toHaveURL(/\/search\?query=lid&tab=content$/);
    await expect(tabs.getByRole('link', {name: /^Content/})).toHaveAttribute(
      'aria-current',
      'page',
    );
    const firstHit = page
      .getByRole('main')
      .getByRole('heading', {level: 2})
      .first()
      .getByRole('link');
    await expect(firstHit).toHaveAttribute('href', /^\/(?!en-us\/)[a-z0-9-]+/);

    await page.goto('/search?query=xyzzy');
    await expect(page.getByText('No results for “xyzzy”.')).toBeVisible();
  });

  test('Search results refine and sort like a collection and keep the query', async ({page}) => {
    await page.goto('/search?query=cup');
    const filters = await openFilters(page);
    await filters.getByText('Size', {exact: true}).first().click();
    await filters.getByRole('checkbox', {name: /^16 oz/}).check();
    await filters.getByText('Price each', {exact: true}).first().click();
    await filters.getByRole('group', {name: 'Price each'}).getByLabel('Minimum').press('Enter');
    await expect(page).toHaveURL(/\/search\?query=cup&size=16$/);
    await closeFilters(page);
    await expect(page.getByRole('link', {name: /Size: 16 oz/})).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Result types'}).getByRole('link', {name: /^Products/}),
    ).toHaveAttribute('href', '/search?query=cup');
  });

  test(
    'The header search suggests as the shopper types, and a suggestion can be picked with the keyboard',
    {
      tag: ['@js', '@desktop-layout'],
    },
    async ({page, expectAccessible}) => {
      // Axe reads the whole results page at the end: 250 cards with their filters.
      test.setTimeout(60_000);
      await page.goto('/collections/hot-cups');
      const box = page.getByRole('banner').getByRole('combobox', {name: 'Search products'});
      await box.pressSequentially('cu');
      const listbox = page.getByRole('listbox', {name: 'Search suggestions'});
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      const picked = listbox.getByRole('option', {selected: true});
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await picked.getAttribute('id')) ?? '',
      );
      const suggestion = (await picked.textContent()) ?? '';
      await box.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`/search\\?query=${encodeURIComponent(suggestion).replace(/%20/g, '\\+')}$`),
      );
      await expect(page.getByRole('heading', {level: 1, name: 'Search Results'})).toBeVisible();
      await expectAccessible();
    },
  );

  test(
    'An empty search is refused in the header',
    {tag: ['@js', '@desktop-layout']},
    async ({page}) => {
      await page.goto('/collections/hot-cups');
      await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
      await expect(page).toHaveURL(/\/collections\/hot-cups$/);
    },
  );
});

test.describe('Search addresses', () => {
  test('A query longer than the search service takes is searched, cut to what it takes', async ({page}) => {
    const query = 'cup '.repeat(130).trim();
    await page.goto(`/search?${new URLSearchParams({query})}`);
    await expect(page.getByText('Please enter a search term')).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Result types'}).getByRole('link', {name: /^Products \([1-9]\d*\)$/})).toBeVisible();
    await expect(products(page).first()).toBeVisible();
  });

  test('The original store’s content flag and JSON state open the same results', async ({page}) => {
    await page.goto('/search?query=lid&content=true');
    await expect(page).toHaveURL(/\/search\?query=lid&tab=content$/);
    await expect(
      page.getByRole('navigation', {name: 'Result types'}).getByRole('link', {name: /^Content/}),
    ).toHaveAttribute('aria-current', 'page');

    const state = JSON.stringify({refinementList: {'meta.gpp.size_ounces': ['16']}, page: 1});
    await page.goto(`/search?query=cup&state=${encodeURIComponent(state)}`);
    await expect(page).toHaveURL(/\/search\?query=cup&size=16$/);
    await expect(page.getByRole('link', {name: /Size: 16 oz/})).toBeVisible();
  });

  test('Resetting a search’s filters keeps its query', async ({page}) => {
    await page.goto('/search?query=cup&size=16&sort=price_asc');
    await (await openFilters(page)).getByRole('link', {name: 'Reset'}).click();
    await expect(page).toHaveURL(/\/search\?query=cup$/);
    await expect(page.getByText('for “cup”')).toBeVisible();
  });

  test('Every results page has a search box of its own', async ({page}) => {
    await page.goto('/search?query=lid');
    const box = page.getByRole('search', {name: 'Search again'}).getByRole('combobox', {name: 'Search products'});
    await expect(box).toHaveValue('lid');
    await box.fill('sleeve');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=sleeve$/);
    await expect(page.getByText('for “sleeve”')).toBeVisible();
  });
});

test.describe('Search and the menu on a phone without JavaScript', {tag: '@nojs'}, () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('The header’s search icon leads to a search box that searches', async ({page}) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('search', {name: 'Search again'}).getByRole('combobox', {name: 'Search products'});
    await expect(box).toBeVisible();
    await box.fill('lid');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=lid$/);
    await expect(products(page).first()).toBeVisible();
  });

  test('The menu opens and its links lead on', async ({page}) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    // A `<details>`: its summary has no role of its own; the disclosure is the banner's one group.
    await banner.getByRole('group').filter({hasText: 'Menu'}).click();
    const menu = banner.getByRole('navigation', {name: 'Main'});
    await expect(menu).toBeVisible();
    await menu.getByRole('link', {name: 'Single Wall Hot Cups', exact: true}).click();
    await expect(page).toHaveURL(/\/collections\/single-wall-hot-cups$/);
  });
});

test.describe('Product pictures on a wide screen', () => {
  test.use({viewport: {width: 1920, height: 1080}, deviceScaleFactor: 2});

  test(
    'A card on a sharp wide screen gets a picture sized for the card, not for a quarter of the screen',
    {
      tag: '@desktop-layout',
    },
    async ({page}) => {
      await page.goto('/search?query=lid');
      const picture = page
        .getByRole('region', {name: 'Products', exact: true})
        .getByRole('article')
        .first()
        .locator('img');
      await expect(picture).toHaveJSProperty('complete', true);
      const shown = await picture.evaluate((img: HTMLImageElement) => ({
        width: img.getBoundingClientRect().width,
        chosen: Number(new URL(img.currentSrc).searchParams.get('width')),
      }));
      // The page stops growing at 1280 px: the card is about 265 px, 530 device pixels.
      expect(shown.width).toBeLessThan(300);
      expect(shown.chosen).toBe(600);
    },
  );
});
