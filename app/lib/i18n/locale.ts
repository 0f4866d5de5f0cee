/**
 * Locales are a path prefix: `en-us` is the default and has none, others are `/en-ca/...`.
 * A locale drives the Storefront API `@inContext`, the Storyblok folder and the Algolia index names.
 */
export interface Locale {
  /** Lower-case tag, also the Storyblok folder: `en-us`. */
  tag: string;
  language: 'EN';
  country: 'US' | 'CA';
  /** `''` for the default locale, `/en-ca` otherwise. */
  pathPrefix: string;
  /** The country as shoppers pick it, and the currency its prices are in. */
  label: string;
  currency: 'USD' | 'CAD';
}

export const LOCALES: readonly Locale[] = [
  {tag: 'en-us', language: 'EN', country: 'US', pathPrefix: '', label: 'United States', currency: 'USD'},
  {tag: 'en-ca', language: 'EN', country: 'CA', pathPrefix: '/en-ca', label: 'Canada', currency: 'CAD'},
];

export const DEFAULT_LOCALE = LOCALES[0];

/**
 * The locale named by the first path segment, else the default. A navigation's data for a locale's
 * home page is asked for at `/en-ca.data`, so that suffix is not part of the segment.
 */
export function localeFromPath(pathname: string): Locale {
  // Every link asks while a page renders: read the first segment without splitting the whole path.
  const end = pathname.indexOf('/', 1);
  const first = pathname
    .slice(1, end === -1 ? undefined : end)
    .toLowerCase()
    .replace(/\.data$/, '');
  return (
    LOCALES.find((locale) => locale.pathPrefix && locale.tag === first) ??
    DEFAULT_LOCALE
  );
}

/** The path without its locale prefix: `/en-ca/about` → `/about`. */
export function stripLocalePrefix(pathname: string, locale: Locale): string {
  if (!locale.pathPrefix) return pathname;
  const rest = pathname.slice(locale.pathPrefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A site path for this locale: `/about` → `/en-ca/about`; a path already in a market stays. */
export function localizePath(path: string, locale: Locale): string {
  if (!locale.pathPrefix || !path.startsWith('/') || localeFromPath(path).pathPrefix) return path;
  return path === '/' ? locale.pathPrefix : `${locale.pathPrefix}${path}`;
}

/**
 * The locale of a route under the optional `($locale)` segment, which every such loader and action
 * calls first: the request's locale, or a 404 when the segment is not one of our prefixes
 * (`/fr-fr/cart`, or a CMS path such as `/about/cart` that the route happened to match).
 */
export function routeLocale({
  params,
  context,
}: {
  params: {locale?: string};
  context: {locale: Locale};
}): Locale {
  const segment = params.locale?.toLowerCase();
  if (segment === undefined || (context.locale.pathPrefix && segment === context.locale.tag)) {
    return context.locale;
  }
  throw new Response('Not found', {status: 404});
}
