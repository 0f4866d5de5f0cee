import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {parseEnv} from '../../app/lib/env';
import {LOCALES} from '../../app/lib/locale';
import {createContentClient} from '../../app/lib/storyblok/client.server';
import {parseDotenv} from '../../scripts/local-env';
import {setupServedSandbox} from '../../sandbox/testing';

const served = setupServedSandbox();
const [US, CA] = LOCALES;

function envFor(overrides: Record<string, string> = {}) {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  return parseEnv({...example, STORYBLOK_API_URL: `${served.url()}/v2`, ...overrides});
}

describe('the storefront content client against the sandbox', () => {
  it('reads a story from the locale folder', async () => {
    const us = await createContentClient({env: envFor(), locale: US}).getStory('about');
    const ca = await createContentClient({env: envFor(), locale: CA}).getStory('global');
    expect(us?.full_slug).toBe('en-us/about');
    expect(ca?.full_slug).toBe('en-ca/global');
  });

  it('answers null for a story that does not exist', async () => {
    expect(await createContentClient({env: envFor(), locale: US}).getStory('no/such/page')).toBeNull();
  });

  it('fails loudly when Storyblok refuses the token, rather than showing a 404', async () => {
    const client = createContentClient({env: envFor({STORYBLOK_PUBLIC_TOKEN: 'wrong'}), locale: US});
    await expect(client.getStory('about')).rejects.toThrow('Storyblok could not give en-us/about: 401 Unauthorized');
  });

  it('reads drafts only with the preview token', async () => {
    const draft = await createContentClient({env: envFor(), locale: US, version: 'draft'}).getStory('about');
    expect(draft?.full_slug).toBe('en-us/about');
    const refused = createContentClient({
      env: envFor({STORYBLOK_PREVIEW_TOKEN: envFor().STORYBLOK_PUBLIC_TOKEN}),
      locale: US,
      version: 'draft',
    });
    await expect(refused.getStory('about')).rejects.toThrow(/: 401 Unauthorized$/);
  });

  it('reads a story once per request, however many loaders ask for it', async () => {
    // A draft: nothing is cached, so every read the client makes reaches the service.
    const client = createContentClient({env: envFor(), locale: US, version: 'draft'});
    served.clearRequests();
    const [fromRoot, fromPage] = await Promise.all([client.getStory('global'), client.getStory('global')]);
    expect(fromPage).toBe(fromRoot);
    await client.getStory('about');
    await client.getStory('about', {resolve_relations: 'page.author'});
    const reads = (slug: string) =>
      served.requests().filter((line) => line.startsWith(`GET /v2/cdn/stories/en-us/${slug}?`)).length;
    expect(reads('global')).toBe(1);
    // Another query is another answer.
    expect(reads('about')).toBe(2);
  });

  it('fails when the service cannot be reached', async () => {
    const client = createContentClient({
      env: envFor({STORYBLOK_API_URL: 'http://127.0.0.1:9/v2'}),
      locale: US,
    });
    await expect(client.getStory('about')).rejects.toThrow(/^Storyblok could not give en-us\/about: no answer /);
  });
});

describe('the content client’s cache', () => {
  /**
   * A fresh Hydrogen cache, as one worker keeps it across requests; the strategies it was asked for.
   * Each read is a request of its own, with a client of its own, as the worker makes one per request.
   */
  function cachedClient(version: 'published' | 'draft' = 'published', cache = new InMemoryCache(), env = envFor()) {
    const strategies: Record<string, string> = {};
    const pending: Promise<unknown>[] = [];
    const withCache = createWithCache({
      cache,
      waitUntil: (promise) => pending.push(promise),
      request: new Request('http://store.test/'),
    });
    const run: typeof withCache.run = (options, read) => {
      strategies[JSON.stringify(options.cacheKey)] = `${options.cacheStrategy?.maxAge}+${options.cacheStrategy?.staleWhileRevalidate}`;
      return withCache.run(options, read);
    };
    /** Reads, then lets the cache write what it read, as the worker does after answering. */
    const read = async (slug: string) => {
      const client = createContentClient({env, locale: US, version, withCache: {...withCache, run}});
      const story = await client.getStory(slug).finally(() => Promise.all(pending));
      await Promise.all(pending);
      return story;
    };
    return {read, strategies};
  }
  const storyReads = (slug: string) => served.requests().filter((line) => line.startsWith(`GET /v2/cdn/stories/en-us/${slug}?`)).length;

  it('reads the global story once an hour, served stale for a day while it is read again', async () => {
    const {read, strategies} = cachedClient();
    served.clearRequests();
    await read('global');
    await read('global');
    expect(storyReads('global')).toBe(1);
    expect(Object.values(strategies)).toEqual(['3600+82800']);
  });

  it('keeps a published page, and a page that does not exist, for a few seconds', async () => {
    const {read, strategies} = cachedClient();
    served.clearRequests();
    await read('about');
    expect(await read('no/such/page')).toBeNull();
    await read('about');
    expect(await read('no/such/page')).toBeNull();
    expect(storyReads('about')).toBe(1);
    expect(storyReads('no/such/page')).toBe(1);
    expect(new Set(Object.values(strategies))).toEqual(new Set(['1+9']));
  });

  it('never caches a draft, which the editor expects to see change', async () => {
    const {read} = cachedClient('draft');
    served.clearRequests();
    await read('about');
    await read('about');
    expect(storyReads('about')).toBe(2);
  });

  it('never caches a failure: the next read asks again', async () => {
    const cache = new InMemoryCache();
    const refused = cachedClient('published', cache, envFor({STORYBLOK_PUBLIC_TOKEN: 'wrong'}));
    served.clearRequests();
    await expect(refused.read('contact')).rejects.toThrow(/^Storyblok could not give en-us\/contact: 401/);
    expect((await cachedClient('published', cache).read('contact'))?.full_slug).toBe('en-us/contact');
    expect(storyReads('contact')).toBeGreaterThanOrEqual(2);
  });
});
