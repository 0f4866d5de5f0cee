import {createFetchRequester} from '@algolia/requester-fetch';
import {CacheShort, type WithCache} from '@shopify/hydrogen';
import {liteClient, type LiteClient} from 'algoliasearch/lite';
import type {AlgoliaSettings} from '~/lib/listing/algolia';

/**
 * A search client for one request. `algoliasearch` picks its XHR or Node requester by build, and a
 * worker has neither, so it gets the fetch one. It is made per request because the client keeps an
 * in-memory response cache, which must not carry one visitor's answers into another's.
 */
export function createSearchClient(settings: AlgoliaSettings, withCache?: WithCache): LiteClient {
  const client = createClient(settings);
  if (!withCache) return client;
  // Listings and searches are the same for every shopper: a few seconds of Hydrogen's cache spare
  // the index the repeat queries of busy pages.
  const search: LiteClient['search'] = (params, options) =>
    withCache.run(
      {cacheKey: ['algolia', settings.url ?? settings.appId, params], cacheStrategy: CacheShort(), shouldCacheResult: () => true},
      () => client.search(params, options),
    );
  return {...client, search};
}

function createClient(settings: AlgoliaSettings): LiteClient {
  const host = settings.url ? new URL(settings.url) : null;
  return liteClient(settings.appId, settings.searchKey, {
    requester: createFetchRequester(),
    // Algolia answers in milliseconds; the longer read allows for a cold index (the sandbox builds
    // its indexes on first use) without leaving a shopper waiting for long.
    timeouts: {connect: 2000, read: 5000, write: 30000},
    ...(host
      ? {
          hosts: [
            {
              url: host.host,
              protocol: host.protocol === 'http:' ? 'http' : 'https',
              accept: 'readWrite' as const,
            },
          ],
        }
      : {}),
  });
}
