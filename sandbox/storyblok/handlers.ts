import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import type {RouteParams} from '../http/router';
import {
  allowedVersion,
  cacheHeaders,
  notFound,
  pageOf,
  pagingHeaders,
  readPage,
  tokenAccess,
  unauthorized,
} from './access';
import {loadContentView, type ContentView} from './content-view';
import {FilterQueryError} from './filter-query';
import {resolveLinks, resolveRelations, type ReferenceSource} from './references';
import {presentStory, type DeliveredStory} from './story-fields';
import {selectStories} from './story-query';
import type {StoryStore} from './stories';

type StoryblokConfig = SandboxConfig['storyblok'];

const MAX_STORIES_PER_PAGE = 100;

/** `GET /v2/cdn/stories`: filtered, sorted and paged, with `total` and `per-page` headers. */
export function createStoriesHandler(
  store: StoryStore,
  config: StoryblokConfig,
  cacheVersion: number,
) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const version = allowedVersion(url, config);
    if (!version) return unauthorized();

    const view = loadContentView(store, version);
    let selected: DeliveredStory[];
    try {
      selected = selectStories(view.stories, url.searchParams);
    } catch (error) {
      if (error instanceof FilterQueryError) return json({error: error.message}, {status: 422});
      throw error;
    }
    const page = readPage(url.searchParams, MAX_STORIES_PER_PAGE);
    const stories = pageOf(selected, page);
    const source = referenceSource(view, url, config);
    return json(
      {
        stories: stories.map((story) => source.present(story)),
        cv: cacheVersion,
        ...references(stories, url.searchParams, source),
      },
      {headers: {...pagingHeaders(selected.length, page), ...cacheHeaders(version)}},
    );
  };
}

/**
 * `GET /v2/cdn/stories/{full_slug | id}` and `?find_by=uuid`. The public token reads published
 * content only; asking it for a draft is refused outright, as Storyblok does.
 */
export function createStoryHandler(
  store: StoryStore,
  config: StoryblokConfig,
  cacheVersion: number,
) {
  return async (request: Request, params: RouteParams): Promise<Response> => {
    const url = new URL(request.url);
    const version = allowedVersion(url, config);
    if (!version) return unauthorized();

    const view = loadContentView(store, version);
    const story = view.find(params['*'] ?? '', url.searchParams.get('find_by'));
    if (!story) return notFound();
    const source = referenceSource(view, url, config);
    return json(
      {
        story: source.present(story),
        cv: cacheVersion,
        ...references([story], url.searchParams, source),
      },
      {headers: cacheHeaders(version)},
    );
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
    if (!tokenAccess(token, config)) return unauthorized();
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

function referenceSource(view: ContentView, url: URL, config: StoryblokConfig): ReferenceSource {
  const excludingFields = (url.searchParams.get('excluding_fields') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  return {
    byUuid: view.byUuid,
    present: (story) =>
      presentStory(story, {
        version: view.version,
        origin: url.origin,
        spaceId: config.spaceId,
        excludingFields,
      }),
  };
}

function references(stories: DeliveredStory[], params: URLSearchParams, source: ReferenceSource) {
  const level = (name: string) => Number.parseInt(params.get(name) ?? '1', 10) || 1;
  return {
    ...resolveRelations(stories, params.get('resolve_relations'), level('resolve_level'), source),
    links: resolveLinks(stories, params.get('resolve_links'), level('resolve_links_level'), source),
  };
}
