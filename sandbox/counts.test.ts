import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadSandboxConfig} from './config';
import {createSandbox} from './server';
import {PUBLIC_STOREFRONT_TOKEN, readJson} from './testing';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-counts-'));
const sandbox = createSandbox({config: loadSandboxConfig({SANDBOX_TEST_ENDPOINTS: '1'}), dataDir});
afterAll(() => {
  sandbox.close();
  rmSync(dataDir, {recursive: true, force: true});
});

const counts = async () =>
  (await readJson(await sandbox.handle(new Request('http://127.0.0.1:4000/__sandbox/counts')))) as Record<
    string,
    Record<string, number>
  >;

const storefront = (query: string) =>
  sandbox.handle(
    new Request('http://127.0.0.1:4000/api/2025-04/graphql.json', {
      method: 'POST',
      headers: {'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_TOKEN, 'Content-Type': 'application/json'},
      body: JSON.stringify({query}),
    }),
  );

describe('/__sandbox/counts', () => {
  it('gives each service’s figures by key, the Storefront API’s writes among them', async () => {
    const before = await counts();
    expect(before.forms).toEqual({submissions: 0});
    expect(before.storefront.mutations).toBe(0);

    await storefront('{ shop { name } }');
    expect((await counts()).storefront.mutations).toBe(0);
    await storefront('mutation { cartCreate(input: {}) { cart { id } } }');
    const after = await counts();
    expect(after.storefront.mutations).toBe(1);
    expect(after.storefront.carts).toBe(before.storefront.carts + 1);
  });

  it('is not there unless test endpoints are on', async () => {
    const plainDir = mkdtempSync(join(tmpdir(), 'sandbox-counts-off-'));
    const plain = createSandbox({config: loadSandboxConfig({}), dataDir: plainDir});
    try {
      expect((await plain.handle(new Request('http://127.0.0.1:4000/__sandbox/counts'))).status).toBe(404);
    } finally {
      plain.close();
      rmSync(plainDir, {recursive: true, force: true});
    }
  });
});
