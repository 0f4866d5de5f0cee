import {expect, hydrated, seededGlobal, test} from './fixtures';

test.describe('CMS pages', () => {
  test('The home page renders its blocks with search structured data', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Compostable packaging');

    const structuredData = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
    expect(structuredData).toContainEqual(
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: expect.objectContaining({
            urlTemplate: expect.stringMatching(/\/search\?query=\{search_term_string\}$/),
          }),
        }),
      }),
    );
  });

  test('A page links its canonical address without the locale folder', async ({page}) => {
    await page.goto('/about');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/[^/]+\/about$/);
  });

  test('An unknown block shows the editor message while the rest of the page renders', async ({
    page,
    javaScriptEnabled,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/qa/unknown-block');
    await expect(page.getByRole('heading', {name: 'Block fallback check'})).toBeVisible();
    const notice = page.getByText('The component "mystery-widget" has not yet been created.');
    await expect(notice).toBeVisible();
    await expect(page.getByText('Content after the unknown block still renders.')).toBeVisible();
    if (javaScriptEnabled) {
      await hydrated(page);
      await expect(notice).toBeVisible();
      // A page loads the code of the blocks it holds, and no other block's.
      expect(scripts.filter((path) => /\/Heading-[\w-]+\.js$/.test(path))).toHaveLength(1);
      expect(scripts.filter((path) => /\/Slider-[\w-]+\.js$/.test(path))).toEqual([]);
    }
  });

  test('Blocks placed straight on a page, outside any section, keep its margins on a phone', {tag: '@mobile-layout'}, async ({
    page,
  }) => {
    await page.goto('/qa/unknown-block');
    const width = page.viewportSize()!.width;
    for (const block of [
      page.getByRole('heading', {name: 'Block fallback check'}),
      page.getByText('The component "mystery-widget" has not yet been created.'),
      page.getByText('Content after the unknown block still renders.'),
    ]) {
      const box = (await block.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width).toBeLessThanOrEqual(width - 16);
    }
  });

  test('An unknown page type shows the editor message inside the shell', async ({page}) => {
    await page.goto('/qa/unknown-page-type');
    await expect(page.getByText('The page "landing-v2" has not yet been created.')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('An unknown path is a 404 page with the shell around it', async ({page}) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page not found'})).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Green Packaging Co.');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('A shopper following a link to another page sees it whole, its blocks loaded with it', {tag: '@js'}, async ({page}) => {
    await page.goto('/faq');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us', exact: true}).click();
    const main = page.getByRole('main');
    // The heading, the cards and the video are blocks the FAQ page never loaded.
    await expect(main.getByRole('heading', {level: 1})).toHaveText('About Green Packaging Co.');
    await expect(main.getByRole('article').filter({hasText: '40 million cups a year'})).toBeVisible();
    await expect(main.getByRole('link', {name: /A tour of the Green Packaging Co\. warehouse/})).toBeVisible();
    await expect(page.getByText('This part of the page could not be shown.')).toHaveCount(0);
  });

  test('The Canadian store reads the en-ca folder and keeps shoppers in it', async ({page}) => {
    const canadian = seededGlobal('en-ca').header[0];
    await page.goto('/en-ca');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ca');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByText(canadian.banner ?? '')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', {name: 'About Us', exact: true}),
    ).toHaveAttribute('href', '/en-ca/about');
  });

});

test.describe('Responses', {tag: '@http'}, () => {

  test('A page preloads the scripts of the blocks it holds and not those of blocks it does not', async ({request}) => {
    const preloads = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    };
    // The home page holds a slider; the unknown-block check page holds a heading and text only.
    const home = await preloads('/');
    expect(home).toContainEqual(expect.stringMatching(/\/Slider-[\w-]+\.js$/));
    expect(home).toContainEqual(expect.stringMatching(/\/PageStory-[\w-]+\.js$/));
    const plain = await preloads('/qa/unknown-block');
    expect(plain).toContainEqual(expect.stringMatching(/\/Heading-[\w-]+\.js$/));
    expect(plain).not.toContainEqual(expect.stringMatching(/\/Slider-[\w-]+\.js$/));
    expect(plain).not.toContainEqual(expect.stringMatching(/\/ContactStory-[\w-]+\.js$/));
  });

  test('No page’s data carries the editor’s markers or story uuids, which nothing in the browser reads', async ({request}) => {
    const pages = [
      '/',
      '/about',
      '/contact',
      '/deals',
      '/blog',
      '/blog/pfas-bans-2025-update',
      '/blog/categories/industry-news',
      '/faq',
      '/faq/orders-shipping/how-long-does-shipping-take',
      '/collections/hot-cups',
      '/products/im-compostable-pla-cold-cups',
      '/no-such-page',
    ];
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const data = [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/gs)].map((match) => match[1]).join('\n');
      expect(data, path).toContain('loaderData');
      expect(data, path).not.toContain('_editable');
      expect(data, path).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    }
  });

  test('Anonymous pages set no cookie', async ({request}) => {
    const response = await request.get('/');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('A tampered session cookie is treated as no session', async ({request}) => {
    const response = await request.get('/', {headers: {Cookie: 'session=eyJjdXN0b21lckFjY2Vzc1Rva2VuIjoieCJ9.forged'}});
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Sign in');
  });
});
