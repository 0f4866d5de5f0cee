import {asNewVisitor, expect, scriptsRun, test} from './fixtures';
import {marketingSignup, newEmail, signIn} from './account-helpers';

test.describe('Registration', () => {
  test.beforeEach(async ({page}) => {
    // Each walks several signed-in pages on a shared two-core machine.
    test.slow();
    await asNewVisitor(page);
  });

  test('A new trade customer registers with the newsletter and their industry, signs out, and signs back in', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    const email = newEmail('brewery');
    await page.goto('/account/register');
    await expect(page.getByLabel('Join our newsletter for news and offers')).toBeChecked();
    if (scriptsRun(testInfo)) await expectAccessible();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hopsworth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', {exact: true}).fill('hoppy-ales');
    await page.getByLabel('Confirm password').fill('hoppy-ales');
    await page.getByLabel('Industry', {exact: true}).selectOption('Brewery');
    await page.getByRole('button', {name: 'Create account'}).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText('Robin Hopsworth');
    await expect(page.getByText('You haven’t placed any orders yet.')).toBeVisible();
    const signup = await marketingSignup(request, email);
    expect(signup?.fields).toMatchObject({Industry: 'Brewery', $source: 'Account Registration'});

    await page.goto('/account/logout');
    await page.getByRole('main').getByRole('button', {name: 'Sign out'}).click();
    // Signed out once the home page shows: going to sign in before that can cut the post short,
    // and a customer still signed in is sent from the sign-in page to their account.
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, {email, password: 'hoppy-ales'});
    await expect(page.getByRole('region', {name: 'Account details'})).toContainText(email);
  });

  test('Without the newsletter no industry is asked for, and none is sent', {tag: '@js'}, async ({page, request}) => {
    const email = newEmail('quiet');
    await page.goto('/account/register');
    await page.getByLabel('Join our newsletter for news and offers').uncheck();
    await expect(page.getByLabel('Industry', {exact: true})).toHaveCount(0);
    await page.getByLabel('First name').fill('Quinn');
    await page.getByLabel('Last name').fill('Silent');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', {exact: true}).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret12');
    await page.getByRole('button', {name: 'Create account'}).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(await marketingSignup(request, email)).toBeUndefined();
  });

  test('Registration explains every rule it refuses, in place', {tag: '@js'}, async ({page, expectAccessible}) => {
    await page.goto('/account/register');
    const create = page.getByRole('button', {name: 'Create account'});
    await create.click();
    await expect(page.getByText('This field is required.')).toHaveCount(5);
    await expectAccessible();

    await page.getByLabel('First name').fill('Val');
    await page.getByLabel('Last name').fill('Idate');
    await page.getByLabel('Email').fill('val@');
    await page.getByLabel('Password', {exact: true}).fill('short');
    await create.click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please use at least 6 characters.')).toBeVisible();

    await page.getByLabel('Email').fill('val@example.com');
    await page.getByLabel('Password', {exact: true}).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret13');
    await page.getByLabel('Industry', {exact: true}).selectOption('Other');
    await create.click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(page.getByLabel('Your industry')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();
  });
});

test.describe('Registration, checked by the server', () => {
  const valid = {
    firstName: 'Sam',
    lastName: 'Server',
    email: 'sam@example.com',
    password: 'secret12',
    passwordConfirmation: 'secret12',
    acceptsMarketing: 'on',
    industry: 'Cafe & Coffee Shop',
    _botbait: '',
  };
  const cases: [string, Record<string, string>, string][] = [
    ['a missing first name', {firstName: ''}, 'This field is required.'],
    ['a missing last name', {lastName: '  '}, 'This field is required.'],
    ['a malformed email', {email: 'sam@'}, 'Please enter a valid email address.'],
    ['a short password', {password: 'abc', passwordConfirmation: 'abc'}, 'Please use at least 6 characters.'],
    ['a confirmation that differs', {passwordConfirmation: 'secret13'}, 'The passwords do not match.'],
    ['no industry while joining', {industry: ''}, 'This field is required.'],
    ['Other without saying what', {industry: 'Other', industryOther: ''}, 'This field is required.'],
    ['an industry not offered', {industry: 'Pirate'}, 'This field is required.'],
    ['an over-long name', {firstName: 'x'.repeat(101)}, 'Please use no more than 100 characters.'],
  ];
  for (const [what, change, message] of cases) {
    test(`Registration with ${what} is a 400 that says why and never echoes the password`, {tag: '@http'}, async ({
      request,
    }) => {
      const response = await request.post('/account/register', {
        headers: {'oxygen-buyer-ip': `10.210.${cases.findIndex(([name]) => name === what)}.1`},
        form: {...valid, ...change},
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      const body = await response.text();
      expect(body).toContain(message.replace(/'/g, '&#x27;'));
      expect(body).not.toContain('secret12');
    });
  }

  test('A taken email is refused with Shopify’s reason, and no account is made', {tag: '@http'}, async ({request}) => {
    const response = await request.post('/account/register', {
      headers: {'oxygen-buyer-ip': '10.211.0.1'},
      form: {...valid, email: 'maria@example.com', acceptsMarketing: ''},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toMatch(/taken|already/i);
  });
});
