import type {Locator, Page} from '@playwright/test';
import {randomUUID} from 'node:crypto';
import {SANDBOX_PORT} from '../../playwright.config';
import {asNewVisitor, expect, hydrated, scriptsRun, seededGlobal, test} from './fixtures';

const subscribe = seededGlobal().footer[0].subscribe?.[0];

async function subscriptionOf(email: string) {
  const {subscriptions} = (await (
    await fetch(`http://127.0.0.1:${SANDBOX_PORT}/klaviyo/received.json`)
  ).json()) as {
    subscriptions: {email: string; listId: string; fields: Record<string, string>}[];
  };
  return subscriptions.find((each) => each.email === email);
}

/** Signs a new address up through a signup form and waits for the thanks; gives the address. */
async function signUpThrough(signup: Locator, prefix: string): Promise<string> {
  const email = `${prefix}+${randomUUID().slice(0, 8)}@example.com`;
  await signup.getByLabel('Email address').fill(email);
  await signup.getByRole('button', {name: subscribe?.submit_text}).click();
  await expect(signup.getByRole('status')).toHaveText(subscribe?.success_text ?? '');
  return email;
}

/** The footer's signup. */
function footerSignup(page: Page) {
  return page.getByRole('contentinfo').getByRole('region', {name: subscribe?.title});
}

/** The blog sidebar's signup (large screens only). */
function blogSignup(page: Page) {
  return page
    .getByRole('complementary', {name: 'Browse the blog'})
    .getByRole('region', {name: subscribe?.title});
}

test.beforeEach(async ({page}) => {
  await asNewVisitor(page);
});

test.describe('The footer newsletter', () => {
  test('A visitor subscribes from the footer of any page and lands back on it, thanked', async ({
    page,
  }) => {
    await page.goto('/about');
    const signup = page.getByRole('region', {name: subscribe?.title});
    const email = await signUpThrough(signup, 'news');
    await expect(page).toHaveURL(/\/about(#newsletter-footer)?$/);
    expect(await subscriptionOf(email)).toMatchObject({
      listId: 'WkTq9R',
      fields: {$fields: 'signup_form,$source', $source: 'Footer', signup_form: 'footer'},
    });
  });

  test(
    'After the thanks, the form comes back empty for the next person',
    {tag: '@js'},
    async ({page}) => {
      await page.goto('/about');
      const signup = page.getByRole('region', {name: subscribe?.title});
      await signUpThrough(signup, 'news');
      await expect(signup.getByLabel('Email address')).toHaveValue('', {timeout: 8000});
      await expect(signup.getByRole('status')).toHaveCount(0);
    },
  );

  test('A blank address is refused by the field, with or without JavaScript', async ({page}) => {
    await page.goto('/about');
    const signup = page.getByRole('region', {name: subscribe?.title});
    await signup.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
    await signup.getByLabel('Email address').fill('   ');
    await signup.getByRole('button', {name: subscribe?.submit_text}).click();
    await expect(signup.getByLabel('Email address')).toHaveAccessibleDescription(
      'This field is required.',
    );
  });

  test('Sent empty, the footer’s signup says an address is needed', {tag: '@js'}, async ({page}) => {
    await page.goto('/about');
    const signup = footerSignup(page);
    // Until the page's scripts run, the browser's own bubble speaks for the field; then the store's message shows.
    await expect(async () => {
      await signup.getByRole('button', {name: subscribe?.submit_text}).click();
      await expect(signup.getByLabel('Email address')).toHaveAccessibleDescription('This field is required.', {timeout: 1000});
    }).toPass();
    await expect(signup.getByText('This field is required.')).toBeVisible();
  });

  test('A signup whose post is lost on the way keeps the page and the address, with the submit error', {
    tag: ['@js', '@desktop-layout'],
  }, async ({page}) => {
    await page.goto('/about');
    await hydrated(page);
    await page.route('**/api/newsletter*', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const signup = footerSignup(page);
    await signup.getByLabel('Email address').fill('kim@example.com');
    await signup.getByRole('button', {name: subscribe?.submit_text}).click();
    await expect(signup.getByRole('alert')).toHaveText('Sorry, we could not send this form. Please try again in a moment.');
    await expect(signup.getByLabel('Email address')).toHaveValue('kim@example.com');
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/Something went wrong/);
  });

  test('The footer’s signup wants an address that looks like one, and keeps what was typed', async ({page}) => {
    await page.goto('/about');
    const signup = footerSignup(page);
    await signup.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
    await signup.getByLabel('Email address').fill('not-an-email');
    await signup.getByRole('button', {name: subscribe?.submit_text}).click();
    await expect(signup.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(signup.getByLabel('Email address')).toHaveValue('not-an-email');
    await expect(signup.getByRole('alert')).toHaveCount(0);
  });

  test('An address the email service would refuse comes back on the page with the reason, never as raw data', async ({
    page,
  }) => {
    await page.goto('/about');
    const signup = footerSignup(page);
    // The browser's own check takes `a@b` (no dot is needed), so the store's schema must catch it:
    // in the browser with scripts, on the server without them.
    await signup.getByLabel('Email address').fill('a@b');
    await signup.getByRole('button', {name: subscribe?.submit_text}).click();
    await expect(signup.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(signup.getByLabel('Email address')).toHaveValue('a@b');
    await expect(page).toHaveURL(/\/about(#newsletter-footer)?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(signup.getByRole('alert')).toHaveCount(0);
  });

  test('The footer signup stays off the pages the editors hid it from', async ({page}) => {
    const footerSignup = page
      .getByRole('contentinfo')
      .getByRole('region', {name: subscribe?.title});
    await page.goto('/about');
    await expect(footerSignup).toBeVisible();
    await page.goto('/blog');
    await expect(footerSignup).toHaveCount(0);
  });
});

test.describe('The blog newsletter', {tag: '@desktop-layout'}, () => {
  test('A reader subscribes from the blog’s sidebar and the list hears it came from the blog', async ({
    page,
  }) => {
    await page.goto('/blog');
    // With scripts, the sidebar is live: the signup answers in place, without loading a new page.
    if (scriptsRun(test.info())) {
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    }
    const signup = blogSignup(page);
    const email = await signUpThrough(signup, 'blog');
    await expect(page).toHaveURL(/\/blog(#newsletter-blog)?$/);
    if (scriptsRun(test.info())) expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await subscriptionOf(email)).toMatchObject({
      listId: 'WkTq9R',
      fields: {$source: 'Blog', signup_form: 'blog'},
    });
  });

  test('Sent empty, the blog’s signup says an address is needed', {tag: '@js'}, async ({page}) => {
    await page.goto('/blog');
    const signup = blogSignup(page);
    await expect(async () => {
      await signup.getByRole('button', {name: subscribe?.submit_text}).click();
      await expect(signup.getByLabel('Email address')).toHaveAccessibleDescription('This field is required.', {timeout: 1000});
    }).toPass();
  });

  test('The blog’s signup wants an address that looks like one, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/blog');
    const signup = blogSignup(page);
    await signup.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
    await signup.getByLabel('Email address').fill('not-an-address');
    await signup.getByRole('button', {name: subscribe?.submit_text}).click();
    await expect(signup.getByLabel('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(signup.getByLabel('Email address')).toHaveValue('not-an-address');
  });
});
