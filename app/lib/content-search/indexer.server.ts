import {createFetchRequester} from '@algolia/requester-fetch';
import {algoliasearch, type Algoliasearch} from 'algoliasearch';
import StoryblokClient from 'storyblok-js-client';
import {contentIndexName} from '~/lib/algolia';
import type {AppEnv} from '~/lib/env';
import {LOCALES, type Locale} from '~/lib/locale';
import type {Story} from '~/lib/storyblok/types';
import {contentRecord, isSearchable, localeOfStory} from './records';

export type IndexerEnv = Pick<
  AppEnv,
  | 'STORYBLOK_API_URL'
  | 'STORYBLOK_PUBLIC_TOKEN'
  | 'PUBLIC_ALGOLIA_APP_ID'
  | 'ALGOLIA_ADMIN_API_KEY'
  | 'PUBLIC_ALGOLIA_URL'
>;

/** The CDN API's largest page. */
const STORIES_PER_PAGE = 100;

export interface PageProgress {
  locale: Locale;
  page: number;
  pages: number;
  /** Records kept so far in this locale (the global story and QA fixtures are left out). */
  records: number;
}

export interface LocaleResult {
  indexName: string;
  saved: number;
  removed: number;
}

/** What a Storyblok story webhook asks of the index. */
export interface StoryChange {
  action: string;
  storyId: number;
}

export type ChangeResult =
  | {outcome: 'saved'; indexName: string; objectID: string}
  | {outcome: 'removed'; objectID: string}
  | {outcome: 'ignored'};

/**
 * Keeps the `storyblok_content_{locale}` indexes in step with Storyblok's published stories, with
 * the public token (the CDN API's published content) and an Algolia key that may write. Stories are
 * read at the space's current cache version (`cv`, from `spaces/me`), as Storyblok advises, so a
 * story just published is read as published, not as the CDN last cached it.
 */
export function createContentIndexer(env: IndexerEnv) {
  const storyblok = new StoryblokClient({
    accessToken: env.STORYBLOK_PUBLIC_TOKEN,
    endpoint: env.STORYBLOK_API_URL,
    cache: {type: 'none'},
    maxRetries: 2,
    timeout: 30,
  });
  const algolia = writeClient(env);

  return {
    /**
     * Every published story of a locale into its index, then removes the records of stories no
     * longer published. `onPage` hears of each page read.
     */
    async reindexLocale(locale: Locale, onPage: (progress: PageProgress) => void = () => {}): Promise<LocaleResult> {
      const indexName = contentIndexName(locale);
      const cv = await currentCacheVersion();
      const records = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = await storyblok.get('cdn/stories', {
          starts_with: `${locale.tag}/`,
          version: 'published',
          per_page: STORIES_PER_PAGE,
          page,
          cv,
        });
        const stories = (answer.data?.stories ?? []) as Story[];
        pages = Math.max(1, Math.ceil(Number(answer.total ?? stories.length) / STORIES_PER_PAGE));
        records.push(...stories.filter(isSearchable).map(contentRecord));
        onPage({locale, page, pages, records: records.length});
      }
      // Saved before the old ones are found, so the index always exists to browse and search never
      // sees it emptier than it ends.
      await algolia.saveObjects({indexName, objects: records as unknown as Record<string, unknown>[], waitForTasks: true});
      const kept = new Set(records.map((record) => record.objectID));
      const gone: string[] = [];
      await algolia.browseObjects<{objectID: string}>({
        indexName,
        browseParams: {attributesToRetrieve: ['objectID'], hitsPerPage: 1000},
        aggregator: (response) => {
          for (const hit of response.hits) if (!kept.has(hit.objectID)) gone.push(hit.objectID);
        },
      });
      if (gone.length) await algolia.deleteObjects({indexName, objectIDs: gone, waitForTasks: true});
      return {indexName, saved: records.length, removed: gone.length};
    },

    /**
     * One story's record after a webhook: a published (or moved) story is read again and saved in
     * its locale's index and dropped from the others; an unpublished or deleted one, or one the CDN
     * no longer gives, is dropped from every content index. One batch request either way.
     */
    async applyChange({action, storyId}: StoryChange): Promise<ChangeResult> {
      if (!['published', 'unpublished', 'deleted', 'moved'].includes(action)) return {outcome: 'ignored'};
      const objectID = String(storyId);
      const story = action === 'published' || action === 'moved' ? await readStory(storyId) : null;
      const home = story && isSearchable(story) ? localeOfStory(story.full_slug) : null;
      await algolia.multipleBatch({
        requests: LOCALES.map((locale) =>
          locale === home && story
            ? {action: 'updateObject' as const, indexName: contentIndexName(locale), body: {...contentRecord(story)}}
            : {action: 'deleteObject' as const, indexName: contentIndexName(locale), body: {objectID}},
        ),
      });
      return home ? {outcome: 'saved', indexName: contentIndexName(home), objectID} : {outcome: 'removed', objectID};
    },
  };

  async function currentCacheVersion(): Promise<number> {
    const answer = await storyblok.get('cdn/spaces/me', {});
    const version = Number(answer.data?.space?.version);
    if (!Number.isFinite(version)) throw new Error('Storyblok gave no cache version for the space');
    return version;
  }

  /** The published story with that id, or null when the CDN has none. */
  async function readStory(storyId: number): Promise<Story | null> {
    try {
      const answer = await storyblok.get(`cdn/stories/${storyId}`, {
        version: 'published',
        cv: await currentCacheVersion(),
      });
      return (answer.data?.story as Story | undefined) ?? null;
    } catch (error) {
      // The client rejects with a plain `{status, message}`.
      if ((error as {status?: unknown})?.status === 404) return null;
      throw error;
    }
  }
}

export type ContentIndexer = ReturnType<typeof createContentIndexer>;

function writeClient(env: IndexerEnv): Algoliasearch {
  const host = env.PUBLIC_ALGOLIA_URL ? new URL(env.PUBLIC_ALGOLIA_URL) : null;
  return algoliasearch(env.PUBLIC_ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY, {
    // The worker has neither of the requesters the client picks by build; fetch runs everywhere.
    requester: createFetchRequester(),
    ...(host
      ? {
          hosts: [
            {
              url: host.host,
              protocol: host.protocol === 'http:' ? ('http' as const) : ('https' as const),
              accept: 'readWrite' as const,
            },
          ],
        }
      : {}),
  });
}
