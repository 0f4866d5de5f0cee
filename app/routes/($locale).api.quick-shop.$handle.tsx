import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {routeLocale} from '~/lib/i18n/locale';
import {MONEY_FRAGMENT, PURCHASE_OPTIONS_FRAGMENT} from '~/lib/fragments';

/**
 * What a card's Quick Shop needs to put a product in the cart: its options and variants. Catalogue
 * data, the same for every visitor, so it is cached like the product page's.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  const {product} = await context.storefront.query(QUICK_SHOP_QUERY, {
    variables: {handle: params.handle ?? ''},
    cache: context.storefront.CacheShort(),
  });
  if (!product) throw new Response('Not found', {status: 404});
  return Response.json(
    {product},
    {headers: {'Cache-Control': 'public, max-age=60, stale-while-revalidate=600'}},
  );
}

const QUICK_SHOP_QUERY = `#graphql
  query QuickShopProduct($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      availableForSale
      featuredImage {
        url
        altText
        width
        height
      }
      brand: metafield(namespace: "gpp", key: "brand") {
        value
      }
      addToCartText: metafield(namespace: "gpp", key: "add_to_cart_text") {
        value
      }
      ...PurchaseOptions
    }
  }
  ${PURCHASE_OPTIONS_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;
