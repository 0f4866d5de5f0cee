/** The blog's addresses, without the locale prefix (add it with `localizePath`/`useLocalizedPath`). */
export const BLOG_PATH = '/blog';

export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

export function categoryPath(slug: string): string {
  return `${BLOG_PATH}/categories/${slug}`;
}

export function archivePath(year: number | string): string {
  return `${BLOG_PATH}/archive/${year}`;
}

/** A listing's address for a page number; page 1 is the listing itself. */
export function pagePath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The page a `?page=` asks for. Anything that is not a whole number of at least 1 is page 1; a
 * page past the end is answered with an empty page by the listing, never an error.
 */
export function requestedPage(url: URL): number {
  const value = url.searchParams.get('page');
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
