import {getSitemap, getSitemapIndex, type Storefront} from '@shopify/hydrogen';
import type {AppEnv} from '~/lib/env';
import {DEFAULT_LOCALE, LOCALES, localizePath, type Locale} from '~/lib/i18n/locale';
import {createContentClient} from '~/lib/content/storyblok/client.server';
import {storyPath} from '~/lib/content/storyblok/links';
import type {Story} from '~/lib/content/storyblok/types';
import {atPublicOrigin} from '~/lib/http/public-origin.server';

/**
 * Child sitemaps: the catalogue's are Hydrogen's (`getSitemapIndex` / `getSitemap` read Shopify's
 * `sitemap(type)`, one URL per product or collection with an alternate per locale); the pages, blog
 * and FAQ come from the CMS, one child per locale, since each store has its own stories.
 * Shopify's own Online Store pages are left out: the store shows the CMS stories, not `/pages/…`.
 */
export const CATALOGUE_TYPES = ['products', 'collections'] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/** Content types of the stories each CMS sitemap lists; others (composters, authors) have no page. */
export const STORY_TYPES = {
  pages: ['page', 'contact'],
  blog: ['blog-index', 'blog-post', 'blog-category'],
  faq: ['faq-index', 'faq-category', 'faq-item'],
} as const;
export type StorySitemapType = keyof typeof STORY_TYPES;

const SITEMAP_QUERY_TYPES = {products: 'PRODUCT', collections: 'COLLECTION'} as const;
/** The CDN API's largest page. */
const STORIES_PER_REQUEST = 100;

export interface SitemapContext {
  storefront: Storefront;
  env: AppEnv;
}

/** A page of the store in a CMS sitemap, by its path without a locale prefix. */
export interface SitemapEntry {
  path: string;
  title: string;
  /** ISO date-time of the last change. */
  updatedAt: string;
  /** The locales the page exists in, the default first. */
  locales: Locale[];
}

export function isCatalogueType(type: string | undefined): type is CatalogueType {
  return CATALOGUE_TYPES.includes(type as CatalogueType);
}

export function isStorySitemapType(type: string | undefined): type is StorySitemapType {
  return Object.hasOwn(STORY_TYPES, type ?? '');
}

/** The sitemap index: Hydrogen's for the catalogue, then each CMS child that has pages. */
export async function sitemapIndex(request: Request, context: SitemapContext): Promise<Response> {
  const storyTypes = Object.keys(STORY_TYPES) as StorySitemapType[];
  const children = await Promise.all(
    storyTypes.flatMap((type) =>
      LOCALES.map(async (locale) =>
        (
          await storiesOf(type, locale, context)
        ).length
          ? localizePath(`/sitemap/${type}/1.xml`, locale)
          : null,
      ),
    ),
  );
  return getSitemapIndex({
    storefront: context.storefront,
    request: atPublicOrigin(request, context.env),
    types: [...CATALOGUE_TYPES],
    customChildSitemaps: children.filter((child): child is string => child !== null),
  });
}

const X_DEFAULT = 'x-default';

/**
 * One page of the product or collection sitemap, by Hydrogen: each URL in the request's locale, with
 * an `hreflang` alternate for every locale (the catalogue is the same in each market).
 */
export function catalogueSitemap(
  type: CatalogueType,
  page: string,
  locale: Locale,
  request: Request,
  {storefront, env}: SitemapContext,
): Promise<Response> {
  return getSitemap({
    storefront,
    request: atPublicOrigin(request, env),
    params: {type, page},
    locales: [...LOCALES.map(hreflang), X_DEFAULT],
    getLink: ({type: linkType, baseUrl, handle, locale: tag}) => {
      const linkLocale =
        tag === undefined
          ? locale
          : LOCALES.find((each) => hreflang(each) === tag) ?? DEFAULT_LOCALE;
      return `${baseUrl}${localizePath(`/${linkType}/${handle}`, linkLocale)}`;
    },
  });
}

/** The entries of one CMS sitemap in one locale, with the other locales each page exists in. */
export async function storySitemapEntries(
  type: StorySitemapType,
  locale: Locale,
  context: SitemapContext,
): Promise<SitemapEntry[]> {
  const byLocale = await Promise.all(LOCALES.map((each) => storiesOf(type, each, context)));
  const pathsIn = byLocale.map(
    (stories) => new Set(stories.map((story) => storyPath(story.full_slug))),
  );
  const own = byLocale[LOCALES.indexOf(locale)] ?? [];
  return own.map((story) => {
    const path = storyPath(story.full_slug);
    return {
      path,
      title: story.name,
      updatedAt: storyUpdatedAt(story),
      locales: LOCALES.filter((_each, index) => pathsIn[index].has(path)),
    };
  });
}

/** A link to a page of the store, by its path without a locale prefix. */
export interface SitemapLink {
  path: string;
  title: string;
}

/** Every page of a type in a locale, with its title, for the sitemap page people read. */
export async function sitemapLinks(
  type: CatalogueType | 'pages',
  locale: Locale,
  context: SitemapContext,
): Promise<SitemapLink[]> {
  if (type === 'pages') {
    return (await storySitemapEntries(type, locale, context)).map(({path, title}) => ({
      path,
      title,
    }));
  }
  const first = await catalogueTitles(type, 1, context);
  const count = first.sitemap.pagesCount?.count ?? 0;
  const rest = await Promise.all(
    Array.from({length: Math.max(0, count - 1)}, (_unused, index) =>
      catalogueTitles(type, index + 2, context),
    ),
  );
  return [first, ...rest].flatMap(({sitemap}) =>
    (sitemap.resources?.items ?? []).map((item) => ({
      path: `/${type}/${item.handle}`,
      title: ('title' in item && item.title) || item.handle,
    })),
  );
}

function catalogueTitles(type: CatalogueType, page: number, {storefront}: SitemapContext) {
  return storefront.query(SITEMAP_TITLES_QUERY, {
    variables: {type: SITEMAP_QUERY_TYPES[type], page},
    cache: storefront.CacheLong(),
  });
}

function storyUpdatedAt(story: Story): string {
  return story.published_at ?? story.first_published_at ?? story.created_at ?? '';
}

/** Every published story of a CMS sitemap type in a locale's folder, a CDN page at a time. */
async function storiesOf(
  type: StorySitemapType,
  locale: Locale,
  {env}: SitemapContext,
): Promise<Story[]> {
  // Search engines see the published site, even when an editor asks in preview.
  const content = createContentClient({env, locale, version: 'published'});
  const stories: Story[] = [];
  for (let page = 1; ; page += 1) {
    const result = await content.getStories({
      filter_query: {component: {in: STORY_TYPES[type].join(',')}},
      per_page: STORIES_PER_REQUEST,
      page,
    });
    stories.push(...result.stories);
    if (!result.stories.length || stories.length >= result.total) return stories;
  }
}

/** `en-us` → `en-US`, as `hreflang` writes it. */
export function hreflang(locale: Locale): string {
  return `${locale.language.toLowerCase()}-${locale.country}`;
}

/** A child sitemap: each page in `locale`, with `hreflang` alternates for every locale it has. */
export function urlsetXml(entries: SitemapEntry[], locale: Locale, origin: string): string {
  const url = (path: string, each: Locale) => xml(new URL(localizePath(path, each), origin).href);
  const items = entries.map((entry) => {
    const alternates = entry.locales.map(
      (each) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang(each)}" href="${url(
          entry.path,
          each,
        )}"/>`,
    );
    if (entry.locales.includes(DEFAULT_LOCALE)) {
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(
          entry.path,
          DEFAULT_LOCALE,
        )}"/>`,
      );
    }
    return [
      '  <url>',
      `    <loc>${url(entry.path, locale)}</loc>`,
      ...(entry.updatedAt ? [`    <lastmod>${xml(entry.updatedAt)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${items.join('\n')}\n</urlset>\n`
  );
}

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const SITEMAP_TITLES_QUERY = `#graphql
  query StoreSitemapTitles($type: SitemapType!, $page: Int!) {
    sitemap(type: $type) {
      pagesCount {
        count
      }
      resources(page: $page) {
        items {
          handle
          ... on SitemapResource {
            title
          }
        }
      }
    }
  }
` as const;

/** Sitemaps and robots.txt change slowly and hold nothing personal: caches may keep them an hour. */
export function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
