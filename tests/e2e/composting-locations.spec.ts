import {expect, test, watchDataRequests} from './fixtures';

test.describe('Composting locations', () => {
  test('A visitor picks a state and sees its regions with locations sorted by name', {tag: '@js'}, async ({page, expectAccessible}) => {
    const dataRequests = watchDataRequests(page);
    await page.goto('/composting-locations');
    await expect(page.getByRole('heading', {level: 1, name: 'Where do compostable cups go?'})).toBeVisible();
    const finder = page.locator('#composter-finder');
    // Nothing is shown until a state is picked, and the picker needs no button with scripts on.
    await expect(finder.getByRole('heading', {level: 3})).toHaveCount(0);
    await expect(finder.getByRole('button', {name: 'Show locations'})).toHaveCount(0);

    await page.getByLabel('State').selectOption({label: 'Oregon'});
    await expect(page).toHaveURL(/\/composting-locations\?state=oregon$/);
    await expect(page.getByRole('heading', {name: 'Composting locations in Oregon'})).toBeVisible();
    const regions = finder.getByRole('heading', {level: 4});
    const regionNames = await regions.allTextContents();
    expect(regionNames.length).toBeGreaterThan(1);
    expect(regionNames).toEqual([...regionNames].sort((a, b) => a.localeCompare(b)));
    for (const region of await finder.locator('section').all()) {
      const names = (await region.getByRole('listitem').allTextContents()).map((name) =>
        name.replace(' (opens in a new tab)', ''),
      );
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    const website = finder.getByRole('link', {name: /Columbia Slough Organics/});
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(website).toHaveAttribute('href', 'https://columbiasloughorganics.example');
    await expectAccessible();

    await page.getByLabel('State').selectOption({label: 'Vermont'});
    await expect(page.getByRole('heading', {name: 'Composting locations in Vermont'})).toBeVisible();
    await expect(page).toHaveURL(/\?state=vermont$/);
    expect(dataRequests, 'requests made by blocks after the page loaded').toEqual([]);
  });

  test.describe('without JavaScript', {tag: '@desktop-layout'}, () => {
    test.use({javaScriptEnabled: false});

    test('The state picker asks the server and the list comes back', async ({page}) => {
      await page.goto('/composting-locations');
      await page.getByLabel('State').selectOption({label: 'New York'});
      await page.getByRole('button', {name: 'Show locations'}).click();
      await expect(page).toHaveURL(/\/composting-locations\?state=new-york#composter-finder$/);
      await expect(page.getByRole('heading', {name: 'Composting locations in New York'})).toBeVisible();
      await expect(page.getByLabel('State')).toHaveValue('new-york');
      await expect(page.locator('#composter-finder').getByRole('heading', {level: 4}).first()).toBeVisible();
    });
  });

  test('An address naming an unknown state shows the editor’s empty text', async ({page}) => {
    await page.goto('/composting-locations?state=atlantis');
    await expect(page.getByText('We have no composting locations listed here yet.')).toBeVisible();
  });

  test('The Canadian store lists the same locations', async ({page}) => {
    await page.goto('/en-ca/composting-locations?state=texas');
    await expect(page.getByLabel('State or province')).toHaveValue('texas');
    await expect(page.getByRole('heading', {name: 'Composting locations in Texas'})).toBeVisible();
  });
});
