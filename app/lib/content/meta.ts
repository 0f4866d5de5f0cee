import {isRouteErrorResponse} from '@remix-run/react';
import type {MetaDescriptor} from '@shopify/remix-oxygen';
import {pageTitle, SITE_NAME} from '~/lib/content/site';

export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute. */
  canonicalUrl: string;
  /** Absolute; shown when the page is shared. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** Pages that only say there is nothing here (a page past the end) stay out of search results. */
  noindex?: boolean;
  /** Extra tags, such as an article's dates. */
  extra?: MetaDescriptor[];
}

/** Title, description, canonical link and the Open Graph and card tags a shared link shows. */
export function pageMeta({
  title,
  description,
  canonicalUrl,
  image,
  type = 'website',
  noindex = false,
  extra = [],
}: PageMeta): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  return [
    {title: fullTitle},
    ...(description ? [{name: 'description', content: description}] : []),
    {tagName: 'link', rel: 'canonical', href: canonicalUrl},
    ...(noindex ? [{name: 'robots', content: 'noindex'}] : []),
    {property: 'og:site_name', content: SITE_NAME},
    {property: 'og:type', content: type},
    {property: 'og:title', content: title},
    ...(description ? [{property: 'og:description', content: description}] : []),
    {property: 'og:url', content: canonicalUrl},
    ...(image ? [{property: 'og:image', content: image}] : []),
    {name: 'twitter:card', content: image ? 'summary_large_image' : 'summary'},
    ...extra,
  ];
}

/** The title of a page whose loader failed: what went wrong, in the store's name. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{title: pageTitle(notFound ? 'Page not found' : 'Something went wrong')}];
}

/** The page's blocks' scripts, fetched from the head beside the page's own (`blockScripts`). */
export function scriptPreloads(hrefs: readonly string[] = []): MetaDescriptor[] {
  return hrefs.map((href) => ({tagName: 'link', rel: 'modulepreload', href}));
}
