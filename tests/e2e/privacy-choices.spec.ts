import {expect, test} from './fixtures';

const BUTTON = 'Do Not Sell or Share My Personal Information';

test.describe('Privacy choices', () => {
  test('A visitor opts out of the sale or sharing of their information from the privacy policy', {tag: '@js'}, async ({page, context, expectAccessible}) => {
    await page.goto('/policies/privacy-policy');
    await page.getByRole('button', {name: BUTTON}).click();
    const dialog = page.getByRole('dialog', {name: 'Your privacy choices'});
    await expect(dialog).toBeVisible();
    await expectAccessible();

    await dialog.getByLabel('Do not sell or share my personal information').check();
    await dialog.getByRole('button', {name: 'Save my choice'}).click();
    await expect(dialog.getByRole('status')).toHaveText('Your choice is saved.');
    await expect(page).toHaveURL(/\/policies\/privacy-policy$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'privacy_opt_out')?.value).toBe('1');
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual({event: 'privacy_choice', sale_of_data: 'denied'});
  });

  test('A visitor who opted out earlier finds the choice ticked in the dialog and on its page', {tag: '@js'}, async ({
    page,
    context,
    baseURL,
    expectAccessible,
  }) => {
    await context.addCookies([{name: 'privacy_opt_out', value: '1', url: baseURL!}]);
    await page.goto('/policies/privacy-policy');
    await page.getByRole('button', {name: BUTTON}).click();
    await expect(page.getByRole('dialog').getByLabel('Do not sell or share my personal information')).toBeChecked();

    await page.goto('/privacy-choices');
    await expect(page.getByRole('heading', {level: 1, name: 'Your privacy choices'})).toBeVisible();
    await expect(page.getByLabel('Do not sell or share my personal information')).toBeChecked();
    await expectAccessible();
  });

  test('The privacy choices page refuses a value that is not a choice, and saves each choice', {tag: '@http'}, async ({
    request,
    baseURL,
  }) => {
    const headers = {Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin'};
    const refused = await request.post('/privacy-choices', {headers, form: {opt_out: 'sell-it-all'}});
    expect(refused.status()).toBe(400);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    expect(await refused.text()).toContain('Your privacy choices');

    const optOut = await request.post('/en-ca/privacy-choices', {headers, form: {opt_out: 'on'}});
    expect(optOut.status()).toBe(200);
    expect(optOut.headers()['set-cookie']).toMatch(/^privacy_opt_out=1; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(optOut.headers()['cache-control']).toContain('no-store');

    const optIn = await request.post('/privacy-choices', {headers, form: {}});
    expect(optIn.headers()['set-cookie']).toMatch(/^privacy_opt_out=0;/);
  });

  test.describe('without JavaScript', {tag: '@desktop-layout'}, () => {
    test.use({javaScriptEnabled: false});

    test('The dialog still opens and the choice is saved by the privacy choices page', async ({page, context}) => {
      await page.goto('/policies/privacy-policy');
      await page.getByRole('button', {name: BUTTON}).click();
      const dialog = page.getByRole('dialog', {name: 'Your privacy choices'});
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Do not sell or share my personal information').check();
      await dialog.getByRole('button', {name: 'Save my choice'}).click();

      await expect(page).toHaveURL(/\/privacy-choices$/);
      await expect(page.getByRole('heading', {level: 1, name: 'Your privacy choices'})).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Your choice is saved.');
      await expect(page.getByLabel('Do not sell or share my personal information')).toBeChecked();
      expect((await context.cookies()).find((cookie) => cookie.name === 'privacy_opt_out')?.value).toBe('1');
    });
  });
});
