import type {Page} from '@playwright/test';
import {asNewVisitor, expect, holdScripts, hydrated, scriptsRun, test} from './fixtures';
import {registerNewCustomer} from './account-helpers';

async function fillAddress(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, {exact: true}).fill(value);
}

test.describe('Addresses', () => {
  test.beforeEach(() => {
    // Each walks several signed-in pages on a shared two-core machine.
    test.slow();
  });

  test('A customer adds a US and a Canadian address, edits one, makes it the default and deletes the other', async ({
    page,
  }, testInfo) => {
    const js = scriptsRun(testInfo);
    const ip = await asNewVisitor(page);
    await registerNewCustomer(page, ip, 'Addie');
    await page.goto('/account/addresses');
    await expect(page.getByText('You have no default address yet.')).toBeVisible();
    // Opened once scripts run, the form is a dialog.
    if (js) await hydrated(page);

    await page.getByRole('link', {name: 'Add an address'}).click();
    const form = js ? page.getByRole('dialog', {name: 'Add an address'}) : page.getByRole('region', {name: 'Add an address'});
    await expect(form.getByLabel('Country')).toHaveValue('US');
    await fillAddress(page, {'First name': 'Addie', 'Last name': 'Tester', Address: '12 Elm St', City: 'Portland', 'ZIP code': '97201'});
    await form.getByLabel('State').selectOption({label: 'Oregon'});
    await form.getByRole('button', {name: 'Save address'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', {name: 'Default address'})).toContainText('Portland OR 97201');

    await page.getByRole('link', {name: 'Add an address'}).click();
    await form.getByLabel('Country').selectOption('CA');
    // With scripts the region follows the country; without, every country's regions are offered.
    const region = js ? form.getByLabel('Province') : form.getByLabel('State');
    if (js) await expect(form.getByLabel('Postal code')).toBeVisible();
    await region.selectOption({label: 'Quebec'});
    await fillAddress(page, {'First name': 'Addie', 'Last name': 'Tester', Address: '5 Rue Sainte-Catherine', City: 'Montréal'});
    await form.getByLabel(js ? 'Postal code' : 'ZIP code').fill('H2X 1Z4');
    await form.getByRole('button', {name: 'Save address'}).click();
    const others = page.getByRole('region', {name: 'Other addresses'});
    await expect(others).toContainText('Montréal QC H2X 1Z4');

    await others.getByRole('link', {name: /^Edit/}).click();
    const editForm = js ? page.getByRole('dialog', {name: 'Edit address'}) : page.getByRole('region', {name: 'Edit address'});
    await expect(editForm.getByLabel('City')).toHaveValue('Montréal');
    await editForm.getByLabel('City').fill('Laval');
    await editForm.getByRole('button', {name: 'Save address'}).click();
    await expect(others).toContainText('Laval QC H2X 1Z4');

    await others.getByRole('button', {name: /^Set as default/}).click();
    await expect(page.getByRole('region', {name: 'Default address'})).toContainText('Laval QC');
    await expect(others).toContainText('Portland OR');

    // Deleting asks first when it can; Cancel keeps the address.
    await others.getByRole('button', {name: /^Delete/}).click();
    if (js) {
      const confirm = page.getByRole('dialog', {name: 'Delete this address?'});
      await expect(confirm).toContainText('Portland');
      await confirm.getByRole('button', {name: 'Cancel'}).click();
      await expect(confirm).toBeHidden();
      await expect(others).toContainText('Portland OR');
      await others.getByRole('button', {name: /^Delete/}).click();
      await confirm.getByRole('button', {name: 'Delete'}).click();
    }
    await expect(others).toContainText('No other addresses.');
    await expect(page.getByRole('region', {name: 'Default address'})).toContainText('Laval QC');

    await page.goto('/account');
    if (js) await hydrated(page);
    await page.getByRole('button', {name: 'Delete default address'}).click();
    if (js) await page.getByRole('dialog', {name: 'Delete your default address?'}).getByRole('button', {name: 'Delete'}).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', {name: 'Account details'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Delete default address'})).toHaveCount(0);
  });

  test('An address in Germany shows the country’s name', async ({page}, testInfo) => {
    const js = scriptsRun(testInfo);
    const ip = await asNewVisitor(page);
    await registerNewCustomer(page, ip, 'Greta');
    await page.goto('/account/addresses');
    if (js) await hydrated(page);
    await page.getByRole('link', {name: 'Add an address'}).click();
    const form = js ? page.getByRole('dialog', {name: 'Add an address'}) : page.getByRole('region', {name: 'Add an address'});
    await form.getByLabel('Country').selectOption('DE');
    await fillAddress(page, {'First name': 'Greta', 'Last name': 'Tester', Address: 'Torstraße 1', City: 'Berlin'});
    // Without scripts the state list stays, every country's under its name; Germany needs none of them.
    await form.getByLabel('ZIP code').fill('10119');
    await form.getByRole('button', {name: 'Save address'}).click();
    const address = page.getByRole('region', {name: 'Default address'});
    await expect(address).toContainText('Berlin 10119');
    await expect(address).toContainText('Germany');
    await expect(address.getByText('DE', {exact: true})).toHaveCount(0);
  });

  test('An address form refuses missing fields and a missing state, and keeps what was typed', async ({page}, testInfo) => {
    const ip = await asNewVisitor(page);
    await registerNewCustomer(page, ip, 'Fay');
    const response = await page.request.post('/account/addresses?edit=new', {
      headers: {'oxygen-buyer-ip': ip},
      form: {intent: 'save', firstName: 'Fay', lastName: '', address1: '1 Main St', city: 'Boise', country: 'US', zip: '83702', province: ''},
    });
    expect(response.status()).toBe(400);
    const body = await response.text();
    expect(body).toContain('This field is required.');
    expect(body).toContain('1 Main St');
    if (!scriptsRun(testInfo)) return;
    await page.goto('/account/addresses');
    await hydrated(page);
    await page.getByRole('link', {name: 'Add an address'}).click();
    const form = page.getByRole('dialog', {name: 'Add an address'});
    await form.getByRole('button', {name: 'Save address'}).click();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('A form the page opens with keeps what was typed before scripts ran, and the Canadian store’s starts in Canada', {tag: '@js'}, async ({page}) => {
    const ip = await asNewVisitor(page);
    await registerNewCustomer(page, ip, 'Tess');
    const release = await holdScripts(page);
    await page.goto('/account/addresses?edit=new', {waitUntil: 'domcontentloaded'});
    const form = page.getByRole('region', {name: 'Add an address'});
    await form.getByLabel('First name').fill('Tess');
    release();
    await hydrated(page);
    // It stays in the page rather than becoming a dialog with an empty form.
    await expect(form.getByLabel('First name')).toHaveValue('Tess');
    await expect(form.getByLabel('Country')).toHaveValue('US');
    await form.getByRole('button', {name: 'Save address'}).click();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Tess');

    await page.goto('/en-ca/account/addresses?edit=new');
    await expect(page.getByRole('region', {name: 'Add an address'}).getByLabel('Country')).toHaveValue('CA');
  });
});
