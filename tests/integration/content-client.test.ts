import {describe, expect, it, vi} from 'vitest';
import {readFileSync} from 'node:fs';
import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {parseEnv} from '../../app/lib/env';
import {LOCALES} from '../../app/lib/i18n/locale';
import {createContentClient} from '../../app/lib/content/storyblok/client.server';
import {createLastGoodCopies} from '../../app/lib/content/storyblok/last-good.server';
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
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.getStory('about')).rejects.toMatchObject({status: 503});
    expect(String(logged.mock.calls[0][0])).toContain('Storyblok could not give en-us/about: 401 Unauthorized');
    logged.mockRestore();
  });

  it('reads drafts only with the preview token', async () => {
    const draft = await createContentClient({env: envFor(), locale: US, version: 'draft'}).getStory('about');
    expect(draft?.full_slug).toBe('en-us/about');
    const refused = createContentClient({
      env: envFor({STORYBLOK_PREVIEW_TOKEN: envFor().STORYBLOK_PUBLIC_TOKEN}),
      locale: US,
      version: 'draft',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(refused.getStory('about')).rejects.toMatchObject({status: 503});
    expect(String(logged.mock.calls[0][0])).toMatch(/: 401 Unauthorized$/);
    logged.mockRestore();
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
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await client.getStory('about').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(503);
    expect((failure as Response).headers.get('Retry-After')).toBe('60');
    expect(String(logged.mock.calls[0][0])).toMatch(/Storyblok could not give en-us\/about: no answer /);
    logged.mockRestore();
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
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await expect(refused.read('contact')).rejects.toMatchObject({status: 503});
    expect((await cachedClient('published', cache).read('contact'))?.full_slug).toBe('en-us/contact');
    expect(storyReads('contact')).toBeGreaterThanOrEqual(2);
  });
});

describe('the content client’s last good copies (decision 0023)', () => {
  /**
   * One worker's cache across requests, a client per request as the worker makes them; `down`
   * points the client at an address nothing answers, as a Storyblok outage looks to the store.
   */
  function store(cache = new InMemoryCache()) {
    const read = async ({down = false, version = 'published' as 'published' | 'draft', locale = US} = {}) => {
      const pending: Promise<unknown>[] = [];
      const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
      const client = createContentClient({
        env: envFor(down ? {STORYBLOK_API_URL: 'http://127.0.0.1:9/v2'} : {}),
        locale,
        version,
        withCache: createWithCache({cache, waitUntil, request: new Request('http://store.test/')}),
        lastGood: createLastGoodCopies(cache, waitUntil),
      });
      const settle = async () => {
        while (pending.length) await Promise.all(pending.splice(0));
      };
      return {client, settle};
    };
    return {read, cache};
  }
  /** Moves the worker's clock past Hydrogen's cache windows (CacheLong's day included). */
  const twoDaysLater = () => vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000);

  it('answers a story, a list and a datasource from their last good copy once the cache has let them go', async () => {
    const {read} = store();
    const up = await read();
    const story = await up.client.getStory('about');
    const list = await up.client.getStories({starts_with: 'faq/', per_page: 3});
    const countries = await up.client.getDatasourceEntries('countries');
    await up.settle();
    vi.useFakeTimers({toFake: ['Date']});
    try {
      twoDaysLater();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const down = await read({down: true});
      expect(await down.client.getStory('about')).toEqual(story);
      expect(await down.client.getStories({starts_with: 'faq/', per_page: 3})).toEqual(list);
      expect(await down.client.getDatasourceEntries('countries')).toEqual(countries);
      expect(warned).toHaveBeenCalledTimes(3);
      logged.mockRestore();
      warned.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 503 for what it has never read, and for another locale’s copy of what it has', async () => {
    const {read} = store();
    const up = await read();
    await up.client.getStory('contact');
    await up.settle();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await read({down: true});
    await expect(down.client.getStory('why-compostable')).rejects.toMatchObject({status: 503});
    const otherLocale = await read({down: true, locale: CA});
    await expect(otherLocale.client.getStory('contact')).rejects.toMatchObject({status: 503});
    logged.mockRestore();
  });

  it('never answers a draft with the published copy, nor keeps a draft as one', async () => {
    const {read} = store();
    const published = await read();
    await published.client.getStory('about');
    const draft = await read({version: 'draft'});
    await draft.client.getStory('deals');
    await Promise.all([published.settle(), draft.settle()]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const draftDown = await read({down: true, version: 'draft'});
    await expect(draftDown.client.getStory('about')).rejects.toMatchObject({status: 503});
    vi.useFakeTimers({toFake: ['Date']});
    try {
      twoDaysLater();
      const publishedDown = await read({down: true});
      await expect(publishedDown.client.getStory('deals')).rejects.toMatchObject({status: 503});
    } finally {
      vi.useRealTimers();
      logged.mockRestore();
    }
  });

  it('drops the copy of a story Storyblok no longer has, so a removed page does not return in an outage', async () => {
    const cache = new InMemoryCache();
    // A copy of a page an editor has since removed (the key is the client's for `removed-page`).
    const pending: Promise<unknown>[] = [];
    createLastGoodCopies(cache, (promise) => void pending.push(promise)).keep(
      ['story', 'en-us/removed-page', {}],
      {name: 'Removed', full_slug: 'en-us/removed-page', content: {_uid: 'x', component: 'page'}},
    );
    await Promise.all(pending);
    const {read} = store(cache);
    const up = await read();
    expect(await up.client.getStory('removed-page')).toBeNull();
    await up.settle();
    vi.useFakeTimers({toFake: ['Date']});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      twoDaysLater();
      const down = await read({down: true});
      await expect(down.client.getStory('removed-page')).rejects.toMatchObject({status: 503});
    } finally {
      vi.useRealTimers();
      logged.mockRestore();
    }
  });

  it('keeps no copy of a story that does not exist, which may be published later', async () => {
    const {read} = store();
    const up = await read();
    expect(await up.client.getStory('no/such/page')).toBeNull();
    await up.settle();
    vi.useFakeTimers({toFake: ['Date']});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      twoDaysLater();
      const down = await read({down: true});
      await expect(down.client.getStory('no/such/page')).rejects.toMatchObject({status: 503});
    } finally {
      vi.useRealTimers();
      logged.mockRestore();
    }
  });
});
