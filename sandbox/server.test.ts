import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadSandboxConfig} from './config';
import {readMeta} from './db';
import {createSandbox} from './server';
import {cartGid, createCart, findCart} from './shopify/carts';
import {ORIGIN, setupTestSandbox} from './testing';

const sandbox = setupTestSandbox();

describe('the sandbox server', () => {
  test('the dashboard lists each service with its endpoints and counts', async () => {
    const response = await sandbox().handle(new Request(`${ORIGIN}/`));
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<h1>Sandbox</h1>');
    expect(page).toContain(`${ORIGIN}/api/{version}/graphql.json`);
    expect(page).toContain(`${ORIGIN}/v2/cdn/stories/{full_slug}`);
    expect(page).toMatch(/\d+ stories/);
    expect(page).toContain('0 carts, 2 gift cards');
    expect(page).toContain('2 menus, 3 pages, 1 blogs, 5 articles, 5 policies');
  });

  test('a CORS preflight is answered for any origin', async () => {
    const response = await sandbox().handle(
      new Request(`${ORIGIN}/api/2025-04/graphql.json`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
      'content-type,x-shopify-storefront-access-token',
    );
  });

  test('unknown paths are 404 and wrong methods are 405', async () => {
    expect((await sandbox().handle(new Request(`${ORIGIN}/nowhere`))).status).toBe(404);
    const wrongMethod = await sandbox().handle(new Request(`${ORIGIN}/api/2025-04/graphql.json`));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toContain('POST');
  });

  test('HEAD is answered like GET', async () => {
    const response = await sandbox().handle(new Request(`${ORIGIN}/`, {method: 'HEAD'}));
    expect(response.status).toBe(200);
  });

  test('data survives a restart and is gone after a reset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
    try {
      const config = loadSandboxConfig({});
      const first = createSandbox({config, dataDir});
      const seededAt = readMeta(first.db, 'seeded_at');
      const kept = cartGid(createCart(first.db, {countryCode: 'US'}));
      first.close();

      const second = createSandbox({config, dataDir});
      expect(readMeta(second.db, 'seeded_at')).toBe(seededAt);
      expect(findCart(second.db, kept)).not.toBeNull();
      second.close();

      const reset = createSandbox({config, dataDir, reset: true});
      expect(findCart(reset.db, kept)).toBeNull();
      reset.close();
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  });
});
