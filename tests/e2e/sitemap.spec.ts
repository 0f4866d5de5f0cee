import {expect, test} from './fixtures';

test.describe('Sitemaps', () => {
  test('A visitor finds every product, collection and page on the sitemap and follows a link', async ({page}) => {
    await page.goto('/sitemap');
    await expect(page).toHaveTitle('Sitemap | Green Packaging Co.');
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(breadcrumbs.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', {level: 1, name: 'Sitemap'})).toBeVisible();

    for (const column of ['Products', 'Collections', 'Pages']) {
      const links = page.getByRole('region', {name: column}).getByRole('link');
      const titles = await links.allTextContents();
      expect(titles.length, column).toBeGreaterThan(0);
      expect(titles).toEqual(
        [...titles].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
      );
    }
    await expect(
      page.getByRole('region', {name: 'Products'}).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/products\/[\w-]+$/);
    await expect(
      page.getByRole('region', {name: 'Collections'}).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/collections\/[\w-]+$/);

    await page
      .getByRole('region', {name: 'Pages'})
      .getByRole('link', {name: 'About', exact: true})
      .click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test(
    'The Canadian sitemap links the Canadian store',
    {tag: '@desktop-layout'},
    async ({page}) => {
      await page.goto('/en-ca/sitemap');
      await expect(
        page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('link', {name: 'Home'}),
      ).toHaveAttribute('href', '/en-ca');
      await expect(
        page.getByRole('region', {name: 'Products'}).getByRole('link').first(),
      ).toHaveAttribute('href', /^\/en-ca\/products\//);
    },
  );

  test(
    'Search engines find the sitemap index through robots.txt and read every child',
    {tag: '@http'},
    async ({request, baseURL}) => {
      const robots = await request.get('/robots.txt');
      expect(robots.headers()['content-type']).toContain('text/plain');
      const robotsText = await robots.text();
      expect(robotsText).toContain('Disallow: /cart');
      expect(robotsText).toContain('Disallow: /api/exit-preview');
      const sitemapLine = /^Sitemap: (.+)$/m.exec(robotsText)?.[1];
      expect(sitemapLine).toBe(`${baseURL}/sitemap.xml`);

      const index = await request.get(sitemapLine!);
      expect(index.headers()['content-type']).toContain('application/xml');
      const children = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => loc,
      );
      expect(children).toContain(`${baseURL}/sitemap/products/1.xml`);
      expect(children).toContain(`${baseURL}/en-ca/sitemap/faq/1.xml`);
      for (const child of children) {
        const response = await request.get(child);
        expect(response.status(), child).toBe(200);
        expect(await response.text(), child).toMatch(/<urlset[^>]*>\s*<url>/);
      }
    },
  );

  test(
    'Search engines are asked not to index the QA pages, and only those',
    {tag: '@http'},
    async ({request}) => {
      const robots = /<meta name="robots" content="noindex"\/?>/;
      for (const path of ['/qa/unknown-block', '/qa/html-sanitiser', '/en-ca/qa/unknown-block']) {
        expect(await (await request.get(path)).text(), path).toMatch(robots);
      }
      expect(await (await request.get('/about')).text()).not.toMatch(robots);
    },
  );
});
