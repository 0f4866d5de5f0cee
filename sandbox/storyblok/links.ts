/**
 * `GET /v2/cdn/links`: every story and folder as a link object keyed by uuid. Folders are always
 * listed; unpublished stories only in the draft version. Paged only with `paginated=1`, as for
 * spaces made before Storyblok paged this endpoint by default.
 */
import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import {
  allowedVersion,
  cacheHeaders,
  pageOf,
  pagingHeaders,
  readPage,
  unauthorized,
} from './access';
import {loadContentView} from './content-view';
import {folderLink, storyLink, type LinkObject} from './link-objects';
import type {StoryStore} from './stories';

const MAX_LINKS_PER_PAGE = 1000;

export function createLinksHandler(store: StoryStore, config: SandboxConfig['storyblok']) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const version = allowedVersion(url, config);
    if (!version) return unauthorized();

    const params = url.searchParams;
    const withDates = params.get('include_dates') === '1';
    const view = loadContentView(store, version);
    let links: LinkObject[] = [
      ...view.folders.map((folder) => folderLink(folder, withDates)),
      ...view.stories.map((story) => storyLink(story, withDates)),
    ].sort((a, b) => a.slug.localeCompare(b.slug));

    const startsWith = (params.get('starts_with') ?? '').replace(/^\/+/, '');
    if (startsWith) links = links.filter((link) => link.slug.startsWith(startsWith));
    const withParent = params.get('with_parent');
    if (withParent !== null && /^\d+$/.test(withParent)) {
      links = links.filter((link) => (link.parent_id ?? 0) === Number(withParent));
    }

    let headers = cacheHeaders(version);
    if (params.get('paginated') === '1') {
      const page = readPage(params, MAX_LINKS_PER_PAGE);
      headers = {...headers, ...pagingHeaders(links.length, page)};
      links = pageOf(links, page);
    }
    return json({links: Object.fromEntries(links.map((link) => [link.uuid, link]))}, {headers});
  };
}
