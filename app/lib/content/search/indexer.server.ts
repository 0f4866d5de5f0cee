import {algoliasearch} from 'algoliasearch';
import {contentIndexName} from '~/lib/listing/algolia';
import type {AppEnv} from '~/lib/env';
import type {Locale} from '~/lib/i18n/locale';
import {contentRecord, isSearchable, type ContentRecord} from './records';
import {algoliaHosts, createStoryReader} from './stories.server';

export type IndexerEnv = Pick<
  AppEnv,
  'STORYBLOK_API_URL' | 'STORYBLOK_PUBLIC_TOKEN' | 'PUBLIC_ALGOLIA_APP_ID' | 'ALGOLIA_ADMIN_API_KEY' | 'PUBLIC_ALGOLIA_URL'
>;

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

/**
 * The whole of the `storyblok_content_{locale}` indexes from Storyblok's published stories, for
 * `npm run algolia:index-content` (Node only: the full Algolia client stays out of the worker).
 */
export function createContentIndexer(env: IndexerEnv) {
  const stories = createStoryReader(env);
  const algolia = algoliasearch(env.PUBLIC_ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY, algoliaHosts(env.PUBLIC_ALGOLIA_URL));

  return {
    /**
     * Every published story of a locale into its index, then removes the records of stories no
     * longer published. `onPage` hears of each page read.
     */
    async reindexLocale(locale: Locale, onPage: (progress: PageProgress) => void = () => {}): Promise<LocaleResult> {
      const indexName = contentIndexName(locale);
      const records: ContentRecord[] = [];
      await stories.localeStories(locale, (page, pages, read) => {
        records.push(...read.filter(isSearchable).map(contentRecord));
        onPage({locale, page, pages, records: records.length});
      });
      // Saved before the old ones are looked for, so the index exists to browse and search never
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
  };
}
