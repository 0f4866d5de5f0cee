import {ASSETS_PORT, SANDBOX_PORT, STOREFRONT_PORT} from '../../playwright.config';
import {accepts, nonLoopbackAddresses} from '../network';
import {expect, test} from './fixtures';

const STORE = `http://127.0.0.1:${STOREFRONT_PORT}`;
/** What a stack trace or a server path looks like in a page. */
const INTERNALS = /\bat [\w.<>]+ \(|file:\/\/|node_modules|\.js:\d+/;

test.describe('Redirects stay on the store', {tag: '@http'}, () => {
  for (const path of [
    '/no-such?redirect=http:evil.example',
    '/no-such?redirect=http:evil.example&_data=root',
    '/no-such.data?redirect=http:evil.example',
    '/no-such?return_to=//evil.example',
    '/no-such?redirect=/%5Cevil.example',
  ]) {
    test(`A missing page asked to redirect elsewhere (${path}) sends no one there`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).not.toBe(301);
      expect(response.headers()['location']).toBeUndefined();
      expect(response.headers()['x-remix-redirect']).toBeUndefined();
    });
  }

  test('A missing page asked to redirect to one of our pages goes there', async ({request}) => {
    const response = await request.get('/no-such?redirect=/about', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/about');
  });
});

test.describe('Forms posted from other sites are refused', () => {
  test('A shopper tricked into posting a form from another site sees why it was refused', async ({page}) => {
    await page.route('http://evil.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${STORE}/about"><input name="email" value="a@b.c"><button>Win a prize</button></form>`,
      }),
    );
    await page.goto('http://evil.example/');
    const [response] = await Promise.all([
      page.waitForResponse(`${STORE}/about`),
      page.getByRole('button', {name: 'Win a prize'}).click(),
    ]);
    expect(response.status()).toBe(403);
    await expect(page.getByRole('heading', {name: 'This form can’t be sent from another site'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Back to the home page'})).toHaveAttribute('href', '/');
  });

  test('The refusal page has no serious accessibility violations', {tag: '@js'}, async ({page, expectAccessible}) => {
    await page.route('http://evil.example/', (route) =>
      route.fulfill({contentType: 'text/html', body: `<form method="post" action="${STORE}/about"><button>Send</button></form>`}),
    );
    await page.goto('http://evil.example/');
    await page.getByRole('button', {name: 'Send'}).click();
    await expect(page.getByRole('heading', {name: 'This form can’t be sent from another site'})).toBeVisible();
    await expectAccessible();
  });

  test('A cross-site post gets a 403 page, and a post from the store itself does not', {tag: '@http'}, async ({request}) => {
    const crossSite: Record<string, string>[] = [{Origin: 'https://evil.example'}, {'Sec-Fetch-Site': 'cross-site'}];
    for (const headers of crossSite) {
      const refused = await request.post('/about', {headers, form: {email: 'a@b.c'}});
      expect(refused.status()).toBe(403);
      expect(refused.headers()['content-type']).toContain('text/html');
      expect(await refused.text()).toContain('This form can’t be sent from another site');
    }
    const ours = await request.post('/about', {
      headers: {Origin: STORE, 'Sec-Fetch-Site': 'same-origin'},
      form: {email: 'a@b.c'},
    });
    // Past the check, the page's form action answers: this post names none of the page's forms.
    expect(ours.status()).toBe(400);
  });
});

test.describe('Addresses that cannot be ours', () => {
  for (const [name, path] of [
    ['a lone percent sign', '/%'],
    ['a cut-off escape', '/%E0%A4%A'],
    ['a Canadian page with a lone percent sign', '/en-ca/%'],
    ['a 32,000-character path', `/${'a'.repeat(32_000)}`],
  ]) {
    test(`A visitor following a link with ${name} sees the store and a clear message`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', {name: 'This address isn’t valid'})).toBeVisible();
      await expect(page).toHaveTitle('This address isn’t valid | Green Packaging Co.');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.content()).not.toMatch(INTERNALS);
    });
  }

  test('The bad-address page has no serious accessibility violations', {tag: '@js'}, async ({page, expectAccessible}) => {
    await page.goto('/%E0%A4%A');
    await expect(page.getByRole('heading', {name: 'This address isn’t valid'})).toBeVisible();
    await expectAccessible();
  });

  test('A bad address answers 400 with the store’s page, never a stack trace', {tag: '@http'}, async ({request}) => {
    for (const path of ['/%', '/%E0%A4%A', `/${'a'.repeat(32_000)}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(await response.text(), path).not.toMatch(INTERNALS);
    }
  });

  test('A stray percent sign in the query reaches the page, which reads it as text', {tag: '@http'}, async ({request}) => {
    const response = await request.get('/no-such-page?query=100%');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toMatch(INTERNALS);
  });
});

test('No server of the running store can be reached from another machine', {tag: '@http'}, async () => {
  const addresses = nonLoopbackAddresses();
  expect(addresses.length, 'an address other than 127.0.0.1 to try').toBeGreaterThan(0);
  for (const port of [STOREFRONT_PORT, ASSETS_PORT, SANDBOX_PORT]) {
    expect(await accepts('127.0.0.1', port), `port ${port} on 127.0.0.1`).toBe(true);
    for (const address of addresses) {
      expect(await accepts(address, port), `port ${port} on ${address}`).toBe(false);
    }
  }
});
