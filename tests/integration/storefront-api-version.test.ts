/**
 * The store asks Shopify for the Storefront API version it pins, not Hydrogen 2025.4's default
 * (`2025-04`, past Shopify's support): the storefront client `server.ts` builds for every request
 * sends its queries to `/api/2026-04/graphql.json`, and the answer comes from that version.
 */
import {readFileSync} from 'node:fs';
import {InMemoryCache} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createAppLoadContext} from '../../app/lib/context';
import {STOREFRONT_API_VERSION} from '../../app/lib/storefront-api';
import {parseDotenv} from '../../scripts/local-env';
import {setupServedSandbox} from '../../sandbox/testing';

const served = setupServedSandbox();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Storefront API version the store asks for', () => {
  it('is 2026-04 on every storefront request', async () => {
    // Oxygen's worker has `caches`; Node has not.
    vi.stubGlobal('caches', {open: () => Promise.resolve(new InMemoryCache())});
    const env = {
      ...parseDotenv(readFileSync('.env.example', 'utf8')),
      PUBLIC_STORE_DOMAIN: served.url(),
    };
    const context = await createAppLoadContext(
      new Request('http://localhost/'),
      env as unknown as Env,
      {waitUntil: () => undefined} as unknown as ExecutionContext,
    );

    served.clearRequests();
    const {shop} = await context.storefront.query<{shop: {name: string}}>(
      `#graphql
        query VersionProbe { shop { name } }
      `,
      {cache: context.storefront.CacheNone()},
    );

    expect(shop.name).toBe('Green Packaging Co.');
    expect(STOREFRONT_API_VERSION).toBe('2026-04');
    expect(served.requests()).toEqual(['POST /api/2026-04/graphql.json']);
  });
});
