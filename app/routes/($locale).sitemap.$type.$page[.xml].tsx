import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {routeLocale} from '~/lib/i18n/locale';
import {publicOrigin} from '~/lib/http/public-origin.server';
import {
  catalogueSitemap,
  isCatalogueType,
  isStorySitemapType,
  storySitemapEntries,
  textResponse,
  urlsetXml,
} from '~/lib/content/sitemap.server';

/**
 * One child sitemap. `/sitemap/products/1.xml` is Hydrogen's (every locale as an alternate);
 * `/sitemap/pages/1.xml` lists the US stories and `/en-ca/sitemap/pages/1.xml` the Canadian ones.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const {type, page = ''} = params;
  if (!/^[1-9]\d{0,4}$/.test(page)) throw new Response('Not found', {status: 404});
  if (isCatalogueType(type)) return catalogueSitemap(type, page, locale, request, context);
  // A store has far fewer stories than a sitemap may hold (50,000), so each CMS sitemap is one file.
  if (!isStorySitemapType(type) || page !== '1') throw new Response('Not found', {status: 404});
  const entries = await storySitemapEntries(type, locale, context);
  if (!entries.length) throw new Response('Not found', {status: 404});
  return textResponse(urlsetXml(entries, locale, publicOrigin(request, context.env)), 'application/xml');
}
