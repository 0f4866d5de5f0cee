import type {AppEnv} from '~/lib/env';
import type {Locale} from '~/lib/i18n/locale';

export interface AlgoliaSettings {
  appId: string;
  searchKey: string;
  /** A host override (the sandbox); null for Algolia's own hosts. */
  url: string | null;
  /** Where the browser sends Insights events: the override, or Algolia's Insights host. */
  insightsUrl: string;
  productsIndex: string;
  contentIndex: string;
}

/** Algolia's Insights API, for applications in any region. */
export const ALGOLIA_INSIGHTS_URL = 'https://insights.algolia.io';

/** The content index of a locale, which our Storyblok indexer writes (`storyblok_content_en_us`). */
export function contentIndexName(locale: Locale): string {
  return `storyblok_content_${locale.tag.replace('-', '_')}`;
}

/**
 * Index names follow the Algolia Shopify connector (`shopify_products`, suffixed per extra market)
 * and our Storyblok indexer (`storyblok_content_{locale}`, every locale suffixed).
 */
export function algoliaSettings(env: AppEnv, locale: Locale): AlgoliaSettings {
  const suffix = locale.tag.replace('-', '_');
  return {
    appId: env.PUBLIC_ALGOLIA_APP_ID,
    searchKey: env.PUBLIC_ALGOLIA_SEARCH_KEY,
    url: env.PUBLIC_ALGOLIA_URL || null,
    insightsUrl: (env.PUBLIC_ALGOLIA_URL || ALGOLIA_INSIGHTS_URL).replace(/\/+$/, ''),
    productsIndex: locale.pathPrefix ? `shopify_products_${suffix}` : 'shopify_products',
    contentIndex: contentIndexName(locale),
  };
}
