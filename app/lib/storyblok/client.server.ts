import {CacheLong, CacheShort, type CachingStrategy, type WithCache} from '@shopify/hydrogen';
import StoryblokClient from 'storyblok-js-client';
import type {AppEnv} from '~/lib/env';
import type {Locale} from '~/lib/locale';
import {leanStory} from './lean';
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
 */
export function createContentClient({
  env,
  locale,
  version = 'published',
  withCache,
}: {
  env: AppEnv;
  locale: Locale;
  version?: ContentVersion;
  withCache?: WithCache;
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
  /** Runs `read` through the cache for published content; errors are never cached. */
  const cached = <T>(key: unknown[], strategy: CachingStrategy, read: () => Promise<T>): Promise<T> =>
    published && withCache
      ? withCache.run({cacheKey: ['storyblok', ...key], cacheStrategy: strategy, shouldCacheResult: () => true}, read)
      : read();
  const lean = <S extends Story>(story: S): S => (published ? leanStory(story) : story);

  /** One story from the CDN API, through the cache; null when there is none. */
  async function readStory(fullSlug: string, params: Omit<StoryOptions, 'locale'>, strategy: CachingStrategy) {
    try {
      // A missing story is an answer too: the 404 page costs no fetch while it is cached.
      return await cached(['story', fullSlug, params], strategy, async () => {
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
      });
    } catch (error) {
      const {status, message} = describeFailure(error);
      throw new Error(`Storyblok could not give ${fullSlug}: ${status ?? 'no answer'} ${message}`, {
        cause: error,
      });
    }
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

    async getStories<Content extends Blok>({starts_with: startsWith, ...params}: StoryListParams) {
      const acrossFolders = Boolean(params.by_slugs) && startsWith === undefined;
      const folder = acrossFolders
        ? params.by_slugs
        : `${locale.tag}/${(startsWith ?? '').replace(/^\/+/, '')}`;
      const query = {...params, ...(acrossFolders ? {} : {starts_with: folder}), version};
      try {
        return await cached(['stories', query], CacheShort(), async () => {
          const result = await client.get('cdn/stories', query);
          if (!Array.isArray(result?.data?.stories)) {
            throw new Error(`Storyblok gave no story list for ${folder}`);
          }
          return {
            stories: (result.data.stories as Story<Content>[]).map(lean),
            total: Number(result.total ?? result.data.stories.length),
          };
        });
      } catch (error) {
        const {status, message} = describeFailure(error);
        throw new Error(`Storyblok could not list ${folder}: ${status ?? 'no answer'} ${message}`, {
          cause: error,
        });
      }
    },

    async getDatasourceEntries(slug: string) {
      try {
        // Countries and provinces change rarely: the same long cache as the shell.
        return await cached(['datasource', slug], CacheLong(), async () => {
          // 1000 is the API's largest page; no datasource of ours comes near it.
          const result = await client.get('cdn/datasource_entries', {datasource: slug, per_page: 1000});
          const entries: unknown = result?.data?.datasource_entries;
          if (!Array.isArray(entries)) throw new Error(`Storyblok gave no entries for ${slug}`);
          return entries.map((entry: {name?: unknown; value?: unknown}) => ({
            name: String(entry.name ?? ''),
            value: String(entry.value ?? ''),
          }));
        });
      } catch (error) {
        const {status, message} = describeFailure(error);
        throw new Error(`Storyblok could not give datasource ${slug}: ${status ?? 'no answer'} ${message}`, {
          cause: error,
        });
      }
    },
  };
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
