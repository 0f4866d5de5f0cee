import {CacheLong, CacheShort, type CachingStrategy, type WithCache} from '@shopify/hydrogen';
import StoryblokClient from 'storyblok-js-client';
import type {AppEnv} from '~/lib/env';
import type {Locale} from '~/lib/i18n/locale';
import {serviceUnavailable} from '~/lib/http/unavailable.server';
import {leanStory} from './lean';
import type {LastGoodCopies} from './last-good.server';
import type {Blok, Story} from './types';

export type ContentVersion = 'published' | 'draft';

/** The CDN API's story-list parameters the storefront uses; `starts_with` is within the locale folder. */
export interface StoryListParams {
  starts_with?: string;
  /**
   * Full slugs in any locale folder, `*` a wildcard (`en-ca/blog,en-us/blog/*`), for content that
   * locales share. With `by_slugs` and no `starts_with` the list is not kept to the locale folder.
   */
  by_slugs?: string;
  by_uuids?: string;
  excluding_slugs?: string;
  content_type?: string;
  /** Content fields left out of every story of the answer, to keep lists small. */
  excluding_fields?: string;
  /** `{field: {operation: value}}`; `__or` holds groups of which one must match. */
  filter_query?: Record<string, FieldConditions> | {__or: Record<string, FieldConditions>[]};
  /** Storyblok's `YYYY-MM-DD HH:mm`, in UTC. */
  first_published_at_gt?: string;
  first_published_at_lt?: string;
  sort_by?: string;
  page?: number;
  per_page?: number;
  resolve_relations?: string;
}

/** A content field's conditions: `{in: 'a,b'}`, `{not_in: 'a'}`, `{is: 'not_empty'}`… */
export type FieldConditions = Record<string, string>;

export interface StoryOptions {
  /** Referenced stories to put in place of their uuids (`blog-post.category,blog-post.author`). */
  resolve_relations?: string;
  /** Another locale's folder, for content that locales share (the blog is written once). */
  locale?: Locale;
}

export interface ContentClient {
  /** A story under the locale folder (`about` → `en-us/about`), or null when Storyblok has none. */
  getStory<Content extends Blok = Blok>(
    slug: string,
    options?: StoryOptions,
  ): Promise<Story<Content> | null>;
  /** One page of stories of this locale, with the total the CDN API counts for the query. */
  getStories<Content extends Blok = Blok>(
    params: StoryListParams,
  ): Promise<{stories: Story<Content>[]; total: number}>;
  /** Every entry of a datasource (countries, provinces…), in the order editors keep them. */
  getDatasourceEntries(slug: string): Promise<{name: string; value: string}[]>;
}

/**
 * Stories every page reads (the header and footer): an hour fresh, then served while a new copy is
 * fetched, so a publish shows within the hour and a content outage never empties the shell.
 */
const SHELL_STORIES = new Set(['global']);

/**
 * Reads stories through Storyblok's own client. Drafts use the preview token, which stays on the
 * server; the storefront only asks for drafts once an editor's preview has been verified.
 * Published answers go through Hydrogen's cache (`withCache`) and reach pages lean (`leanStory`);
 * drafts are never cached and keep what the visual editor needs.
 *
 * Every published answer read from Storyblok is also kept as its last good copy (`lastGood`), which
 * answers when Storyblok cannot (decision 0023). A read that fails with no copy throws
 * `serviceUnavailable()`; a draft never falls back, as a published copy is not the editor's draft.
 */
export function createContentClient({
  env,
  locale,
  version = 'published',
  withCache,
  lastGood,
}: {
  env: AppEnv;
  locale: Locale;
  version?: ContentVersion;
  withCache?: WithCache;
  lastGood?: LastGoodCopies;
}): ContentClient {
  const client = new StoryblokClient({
    accessToken:
      version === 'draft' ? env.STORYBLOK_PREVIEW_TOKEN : env.STORYBLOK_PUBLIC_TOKEN,
    endpoint: env.STORYBLOK_API_URL,
    // Hydrogen's cache and the CDN do the caching; an in-memory cache would leak across requests.
    cache: {type: 'none'},
    maxRetries: 2,
    timeout: 10,
  });

  const published = version === 'published';
  const copies = published ? lastGood : undefined;
  /**
   * Runs `read` through the cache for published content; errors are never cached. What Storyblok
   * answers is kept as the last good copy (a story it no longer has drops its copy, so a removed
   * page does not come back in an outage), and when `read` fails that copy answers; with none, the
   * content is unavailable.
   */
  const cached = async <T>(key: unknown[], strategy: CachingStrategy, read: () => Promise<T>): Promise<T> => {
    const fromStoryblok = async () => {
      const value = await read();
      if (value === null) copies?.forget(key);
      else copies?.keep(key, value);
      return value;
    };
    try {
      return published && withCache
        ? await withCache.run({cacheKey: ['storyblok', ...key], cacheStrategy: strategy, shouldCacheResult: () => true}, fromStoryblok)
        : await fromStoryblok();
    } catch (error) {
      console.error(error);
      const copy = await copies?.read<T>(key);
      if (copy === undefined) throw serviceUnavailable();
      console.warn(`Storyblok unavailable: answering ${JSON.stringify(key)} from its last good copy`);
      return copy;
    }
  };
  const lean = <S extends Story>(story: S): S => (published ? leanStory(story) : story);

  /** One story from the CDN API, through the cache; null when there is none. */
  function readStory(fullSlug: string, params: Omit<StoryOptions, 'locale'>, strategy: CachingStrategy) {
    // A missing story is an answer too: the 404 page costs no fetch while it is cached.
    return cached(['story', fullSlug, params], strategy, () =>
      failingWith(`Storyblok could not give ${fullSlug}`, async () => {
        const result = await client.get(`cdn/stories/${fullSlug}`, {...params, version}).catch((error: unknown) => {
          if (describeFailure(error).status === 404) return null;
          throw error;
        });
        if (result === null) return null;
        // The client resolves (not rejects) with a bare message on timeouts.
        if (!result?.data?.story) {
          throw new Error(`Storyblok gave no story for ${fullSlug}`);
        }
        return lean(result.data.story as Story);
      }),
    );
  }

  /**
   * Stories this request has asked for, by address and query: the global story is read by the root
   * and by the pages that show its messages, and one read serves them all.
   */
  const asked = new Map<string, Promise<Story | null>>();

  return {
    getStory<Content extends Blok>(slug: string, options: StoryOptions = {}) {
      const {locale: folder = locale, ...params} = options;
      const fullSlug = `${folder.tag}/${slug.replace(/^\/+|\/+$/g, '')}`;
      const key = JSON.stringify([fullSlug, params]);
      let story = asked.get(key);
      if (!story) {
        story = readStory(fullSlug, params, SHELL_STORIES.has(slug) ? CacheLong() : CacheShort());
        asked.set(key, story);
      }
      return story as Promise<Story<Content> | null>;
    },

    getStories<Content extends Blok>({starts_with: startsWith, ...params}: StoryListParams) {
      const acrossFolders = Boolean(params.by_slugs) && startsWith === undefined;
      const folder = acrossFolders
        ? params.by_slugs
        : `${locale.tag}/${(startsWith ?? '').replace(/^\/+/, '')}`;
      const query = {...params, ...(acrossFolders ? {} : {starts_with: folder}), version};
      return cached(['stories', query], CacheShort(), () =>
        failingWith(`Storyblok could not list ${folder}`, async () => {
          const result = await client.get('cdn/stories', query);
          if (!Array.isArray(result?.data?.stories)) {
            throw new Error(`Storyblok gave no story list for ${folder}`);
          }
          return {
            stories: (result.data.stories as Story<Content>[]).map(lean),
            total: Number(result.total ?? result.data.stories.length),
          };
        }),
      );
    },

    getDatasourceEntries(slug: string) {
      // Countries and provinces change rarely: the same long cache as the shell.
      return cached(['datasource', slug], CacheLong(), () =>
        failingWith(`Storyblok could not give datasource ${slug}`, async () => {
          // 1000 is the API's largest page; no datasource of ours comes near it.
          const result = await client.get('cdn/datasource_entries', {datasource: slug, per_page: 1000});
          const entries: unknown = result?.data?.datasource_entries;
          if (!Array.isArray(entries)) throw new Error(`Storyblok gave no entries for ${slug}`);
          return entries.map((entry: {name?: unknown; value?: unknown}) => ({
            name: String(entry.name ?? ''),
            value: String(entry.value ?? ''),
          }));
        }),
      );
    },
  };
}

/** Runs `read`, its failure named `what` and the service's status and message, for the log. */
async function failingWith<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const {status, message} = describeFailure(error);
    throw new Error(`${what}: ${status ?? 'no answer'} ${message}`, {cause: error});
  }
}

/** The client rejects with plain objects (`{status, message}`), or `{message}` when unreachable. */
function describeFailure(error: unknown): {status?: number; message: string} {
  if (error instanceof Error) return {message: error.message};
  const {status, message} = (error ?? {}) as {status?: unknown; message?: unknown};
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' ? message : String(error),
  };
}
