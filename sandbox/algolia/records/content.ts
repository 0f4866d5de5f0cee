/**
 * Content records from the published Storyblok stories, one index per locale folder. They are built
 * by the storefront's own indexer (`app/lib/content/search/records.ts`, which
 * `npm run algolia:index-content` and the Storyblok webhook write to a real Algolia application),
 * so the seeded indexes hold exactly what a merchant's would.
 */
import {contentRecord, isSearchable} from '../../../app/lib/content/search/records';
import type {Story as StoreStory} from '../../../app/lib/content/storyblok/types';
import type {Story} from '../../storyblok/content-types';
import type {AlgoliaRecord} from '../attributes';

export function contentRecords(stories: readonly Story[], localeFolder: string): AlgoliaRecord[] {
  return (stories as unknown as readonly StoreStory[])
    .filter((story) => story.full_slug.startsWith(`${localeFolder}/`) && isSearchable(story))
    .map((story) => contentRecord(story) as unknown as AlgoliaRecord);
}
