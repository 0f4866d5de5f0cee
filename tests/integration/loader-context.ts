import {readFileSync} from 'node:fs';
import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {parseEnv} from '../../app/lib/env';
import type {Locale} from '../../app/lib/i18n/locale';
import {createContentClient} from '../../app/lib/content/storyblok/client.server';
import {parseDotenv} from '../../scripts/local-env';
import {hydrogenStorefront} from '../../sandbox/testing';

/**
 * What a loader reads from `context`, as `server.ts` builds it, with every service pointed at a
 * served sandbox and a fresh in-memory cache.
 */
export function loaderContext(sandboxUrl: string, locale: Locale) {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  const env = parseEnv({
    ...example,
    STORYBLOK_API_URL: `${sandboxUrl}/v2`,
    REVIEWS_API_URL: `${sandboxUrl}/reviews`,
  });
  return {
    env,
    locale,
    storefront: hydrogenStorefront(sandboxUrl, locale.country),
    content: createContentClient({env, locale}),
    preview: {active: false, setCookie: null},
    withCache: createWithCache({
      cache: new InMemoryCache(),
      waitUntil: () => undefined,
      request: new Request(sandboxUrl),
    }),
  };
}
