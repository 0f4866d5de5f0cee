/**
 * What every CDN endpoint shares: the token check, Storyblok's error bodies word for word, and
 * the paging and cache headers.
 */
import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import type {ContentVersion} from './stories';

type StoryblokConfig = SandboxConfig['storyblok'];

export const UNAUTHORIZED = {error: 'Unauthorized'};
export const NOT_FOUND = ['This record could not be found'];

export const unauthorized = () => json(UNAUTHORIZED, {status: 401});
export const notFound = () => json(NOT_FOUND, {status: 404});

export function tokenAccess(
  token: string | null,
  config: StoryblokConfig,
): 'public' | 'preview' | null {
  if (token === config.previewToken) return 'preview';
  if (token === config.publicToken) return 'public';
  return null;
}

/**
 * The version a request may read, or null when its token may not: any token reads published
 * content, only the preview token reads drafts.
 */
export function allowedVersion(url: URL, config: StoryblokConfig): ContentVersion | null {
  const access = tokenAccess(url.searchParams.get('token'), config);
  const version: ContentVersion =
    url.searchParams.get('version') === 'draft' ? 'draft' : 'published';
  if (!access || (version === 'draft' && access !== 'preview')) return null;
  return version;
}

export interface Page {
  page: number;
  perPage: number;
}

/** `page` from 1, `per_page` 25 by default and capped at the endpoint's maximum. */
export function readPage(params: URLSearchParams, maxPerPage: number): Page {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const perPage = Number.parseInt(params.get('per_page') ?? '', 10);
  return {
    page: page > 0 ? page : 1,
    perPage: perPage > 0 ? Math.min(perPage, maxPerPage) : 25,
  };
}

export function pageOf<T>(items: T[], {page, perPage}: Page): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export function pagingHeaders(total: number, {perPage}: Page): Record<string, string> {
  return {Total: String(total), 'Per-Page': String(perPage)};
}

/**
 * Published answers are what Storyblok's CDN keeps (a new `cv` is a new cache key); drafts are
 * never cached.
 */
export function cacheHeaders(version: ContentVersion): Record<string, string> {
  return version === 'draft'
    ? {'Cache-Control': 'no-cache, no-store, must-revalidate'}
    : {'Cache-Control': 'public, max-age=0, s-maxage=31536000'};
}
