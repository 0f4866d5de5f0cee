import type {APIRequestContext} from '@playwright/test';
import {asNewVisitor, expect, holdScripts, hydrated, scriptsRun, test} from './fixtures';
import {DEVON, MARIA, registerNewCustomer, signIn} from './account-helpers';

test.describe('Profile', () => {
  test.beforeEach(() => {
    test.slow();
  });

  test('A customer changes their name and password, and signs in with the new password', async ({page, context}, testInfo) => {
    const js = scriptsRun(testInfo);
    const ip = await asNewVisitor(page);
    const customer = await registerNewCustomer(page, ip, 'Renee');
    await page.goto('/account');
    if (js) await hydrated(page);
    await page.getByRole('link', {name: 'Edit information'}).click();
    const form = js ? page.getByRole('dialog', {name: 'Edit information'}) : page.getByRole('region', {name: 'Edit information'});
    await expect(form.getByLabel('Email')).toHaveValue(customer.email);
    await form.getByLabel('First name').fill('Renata');
    if (js) {
      // Without scripts the browser itself refuses a short password (minlength), before any post.
      await form.getByLabel('Password', {exact: true}).fill('short');
      await form.getByRole('button', {name: 'Save'}).click();
      await expect(form.getByText('Please use at least 6 characters.')).toBeVisible();
    }
    await form.getByLabel('Password', {exact: true}).fill('renamed-99');
    await form.getByLabel('Confirm password (when changing it)').fill('renamed-99');
    await form.getByRole('button', {name: 'Save'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText('Renata Tester');

    await context.clearCookies();
    await signIn(page, {email: customer.email, password: 'renamed-99'});
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText('Renata Tester');
  });

  test('The edit form opens at its own address only, in its dialog, and checks what is typed', {tag: '@js'}, async ({
    page,
  }) => {
    const ip = await asNewVisitor(page);
    await registerNewCustomer(page, ip, 'Dora');
    await page.goto('/account');
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A page opened at its address keeps the form in the page, and what was typed before scripts ran.
    const release = await holdScripts(page);
    await page.goto('/account?edit=profile', {waitUntil: 'domcontentloaded'});
    await page.getByRole('region', {name: 'Edit information'}).getByLabel('First name').fill('Dorothea');
    release();
    await hydrated(page);
    await expect(page.getByRole('region', {name: 'Edit information'}).getByLabel('First name')).toHaveValue('Dorothea');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/account');
    await hydrated(page);
    await page.getByRole('link', {name: 'Edit information'}).click();
    const dialog = page.getByRole('dialog', {name: 'Edit information'});
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password', {exact: true}).fill('short');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog.getByText('Please use at least 6 characters.')).toBeVisible();
  });
});

/** Every account page a customer has, as one customer (or nobody) sees them. */
const PAGES = ['/account', '/account?page=2', '/account/addresses', '/account/orders/1097', '/en-ca/account'];

async function signedIn(request: APIRequestContext, who: {email: string; password: string}, ip: string) {
  const response = await request.post('/account/login', {
    headers: {'oxygen-buyer-ip': ip},
    form: {email: who.email, password: who.password},
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

async function load(request: APIRequestContext) {
  const bodies: string[] = [];
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    bodies.push(await response.text());
  }
  return bodies.join('\n');
}

test('No customer ever sees another customer’s name, email, orders or addresses', {tag: '@http'}, async ({
  playwright,
  baseURL,
}) => {
  const devon = await playwright.request.newContext({baseURL});
  const maria = await playwright.request.newContext({baseURL});
  const nobody = await playwright.request.newContext({baseURL});
  await signedIn(devon, DEVON, '10.230.0.1');
  const devonSees = await load(devon);
  // Devon's own pages do show Devon's data, so its absence below means something.
  for (const mark of [DEVON.email, 'Lakeshore Brewing', 'Order #1097']) expect(devonSees).toContain(mark);

  await signedIn(maria, MARIA, '10.230.0.2');
  const mariaSees = await load(maria);
  expect(mariaSees).toContain(MARIA.email);
  const anonymousSees = await load(nobody);
  for (const seen of [mariaSees, anonymousSees]) {
    for (const mark of [DEVON.email, 'Lakeshore Brewing', 'Order #1097', 'Devon']) expect(seen).not.toContain(mark);
  }
  for (const context of [devon, maria, nobody]) await context.dispose();
});
