import type {APIRequestContext, Page} from '@playwright/test';
import {NEW_ACCOUNTS_STOREFRONT_PORT} from '../../playwright.config';
import {asNewVisitor, expect, hydrated, scriptsRun, test} from './fixtures';
import {DEVON, newEmail, sandboxUrl} from './account-helpers';
import {NO_ORDERS} from '../../app/components/account/texts';

/**
 * New customer accounts (the Customer Account API): the e2e run's second store, which has the
 * Customer Account API's variables set, against the same sandbox as the first. Shopify's hosted
 * sign-in is the sandbox's, reached through the local runtime's mapping of shopify.com.
 */
test.use({baseURL: `http://127.0.0.1:${NEW_ACCOUNTS_STOREFRONT_PORT}`});

const CUPS = '/products/im-compostable-pla-cold-cups/800083';
const CUPS_TITLE = 'Green Print PLA Cold Cups';

/** Devon's order #1097 has five lines, each a different variant still on sale. */
const DEVON_ORDER = '1097';

/** The subjects of the sign-in code mails sent to `email` so far, newest first. */
async function codeMails(request: APIRequestContext, email: string): Promise<string[]> {
  const mails = (await (await request.get(`${sandboxUrl}/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
  }[];
  // The outbox lists the newest first.
  return mails.map((mail) => mail.subject).filter((subject) => /^\d{6} is your verification code$/.test(subject));
}

/**
 * Signs in on the hosted page the store sends `path`'s visitor to: the email, then the code the
 * sandbox's outbox shows. Another browser project may ask for a code for the same seeded customer
 * at the same moment, so each code mailed since this sign-in began is tried, newest first.
 */
async function signInByCode(page: Page, email: string, path = '/account/login') {
  await page.goto(path);
  await signInHere(page, email);
}

/** The hosted sign-in, from its first page. */
async function signInHere(page: Page, email: string) {
  const before = (await codeMails(page.request, email)).length;
  await expect(page.getByRole('heading', {name: 'Sign in'})).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', {name: 'Continue'}).click();
  await expect(page.getByRole('heading', {name: 'Enter code'})).toBeVisible();
  let codes: string[] = [];
  await expect(async () => {
    const all = await codeMails(page.request, email);
    codes = all.slice(0, all.length - before);
    expect(codes.length).toBeGreaterThan(0);
  }).toPass({timeout: 10_000});
  for (const subject of codes) {
    await page.getByLabel('6-digit code').fill(subject.slice(0, 6));
    await page.getByRole('button', {name: 'Submit'}).click();
    await page.waitForLoadState();
    if (!(await page.getByRole('heading', {name: 'Enter code'}).isVisible())) return;
  }
}

async function checkOut(page: Page, email: string): Promise<string> {
  await page.goto('/cart');
  await page.getByRole('button', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(/\/checkouts\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Newman');
  await page.getByLabel('Address', {exact: true}).fill('5 Oak Avenue');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State / Province').fill('OR');
  await page.getByLabel('ZIP / Postal code').fill('97205');
  await page.getByRole('button', {name: /^Pay now/}).click();
  const heading = page.getByRole('heading', {level: 1, name: /^Order #\d+/});
  await expect(heading).toBeVisible();
  return /#(\d+)/.exec((await heading.textContent()) ?? '')?.[1] ?? 'missing';
}

test.describe('New customer accounts', () => {
  test.beforeEach(async ({page}) => {
    // Each walks the hosted sign-in and several signed-in pages on a shared two-core machine.
    test.slow();
    await asNewVisitor(page);
  });

  test('The header’s Sign in leads to the hosted sign-in, and back to the page it was left from', {tag: '@desktop-layout'}, async ({
    page,
  }, testInfo) => {
    await page.goto('/faq');
    // With scripts the click is a client navigation whose answer redirects off the store.
    if (scriptsRun(testInfo)) await hydrated(page);
    await page.getByRole('banner').getByRole('link', {name: 'Sign in'}).click();
    await expect(page.getByRole('heading', {name: 'Sign in'})).toBeVisible();
    expect(new URL(page.url()).port).not.toBe(String(NEW_ACCOUNTS_STOREFRONT_PORT));
    await signInHere(page, newEmail('header'));
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${NEW_ACCOUNTS_STOREFRONT_PORT}/faq$`));
    await expect(page.getByRole('banner').getByText('My account').first()).toBeVisible();
  });

  test('A returning customer signs in by code, pages through the orders, opens one and reorders it', async ({page}) => {
    await signInByCode(page, DEVON.email, `/account/login?redirect=%2Faccount`);
    await expect(page.getByRole('heading', {level: 1, name: 'My account'})).toBeVisible();
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText(DEVON.email);

    const pages = page.getByRole('navigation', {name: 'Order pages'});
    await pages.getByRole('link', {name: 'Page 2'}).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('region', {name: 'Orders'}).getByRole('link', {name: /^#\d+$/}).first()).toBeVisible();

    await page.goto(`/account/orders/${DEVON_ORDER}`);
    await expect(page.getByRole('heading', {name: `Order #${DEVON_ORDER}`})).toBeVisible();
    const items = page.getByRole('region', {name: 'Items'});
    const boxes = items.getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    await expect(items.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[\w-]+\/\d+$/);
    await page.getByRole('button', {name: 'Reorder selected items'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', {name: 'Items in your cart'}).getByRole('listitem')).toHaveCount(5);
  });

  test('A new customer signs in by code, and the order they place lands in their account, hidden from others', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = newEmail('casey');
    // A first sign-in makes the account: there is no registration and no password.
    await signInByCode(page, email, '/account');
    await expect(page.getByRole('heading', {level: 1, name: 'My account'})).toBeVisible();
    await expect(page.getByText(NO_ORDERS)).toBeVisible();

    await page.goto(CUPS);
    await page.getByRole('main').getByRole('button', {name: 'Add to cart'}).click();
    await expect(page.getByRole('dialog', {name: 'Added to your cart'}).or(page.getByRole('heading', {level: 1, name: 'Cart'})).first()).toBeVisible();
    const orderNumber = await checkOut(page, `someone-else-${Date.now()}@example.com`);

    await page.goto('/account');
    await page.getByRole('region', {name: 'Orders'}).getByRole('link', {name: `#${orderNumber}`, exact: true}).click();
    await expect(page.getByRole('heading', {name: `Order #${orderNumber}`})).toBeVisible();
    // The page holds the items twice, as cards and as a table, and its stylesheet shows one: a
    // heading can be read before that stylesheet has applied, the page as a person sees it only after.
    await page.waitForLoadState();
    await expect(page.getByRole('region', {name: 'Items'})).toContainText(CUPS_TITLE);

    // Signing out ends the session at Shopify too, then comes back to the store.
    await page.goto('/account');
    // On a phone the account's sections sit behind a disclosure.
    const menu = page.getByText('Account menu');
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', {name: 'Sign out'}).filter({visible: true}).click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${NEW_ACCOUNTS_STOREFRONT_PORT}/$`));
    await page.goto('/account');
    await expect(page.getByRole('heading', {name: 'Sign in'})).toBeVisible();

    await signInByCode(page, newEmail('other'), '/account/login');
    await expect(page.getByRole('heading', {level: 1, name: 'My account'})).toBeVisible();
    const response = await page.goto(`/account/orders/${orderNumber}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main')).not.toContainText(CUPS_TITLE);
  });

  test('A customer keeps an address book and a name and finds the deals; the store never asks for a password', async ({page}, testInfo) => {
    const js = scriptsRun(testInfo);
    await signInByCode(page, newEmail('addie'), '/account/addresses');
    await expect(page.getByText('You have no default address yet.')).toBeVisible();
    // Opened once scripts run, the form is a dialog.
    if (js) await hydrated(page);

    const fill = async (fields: Record<string, string>) => {
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, {exact: true}).fill(value);
    };
    await page.getByRole('link', {name: 'Add an address'}).click();
    const form = js ? page.getByRole('dialog', {name: 'Add an address'}) : page.getByRole('region', {name: 'Add an address'});
    await fill({'First name': 'Addie', 'Last name': 'Tester', Address: '12 Elm St', City: 'Portland', 'ZIP code': '97201'});
    await form.getByLabel('State').selectOption({label: 'Oregon'});
    await form.getByRole('button', {name: 'Save address'}).click();
    await expect(page.getByRole('region', {name: 'Default address'})).toContainText('Portland OR 97201');

    await page.getByRole('link', {name: 'Add an address'}).click();
    await fill({'First name': 'Addie', 'Last name': 'Tester', Address: '9 Pine St', City: 'Salem', 'ZIP code': '97301'});
    await form.getByLabel('State').selectOption({label: 'Oregon'});
    await form.getByRole('button', {name: 'Save address'}).click();
    const others = page.getByRole('region', {name: 'Other addresses'});
    await expect(others).toContainText('Salem OR 97301');

    await others.getByRole('link', {name: /^Edit/}).click();
    const editForm = js ? page.getByRole('dialog', {name: 'Edit address'}) : page.getByRole('region', {name: 'Edit address'});
    await editForm.getByLabel('City').fill('Eugene');
    await editForm.getByRole('button', {name: 'Save address'}).click();
    await expect(others).toContainText('Eugene OR 97301');

    await others.getByRole('button', {name: /^Set as default/}).click();
    await expect(page.getByRole('region', {name: 'Default address'})).toContainText('Eugene OR');
    await others.getByRole('button', {name: /^Delete/}).click();
    if (js) await page.getByRole('dialog', {name: 'Delete this address?'}).getByRole('button', {name: 'Delete'}).click();
    await expect(others).toContainText('No other addresses.');

    // Opened with the page, the form is in the page, with or without scripts.
    await page.goto('/account?edit=profile');
    const profile = page.getByRole('region', {name: 'Edit information'});
    await expect(profile.getByLabel('First name')).toBeVisible();
    await expect(profile.getByLabel(/password/i)).toHaveCount(0);
    await expect(profile.getByLabel('Email')).toHaveCount(0);
    await profile.getByLabel('First name').fill('Adelaide');
    await profile.getByLabel('Last name').fill('Newman');
    await profile.getByRole('button', {name: 'Save'}).click();
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText('Adelaide Newman');

    await page.goto('/account/deals');
    await expect(page.getByRole('heading', {level: 1, name: 'This month’s deals'})).toBeVisible();

    // The password pages of legacy accounts lead to the hosted sign-in instead.
    await page.goto('/account/register');
    await expect(page).toHaveURL(/\/account$/);
  });
});
