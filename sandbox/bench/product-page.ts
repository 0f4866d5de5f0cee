/**
 * How long the sandbox takes to answer the query a product page sends: the product by handle with
 * its options and variant helpers, images, every `gpp` metafield, variants with prices and
 * metafields, and recommendations. Sent over HTTP through Hydrogen's own storefront client, one at
 * a time, against the catalogue's product with the most variants.
 */
import {createStorefrontClient} from '@shopify/hydrogen';
import {measureLatency, type Latency} from '../../scripts/measure';
import {loadCatalogue} from '../catalogue';
import {loadSandboxConfig} from '../config';

const PRODUCT_METAFIELD_KEYS = [
  'subtitle',
  'manufacturer_sku',
  'brand',
  'has_custom_printing',
  'complementary_product',
  'related_product_refs',
  'suggested_product_refs',
  'google_feed_item_id',
  'short_title',
  'package_size',
  'package_type',
  'pack_qty',
  'is_sample',
  'weight',
  'length',
  'width',
  'height',
  'top_diameter',
  'bottom_diameter',
  'thickness',
  'disclaimer',
  'overview_title',
  'overview_subtitle',
  'packaging_disclaimer',
  'card_heading',
  'card_description',
  'add_to_cart_text',
  'enable_custom_out_of_stock_form',
  'is_made_in_the_usa',
  'is_biodegradable',
  'is_commercially_compostable',
  'is_home_compostable',
  'is_microwave_safe',
  'is_recyclable',
  'has_plant_based_materials',
  'has_recycled_materials',
  'is_pfas_free',
  'is_bpa_free',
  'is_gluten_free',
  'is_heavy_duty',
  'has_lid_sold_separately',
  'has_uber_eats_discount',
  'is_bpi_certified',
  'is_cma_certified',
  'is_sfi_certified',
  'is_fsc_certified',
  'is_usda_biobased',
];

const VARIANT_METAFIELD_KEYS = [
  'each_price',
  'package_size',
  'package_type',
  'pack_qty',
  'size_ounces',
];

const identifiers = (keys: string[]) =>
  keys.map((key) => `{namespace: "gpp", key: "${key}"}`).join(', ');

const PRODUCT_PAGE_QUERY = `#graphql
  fragment BenchVariant on ProductVariant {
    id title sku availableForSale quantityAvailable
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    selectedOptions { name value }
    image { id url altText width height }
    product { handle title }
    metafields(identifiers: [${identifiers(VARIANT_METAFIELD_KEYS)}]) { key type value }
  }
  fragment BenchCard on Product {
    id handle title
    featuredImage { url altText width height }
    priceRange { minVariantPrice { amount currencyCode } }
  }
  query BenchProductPage(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id handle title vendor productType descriptionHtml tags availableForSale
      seo { title description }
      encodedVariantExistence
      encodedVariantAvailability
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      compareAtPriceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      images(first: 20) { nodes { id url(transform: {maxWidth: 1200}) altText width height } }
      options {
        name
        optionValues { name firstSelectableVariant { ...BenchVariant } swatch { color } }
      }
      selectedOrFirstAvailableVariant(
        selectedOptions: $selectedOptions
        ignoreUnknownOptions: true
        caseInsensitiveMatch: true
      ) { ...BenchVariant }
      adjacentVariants(selectedOptions: $selectedOptions) { ...BenchVariant }
      variants(first: 100) { nodes { ...BenchVariant } }
      metafields(identifiers: [${identifiers(PRODUCT_METAFIELD_KEYS)}]) {
        key type value
        reference { ... on Product { ...BenchCard } }
        references(first: 10) { nodes { ... on Product { ...BenchCard } } }
      }
    }
    related: productRecommendations(productHandle: $handle) { ...BenchCard }
    complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) { ...BenchCard }
  }
`;

export async function benchProductPageQuery({
  url,
  samples = 200,
}: {
  /** The sandbox's origin, e.g. `http://127.0.0.1:4000`. */
  url: string;
  samples?: number;
}): Promise<Latency> {
  const tokens = loadSandboxConfig().storefront;
  const {storefront} = createStorefrontClient({
    storeDomain: url,
    publicStorefrontToken: tokens.publicToken,
    privateStorefrontToken: tokens.privateToken,
    i18n: {language: 'EN', country: 'US'},
    logErrors: false,
  });
  const product = [...loadCatalogue().listedProducts].sort(
    (a, b) => b.variants.length - a.variants.length,
  )[0];
  const variables = {handle: product.handle, selectedOptions: product.variants[0].selectedOptions};
  const run = async () => {
    const result = await storefront.query<{product: unknown; errors?: unknown[]}>(
      PRODUCT_PAGE_QUERY,
      {
        variables,
      },
    );
    // Timing an error answer would measure the wrong thing.
    if (result.errors?.length || !result.product) {
      throw new Error(`The product page query failed: ${JSON.stringify(result.errors)}`);
    }
  };
  return measureLatency(run, {warmup: Math.min(20, samples), runs: samples});
}
