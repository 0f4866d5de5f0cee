import {readFileSync} from 'node:fs';
import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {beforeAll, describe, expect, it} from 'vitest';
import {algoliaSettings} from '../../app/lib/listing/algolia';
import {parseEnv} from '../../app/lib/env';
import {LOCALES} from '../../app/lib/i18n/locale';
import {createSearchClient} from '../../app/lib/listing/client.server';
import {parseDotenv} from '../../scripts/local-env';
import {setupServedSandbox} from '../../sandbox/testing';

const served = setupServedSandbox();
// Built before the first search, as the sandbox server does when it starts: building them inside the
// store's own read timeout is not what this test is about (Algolia's indexes are always built).
beforeAll(() => served.sandbox().warmUp(), 60_000);

function searchClient(withCache = true) {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  const settings = algoliaSettings(parseEnv({...example, PUBLIC_ALGOLIA_URL: served.url()}), LOCALES[0]);
  const pending: Promise<unknown>[] = [];
  const cache = createWithCache({
    cache: new InMemoryCache(),
    waitUntil: (promise) => pending.push(promise),
    request: new Request('http://store.test/'),
  });
  const client = createSearchClient(settings, withCache ? cache : undefined);
  /** Searches, then lets the cache write what it got, as the worker does after answering. */
  return async (query: string) => {
    const {results} = await client.search({requests: [{indexName: settings.productsIndex, query, hitsPerPage: 1}]});
    await Promise.all(pending);
    return results;
  };
}
const searches = () => served.requests().filter((line) => line.startsWith('POST /1/indexes/*/queries')).length;

describe('the search client against the sandbox', () => {
  it('asks the index once for the same search within a few seconds', async () => {
    const search = searchClient();
    served.clearRequests();
    const first = await search('lid');
    expect(await search('lid')).toEqual(first);
    expect(searches()).toBe(1);
    await search('cup');
    expect(searches()).toBe(2);
  });

  it('asks every time without a cache', async () => {
    const search = searchClient(false);
    served.clearRequests();
    await search('lid');
    await search('lid');
    expect(searches()).toBe(2);
  });
});
