import {createFetchRequester} from '@algolia/requester-fetch';
import {liteClient, type LiteClient} from 'algoliasearch/lite';
import type {AlgoliaSettings} from '~/lib/algolia';

/**
 * A search client for one request. `algoliasearch` picks its XHR or Node requester by build, and a
 * worker has neither, so it gets the fetch one. It is made per request because the client keeps an
 * in-memory response cache, which must not carry one visitor's answers into another's.
 */
export function createSearchClient(settings: AlgoliaSettings): LiteClient {
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
