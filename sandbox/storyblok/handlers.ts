import type {Story} from '../../app/lib/storyblok/types';
import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import type {RouteParams} from '../http/router';
import {absolutizeAssetUrls, addEditableMarkers} from './content-transforms';
import type {ContentVersion, StoryStore} from './stories';

type StoryblokConfig = SandboxConfig['storyblok'];

/** Storyblok's bodies, word for word. */
const UNAUTHORIZED = {error: 'Unauthorized'};
const NOT_FOUND = ['This record could not be found'];

/**
 * `GET /v2/cdn/stories/{full_slug}`. The public token reads published content only; asking it for
 * a draft is refused outright, as Storyblok does.
 */
export function createStoryHandler(
  store: StoryStore,
  config: StoryblokConfig,
  cacheVersion: number,
) {
  return async (request: Request, params: RouteParams): Promise<Response> => {
    const url = new URL(request.url);
    const access = tokenAccess(url.searchParams.get('token'), config);
    const version: ContentVersion =
      url.searchParams.get('version') === 'draft' ? 'draft' : 'published';
    if (!access || (version === 'draft' && access !== 'preview')) {
      return json(UNAUTHORIZED, {status: 401});
    }

    const story = store.find(params['*'] ?? '', version);
    if (!story) return json(NOT_FOUND, {status: 404});

    let content = absolutizeAssetUrls(story.content, url.origin);
    if (version === 'draft') content = addEditableMarkers(content, story.id, config.spaceId);
    return json({story: withStoryDefaults({...story, content}), cv: cacheVersion, rels: [], links: []});
  };
}

/** `GET /v2/cdn/spaces/me`: the space the token belongs to; `version` is the current cache version. */
export function createSpaceHandler(
  config: StoryblokConfig,
  cacheVersion: number,
  previewDomain: string,
) {
  return async (request: Request): Promise<Response> => {
    const token = new URL(request.url).searchParams.get('token');
    if (!tokenAccess(token, config)) return json(UNAUTHORIZED, {status: 401});
    return json({
      space: {
        id: config.spaceId,
        name: 'Green Packaging Co.',
        domain: previewDomain,
        version: cacheVersion,
        language_codes: [],
      },
    });
  };
}

function tokenAccess(token: string | null, config: StoryblokConfig): 'public' | 'preview' | null {
  if (token === config.previewToken) return 'preview';
  if (token === config.publicToken) return 'public';
  return null;
}

/** Fields Storyblok always sends that the seed files leave out. */
function withStoryDefaults(story: Story): Story & Record<string, unknown> {
  return {
    created_at: story.first_published_at ?? story.published_at ?? undefined,
    sort_by_date: null,
    tag_list: [],
    is_startpage: false,
    parent_id: null,
    meta_data: null,
    group_id: story.uuid,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
    position: 0,
    ...story,
  };
}
