import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {sitemapIndex} from '~/lib/content/sitemap.server';

/**
 * The sitemap index: products and collections, then pages, blog and FAQ in each locale. One file
 * for the whole host, as robots.txt names it, so it has no `/en-ca` twin.
 */
export function loader({request, context}: LoaderFunctionArgs) {
  return sitemapIndex(request, context);
}
