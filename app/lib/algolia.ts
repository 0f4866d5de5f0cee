import type {AppEnv} from '~/lib/env';
import type {Locale} from '~/lib/locale';

export interface AlgoliaSettings {
  appId: string;
  searchKey: string;
  /** A host override (the sandbox); null for Algolia's own hosts. */
  url: string | null;
  productsIndex: string;
  contentIndex: string;
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
    productsIndex: locale.pathPrefix ? `shopify_products_${suffix}` : 'shopify_products',
    contentIndex: `storyblok_content_${suffix}`,
  };
}
