import type {APIResponse} from '@playwright/test';
import {loadLocalEnv} from '../../scripts/local-env';
import {SANDBOX_PORT} from '../../playwright.config';
import {expect, test} from './fixtures';

const env = loadLocalEnv(process.cwd(), {});
const SEAL_ISSUER = env.SECURITY_SEAL_ISSUER;
const SEAL_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;

function directives(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function nonceOf(response: APIResponse): string {
  const sources = directives(response).get('script-src') ?? [];
  const nonce = sources.find((source) => source.startsWith("'nonce-"));
  if (!nonce) throw new Error('script-src has no nonce');
  return nonce.slice("'nonce-".length, -1);
}

/** The page's opening `<script>` tags but JSON-LD, which is data the browser never runs. */
async function executableScripts(response: APIResponse): Promise<string[]> {
  const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  return scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
}

test.describe('Security headers', () => {
  test('Every page has a fresh script nonce that every script carries, and the other protections', {tag: '@http'}, async ({
    request,
  }) => {
    const first = await request.get('/');
    const second = await request.get('/');
    expect(nonceOf(first)).not.toBe(nonceOf(second));

    for (const response of [first, second]) {
      const nonce = nonceOf(response);
      const executable = await executableScripts(response);
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(` nonce="${nonce}"`);

      const policy = directives(response);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test('The product and cart pages, which also mount Hydrogen’s components, give every script the nonce', {tag: '@http'}, async ({
    request,
  }) => {
    for (const path of ['/products/8-oz-single-wall-hot-cup-kraft', '/cart']) {
      const response = await request.get(path);
      const nonce = nonceOf(response);
      const executable = await executableScripts(response);
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(` nonce="${nonce}"`);
    }
  });

  test('Error pages and non-page answers carry the same protections', {tag: '@http'}, async ({request}) => {
    const notFound = await request.get('/no-such-page-anywhere');
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()['content-type']).toContain('text/html');
    expect(directives(notFound).get('object-src')).toEqual(["'none'"]);
    expect(directives(notFound).get('frame-ancestors')).toEqual(["'none'"]);
    expect(notFound.headers()['x-content-type-options']).toBe('nosniff');
    expect(notFound.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Shopify's redirects answer for an address the app has nothing at.
    const redirect = await request.get('/nowhere-at-all?redirect=/about', {maxRedirects: 0});
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['x-content-type-options']).toBe('nosniff');
    expect(redirect.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Last: the refusal leaves the post's body unread, and the local runtime then drops the connection.
    const crossSite = await request.post('/', {headers: {'Sec-Fetch-Site': 'cross-site'}, form: {a: '1'}});
    expect(crossSite.status()).toBe(403);
    expect(directives(crossSite).get('frame-ancestors')).toEqual(["'none'"]);
    expect(crossSite.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('The build’s files come with their type and nosniff, and nothing outside the build is served', {tag: '@http'}, async ({
    request,
  }) => {
    const page = await (await request.get('/')).text();
    const script = /href="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page)?.[1];
    for (const [path, type] of [[script, 'text/javascript'], [stylesheet, 'text/css'], ['/favicon.svg', 'image/svg+xml']]) {
      const response = await request.get(path ?? 'missing from the page');
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }

    expect((await request.get('/assets/no-such-chunk.js')).status()).toBe(404);
    for (const path of ['/assets/..%2F..%2Fpackage.json', '/..%2Fpackage.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('"devDependencies"');
    }
  });

  test('The seal’s host may serve scripts, styles and images, and no other third party may serve scripts', {tag: '@http'}, async ({
    request,
  }) => {
    const policy = directives(await request.get('/'));
    const scriptHosts = (policy.get('script-src') ?? []).filter((source) => /^https?:/.test(source));
    expect(scriptHosts).toEqual(['https://cdn.shopify.com', 'https://shopify.com', SEAL_ORIGIN]);
    expect(policy.get('style-src')).toContain(SEAL_ORIGIN);
    expect(policy.get('img-src')).toContain(SEAL_ORIGIN);
  });

  test('Home and contact pages load without a single Content-Security-Policy violation', {tag: '@js'}, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of ['/', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The footer's seal script is the last to load; once it has run, everything has.
      await expect(page.getByRole('contentinfo').locator('img[data-seal-ready]')).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
    }
  });
});

test.describe('The security seal', () => {
  test('Shoppers see the seal among the footer badges, and right-clicking it shows the copyright notice', {tag: '@js'}, async ({
    page,
  }) => {
    const sealScript = page.waitForResponse(`${SEAL_ORIGIN}/seal/seal.js`);
    const sealStylesheet = page.waitForResponse(`${SEAL_ORIGIN}/seal/seal.css`);
    await page.goto('/');
    expect((await sealScript).ok()).toBe(true);
    expect((await sealStylesheet).ok()).toBe(true);

    const seal = page
      .getByRole('contentinfo')
      .getByRole('list', {name: 'Certifications'})
      .getByRole('img', {name: `Secured by ${SEAL_ISSUER}`});
    await seal.scrollIntoViewIfNeeded();
    await expect(seal).toBeVisible();
    // Visible comes first; the picture itself (lazy, below the fold) arrives a moment later.
    await expect.poll(() => seal.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await seal.click({button: 'right'});
    await expect.poll(() => alerts).toEqual([
      `alert: Copying Prohibited by Law - This image and all included logos are copyrighted by ${SEAL_ISSUER} ${new Date().getFullYear()}.`,
    ]);

    // The issuer's own script runs too: its verification card shows while the pointer rests.
    await seal.hover();
    await expect(page.getByText(`Verified by ${SEAL_ISSUER}`)).toBeVisible();
  });
});
