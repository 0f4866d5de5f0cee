import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {routeLocale} from '~/lib/i18n/locale';
import {MONEY_FRAGMENT, PRODUCT_OPTIONS_FRAGMENT} from '~/lib/fragments';
import {findVariant} from '~/lib/product/product.server';

/**
 * What a card's Quick Shop needs to put a product in the cart: its options, the chosen variant
 * (`?variant=` its number, else the first for sale) and the variants one option away, as on the
 * product page, so every variant of a product is reachable whatever its size. Catalogue data, the
 * same for every visitor, so it is cached like the product page's.
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  const handle = params.handle ?? '';
  const variantNumber = new URL(request.url).searchParams.get('variant');
  const chosen = variantNumber ? await findVariant(context, handle, variantNumber) : null;
  const {product} = await context.storefront.query(QUICK_SHOP_QUERY, {
    variables: {handle, selectedOptions: chosen?.selectedOptions ?? []},
    cache: context.storefront.CacheShort(),
  });
  if (!product?.selectedOrFirstAvailableVariant) throw new Response('Not found', {status: 404});
  return Response.json(
    {product},
    {headers: {'Cache-Control': 'public, max-age=60, stale-while-revalidate=600'}},
  );
}

const QUICK_SHOP_QUERY = `#graphql
  query QuickShopProduct(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
  ) @inContext(country: $country, language: $language) {
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
      ...ProductOptions
    }
  }
  ${PRODUCT_OPTIONS_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;
