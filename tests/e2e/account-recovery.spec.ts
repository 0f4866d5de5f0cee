import {asNewVisitor, expect, scriptsRun, test} from './fixtures';
import {invitedCustomerFor, linkFromOutbox, registerNewCustomer, signIn} from './account-helpers';

test.describe('Forgotten passwords and activation', () => {
  test.beforeEach(() => {
    // Each walks several pages and the sandbox outbox on a shared two-core machine.
    test.slow();
  });

  test('A customer who forgot their password follows the emailed link, sets a new one and signs in with it', async ({
    page,
    context,
    request,
    expectAccessible,
  }, testInfo) => {
    const ip = await asNewVisitor(page);
    const customer = await registerNewCustomer(page, ip, 'Forgetful');
    await context.clearCookies();

    await page.goto('/account/login');
    await page.getByRole('link', {name: 'Forgot your password?'}).click();
    await expect(page).toHaveURL(/\/account\/forgot$/);
    // The sign-in page has an Email field too: type only once the reset page has replaced it.
    await expect(page.getByRole('heading', {level: 1, name: 'Reset your password'})).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', {name: 'Send the reset link'}).click();
    await expect(page.getByRole('status')).toContainText(customer.email);
    await expect(page.getByRole('button', {name: 'Resend the email'})).toBeVisible();
    if (scriptsRun(testInfo)) await expectAccessible();

    const resetPath = await linkFromOutbox(request, customer.email, '/account/reset/');
    await page.goto(resetPath);
    await expect(page.getByRole('heading', {name: 'Set a new password'})).toBeVisible();
    await page.getByLabel('New password', {exact: true}).fill('fresh-start');
    await page.getByLabel('Confirm new password').fill('fresh-start');
    await page.getByRole('button', {name: 'Save new password'}).click();
    await expect(page.getByRole('status')).toHaveText(/Your password has been changed/);
    await page.getByRole('main').getByRole('link', {name: 'Sign in'}).click();
    await expect(page).toHaveURL(/\/account\/login$/);

    await signIn(page, {email: customer.email, password: 'fresh-start'});
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText(customer.email);
  });

  test('The invited customer activates their account from the emailed link and signs in', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    const email = invitedCustomerFor(testInfo.project.name);
    await asNewVisitor(page);
    const activatePath = await linkFromOutbox(request, email, '/account/activate/');
    await page.goto(activatePath);
    await expect(page.getByRole('heading', {name: 'Activate your account'})).toBeVisible();
    await page.getByLabel('New password', {exact: true}).fill('welcome-aboard');
    await page.getByLabel('Confirm new password').fill('welcome-aboard');
    await page.getByRole('button', {name: 'Activate account'}).click();
    await expect(page.getByRole('status')).toHaveText(/Your account is active/);
    if (scriptsRun(testInfo)) await expectAccessible();
    await page.getByRole('main').getByRole('link', {name: 'Sign in'}).click();
    await expect(page).toHaveURL(/\/account\/login$/);

    await signIn(page, {email, password: 'welcome-aboard'});
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText(email);
  });

  test('A reset form refuses a confirmation that differs, in place', {tag: '@js'}, async ({page, expectAccessible}) => {
    await asNewVisitor(page);
    await page.goto('/account/reset/1/sometoken');
    await page.getByLabel('New password', {exact: true}).fill('abc');
    await page.getByRole('button', {name: 'Save new password'}).click();
    await expect(page.getByText('Please use at least 6 characters.')).toBeVisible();
    await page.getByLabel('New password', {exact: true}).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdeg');
    await page.getByRole('button', {name: 'Save new password'}).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expectAccessible();
  });

  test('A used or made-up reset link is refused with a reason, never a success', {tag: '@http'}, async ({request}) => {
    const response = await request.post('/account/reset/1/not-a-real-token', {
      headers: {'oxygen-buyer-ip': '10.220.0.1'},
      form: {password: 'secret12', passwordConfirmation: 'secret12'},
    });
    expect(response.status()).toBe(400);
    const body = await response.text();
    expect(body).not.toContain('Your password has been changed');
    expect(body).not.toContain('secret12');
    expect((await request.get('/account/reset/abc/../../x')).status()).toBe(404);
  });
});
