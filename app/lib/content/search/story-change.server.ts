import {createFetchRequester} from '@algolia/requester-fetch';
import {liteClient} from 'algoliasearch/lite';
import {contentIndexName} from '~/lib/listing/algolia';
import type {AppEnv} from '~/lib/env';
import {LOCALES} from '~/lib/i18n/locale';
import {contentRecord, isSearchable, localeOfStory} from './records';
import {algoliaHosts, createStoryReader} from './stories.server';

/** What a Storyblok story webhook asks of the index. */
export interface StoryChange {
  action: string;
  storyId: number;
}

export type ChangeResult =
  | {outcome: 'saved'; indexName: string; objectID: string}
  | {outcome: 'removed'; objectID: string}
  | {outcome: 'ignored'};

const STORY_ACTIONS = new Set(['published', 'unpublished', 'deleted', 'moved']);

/**
 * One story's record after a webhook: a published (or moved) story is read again and saved in its
 * locale's index and dropped from the others; an unpublished or deleted one, or one the CDN no
 * longer gives, is dropped from every content index. One multi-index batch either way.
 *
 * Sent with the lite client's `customPost` to the multi-index batch endpoint (what the full client's
 * `multipleBatch` sends): the full client would add some 700 kB to the worker for this one call.
 */
export async function applyStoryChange(
  env: Pick<AppEnv, 'STORYBLOK_API_URL' | 'STORYBLOK_PUBLIC_TOKEN' | 'PUBLIC_ALGOLIA_APP_ID' | 'ALGOLIA_ADMIN_API_KEY' | 'PUBLIC_ALGOLIA_URL'>,
  {action, storyId}: StoryChange,
): Promise<ChangeResult> {
  if (!STORY_ACTIONS.has(action)) return {outcome: 'ignored'};
  const objectID = String(storyId);
  const story = action === 'published' || action === 'moved' ? await createStoryReader(env).story(storyId) : null;
  const home = story && isSearchable(story) ? localeOfStory(story.full_slug) : null;
  const algolia = liteClient(env.PUBLIC_ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY, {
    // The worker has neither of the requesters the client picks by build; fetch runs everywhere.
    requester: createFetchRequester(),
    ...algoliaHosts(env.PUBLIC_ALGOLIA_URL),
  });
  await algolia.customPost({
    path: '1/indexes/*/batch',
    body: {
      requests: LOCALES.map((locale) =>
        locale === home && story
          ? {action: 'updateObject', indexName: contentIndexName(locale), body: contentRecord(story)}
          : {action: 'deleteObject', indexName: contentIndexName(locale), body: {objectID}},
      ),
    },
  });
  return home ? {outcome: 'saved', indexName: contentIndexName(home), objectID} : {outcome: 'removed', objectID};
}
