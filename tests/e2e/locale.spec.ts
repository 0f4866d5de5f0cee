import {expect, seededGlobal, test} from './fixtures';

const usShipping = seededGlobal('en-us').header[0].shipping_text!;
const caShipping = seededGlobal('en-ca').header[0].shipping_text!;

test.describe('Shopping from Canada', () => {
  test('A shopper who picks Canada on a page sees the Canadian store on the same page @desktop-layout', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByText(usShipping)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');

    await page.getByRole('navigation', {name: 'Country'}).getByRole('link', {name: 'Canada (CAD)'}).click();

    await expect(page).toHaveURL(/\/en-ca\/about$/);
    // Both headers are in the page; until its stylesheet applies (without scripts, a moment after the
    // address changes) both count as shown.
    await page.waitForLoadState();
    await expect(page.getByText(caShipping)).toBeVisible();
    await expect(page.getByText(usShipping)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ca');
    await expect(page.getByRole('link', {name: /^Cart/})).toHaveAttribute('href', '/en-ca/cart');
  });

  test('Moving back to the United States store client-side brings its header back @desktop-layout @js', async ({
    page,
  }) => {
    await page.goto('/en-ca/about');
    await expect(page.getByText(caShipping)).toBeVisible();
    const aboutInFooter = page.getByRole('contentinfo').getByRole('link', {name: 'About Us', exact: true});
    await expect(aboutInFooter).toHaveAttribute('href', '/en-ca/about');
    // A client-side move keeps the page; the document must not reload to show the other header.
    await page.evaluate(() => ((window as unknown as {marker: boolean}).marker = true));

    await page.getByRole('navigation', {name: 'Country'}).getByRole('link', {name: 'United States (USD)'}).click();

    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByText(usShipping)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
    // The footer renders afresh for the other store.
    await expect(aboutInFooter).toHaveAttribute('href', '/about');
    expect(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker)).toBe(true);
  });
});

test.describe('Addresses from content', () => {
  test('The footer signup’s third-party address never reaches the page @http', async ({request}) => {
    const endpoint = seededGlobal('en-us').footer[0].subscribe?.[0]?.endpoint;
    expect(endpoint).toBeTruthy();
    const html = await (await request.get('/')).text();
    expect(html).not.toContain(new URL(endpoint!).pathname);
  });
});

test.describe('Page titles', () => {
  test('A page names the store once in its title @http', async ({page}) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Green Packaging Co.');
  });
});
