import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {parseDotenv} from '../scripts/local-env';
import {loadSandboxConfig, PROJECT_ROOT} from './config';

describe('the sandbox’s settings', () => {
  test('the Storefront API tokens are shaped as Shopify’s and agree with .env.example', () => {
    const {publicToken, privateToken} = loadSandboxConfig({}).storefront;
    // Hydrogen's consent helpers call any other public token a private one, loudly, on every page.
    expect(publicToken).toMatch(/^[0-9a-f]{32}$/);
    expect(privateToken).toMatch(/^shpat_[0-9a-f]{32}$/);
    const example = parseDotenv(readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8'));
    expect(example.PUBLIC_STOREFRONT_API_TOKEN).toBe(publicToken);
    expect(example.PRIVATE_STOREFRONT_API_TOKEN).toBe(privateToken);
  });

  test('the invoice service checks signatures with the secret the store signs with in .env.example', () => {
    const example = parseDotenv(readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8'));
    expect(loadSandboxConfig({}).invoices.secret).toBe(example.INVOICE_API_SECRET);
    // Started beside the store (npm start, the test runs), it reads the store's own variable.
    const changed = 'changed-invoice-secret-0123456789abcdef';
    expect(loadSandboxConfig({INVOICE_API_SECRET: changed}).invoices.secret).toBe(changed);
    expect(loadSandboxConfig({INVOICE_API_SECRET: changed, SANDBOX_INVOICE_API_SECRET: 's'.repeat(32)}).invoices.secret)
      .toBe('s'.repeat(32));
  });

  test('the Algolia admin key and the Storyblok webhook secret agree with .env.example', () => {
    const config = loadSandboxConfig({SANDBOX_STOREFRONT_URL: 'http://localhost:3100/'});
    const example = parseDotenv(readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8'));
    expect(example.ALGOLIA_ADMIN_API_KEY).toBe(config.algolia.adminKey);
    expect(example.STORYBLOK_WEBHOOK_SECRET).toBe(config.storyblok.webhook.secret);
    expect(config.storyblok.webhook.url).toBe('http://localhost:3100/api/storyblok-webhook');
  });
});
