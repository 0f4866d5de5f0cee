import {asNewVisitor, expect, hydrated, scriptsRun, test} from './fixtures';
import {DEVON, JAMES, MARIA, signIn} from './account-helpers';

test.describe('Signing in and the account overview', () => {
  test.beforeEach(async ({page}) => {
    // Each walks several signed-in pages on a shared two-core machine.
    test.slow();
    await asNewVisitor(page);
  });

  // The table is the desktop layout; on a phone the orders are cards (account-orders.spec.ts).
  test('A customer with 88 orders signs in, sees their details and pages to the last of their 75 newest orders', {
    tag: '@desktop-layout',
  }, async ({page, expectAccessible}, testInfo) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/);
    await signIn(page, DEVON, page.url());

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', {name: 'My account', level: 1})).toBeVisible();
    const details = page.getByRole('region', {name: 'Account details'});
    await expect(details).toContainText(DEVON.email);
    await expect(details).toContainText(DEVON.name);
    // Stored as +13125550142; read as people write it.
    await expect(details).toContainText('(312) 555-0142');

    const orders = page.getByRole('region', {name: 'Orders', exact: true});
    await expect(orders.getByRole('row')).toHaveCount(13);
    await expect(orders.getByRole('columnheader')).toHaveText([
      'Order',
      'Date',
      'Payment status',
      'Fulfilment status',
      'Total',
      'Invoice',
    ]);
    await expect(orders.getByRole('link', {name: /Invoice for order/}).first()).toHaveAttribute(
      'href',
      /^\/account\/orders\/\d+\/invoice$/,
    );
    await expect(orders.getByRole('list')).toHaveCount(0);
    // axe runs in the page, so only where scripts do.
    if (scriptsRun(testInfo)) await expectAccessible();

    await page.getByRole('navigation', {name: 'Order pages'}).getByRole('link', {name: 'Page 7'}).click();
    await expect(page).toHaveURL(/\?page=7$/);
    await expect(page.getByRole('region', {name: 'Orders'}).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('navigation', {name: 'Order pages'}).getByRole('link', {name: 'Page 7'})).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('A wrong password says "Incorrect Password" and keeps the email', async ({page}) => {
    await signIn(page, {email: MARIA.email, password: 'not-her-password'});
    await expect(page.getByRole('alert')).toHaveText('Incorrect Password');
    await expect(page.getByLabel('Email')).toHaveValue(MARIA.email);
  });

  test('Signing in goes back to the account page asked for, and never to another site', async ({page}) => {
    await signIn(page, JAMES, '/en-ca/account/login?redirect=%2Fen-ca%2Faccount%3Fpage%3D1');
    await expect(page).toHaveURL(/\/en-ca\/account\?page=1$/);
    await expect(page.getByText('You haven’t placed any orders yet.')).toBeVisible();

    const other = page.context();
    await other.clearCookies();
    await signIn(page, JAMES, '/account/login?redirect=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account$/);
  });

  test('Signing out ends the session for good: the old cookie, replayed, is sent to sign in', async ({page, context}) => {
    await signIn(page, MARIA);
    await expect(page.getByRole('heading', {name: 'My account', level: 1})).toBeVisible();
    const signedInCookies = await context.cookies();

    await page.goto('/account/logout');
    await page.getByRole('main').getByRole('button', {name: 'Sign out'}).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login/);

    await context.clearCookies();
    await context.addCookies(signedInCookies);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/);
    await expect(page.getByRole('heading', {name: 'Sign in'})).toBeVisible();
  });

  test('A signed-in customer finds their orders, addresses and sign-out in the header menu', {tag: '@desktop-layout'}, async ({
    page,
  }, testInfo) => {
    await signIn(page, MARIA);
    await expect(page.getByRole('heading', {name: 'My account', level: 1})).toBeVisible();
    await page.goto('/');
    // With scripts, the pointer arriving to click also starts the menu's hover opening, and the
    // second click lands before it is due: the click must win.
    if (scriptsRun(testInfo)) await hydrated(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('group').getByText('My account').click();
    await expect(banner.getByRole('link', {name: 'Addresses'})).toHaveAttribute('href', '/account/addresses');
    await banner.getByRole('group').getByText('My account').click();
    await expect(banner.getByRole('link', {name: 'Addresses'})).toBeHidden();
    if (scriptsRun(testInfo)) {
      // Still closed once the hover opening would have been due.
      await page.waitForTimeout(400);
      await expect(banner.getByRole('link', {name: 'Addresses'})).toBeHidden();
      // With a mouse it also opens once the pointer rests on it (once the page has hydrated, hence
      // the retries), and closes when the pointer leaves.
      await expect(async () => {
        await page.getByRole('main').hover();
        await banner.getByRole('group').getByText('My account').hover();
        await expect(banner.getByRole('link', {name: 'Addresses'})).toBeVisible({timeout: 1_000});
      }).toPass();
      await page.getByRole('main').hover();
      await expect(banner.getByRole('link', {name: 'Addresses'})).toBeHidden();
      await banner.getByRole('group').getByText('My account').hover();
    } else {
      await banner.getByRole('group').getByText('My account').click();
    }
    await banner.getByRole('link', {name: 'Orders'}).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('Account responses', () => {
  test('Every account answer is kept out of shared caches, signed in or not', {tag: '@http'}, async ({request}) => {
    const headers = {'oxygen-buyer-ip': '10.200.0.1'};
    for (const path of ['/account/login', '/en-ca/account/login', '/account/logout']) {
      const response = await request.get(path, {headers});
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(response.headers()['vary']).toMatch(/Cookie/);
    }
    const guarded = await request.get('/account', {headers, maxRedirects: 0});
    expect(guarded.status()).toBe(302);
    expect(guarded.headers()['location']).toBe('/account/login?redirect=%2Faccount');
    expect(guarded.headers()['cache-control']).toBe('private, no-store');

    const signedIn = await request.post('/account/login', {
      headers,
      form: {email: MARIA.email, password: MARIA.password},
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(303);
    const account = await request.get('/account', {headers});
    expect(account.status()).toBe(200);
    expect(account.headers()['cache-control']).toBe('private, no-store');
    expect(account.headers()['vary']).toMatch(/Cookie/);
    expect(await account.text()).toContain(MARIA.email);
    const home = await request.get('/', {headers});
    expect(home.headers()['cache-control']).toBe('private, no-store');
  });

  test('The eleventh sign-in attempt in a minute from one address is refused with 429', {tag: '@http'}, async ({
    request,
  }) => {
    const headers = {'oxygen-buyer-ip': '10.201.0.1'};
    // Each for an account of its own, so only the address's limit is met (and no real account is locked).
    const attempt = (index: number) =>
      request.post('/account/login', {headers, form: {email: `guesser-${index}@example.com`, password: 'guess-again'}});
    // All at once, so the budget cannot refill between them.
    const answers = await Promise.all(Array.from({length: 11}, (_, index) => attempt(index)));
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    const refused = answers[statuses.indexOf(429)];
    expect(refused).toBeDefined();
    expect(refused.headers()['retry-after']).toBeTruthy();
    expect(await refused.text()).toContain('You have sent this too many times');
  });

  test('A sign-in posted from another site is refused', {tag: '@http'}, async ({request}) => {
    const refused = await request.post('/account/login', {
      headers: {'oxygen-buyer-ip': '10.202.0.1', Origin: 'https://evil.example'},
      form: {email: MARIA.email, password: MARIA.password},
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(refused.headers()['set-cookie']).toBeUndefined();
  });

  test('A bad sign-in form is a 400 with field errors, never a 500', {tag: '@http'}, async ({request}) => {
    const headers = {'oxygen-buyer-ip': '10.203.0.1'};
    const blank = await request.post('/account/login', {headers, form: {email: '', password: ''}});
    expect(blank.status()).toBe(400);
    const long = await request.post('/account/login', {headers, form: {email: `${'a'.repeat(300)}@example.com`, password: 'x'.repeat(41)}});
    expect(long.status()).toBe(400);
    const body = await long.text();
    expect(body).toContain('Please use no more than');
    expect(body).not.toContain('x'.repeat(41));

    const wrong = await request.post('/account/login', {headers, form: {email: MARIA.email, password: 'secret-guess-1'}});
    expect(wrong.status()).toBe(400);
    const wrongBody = await wrong.text();
    expect(wrongBody).toContain('Incorrect Password');
    expect(wrongBody).toContain(MARIA.email);
    expect(wrongBody).not.toContain('secret-guess-1');
  });
});
