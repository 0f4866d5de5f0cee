import type {AppLoadContext, MetaDescriptor} from '@shopify/remix-oxygen';
import type {ProductCardFragment, ProductPageQuery} from 'storefrontapi.generated';
import {MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT, PURCHASABLE_VARIANT_FRAGMENT} from '~/lib/fragments';
import type {ReviewsData} from '~/lib/product/reviews';
import {fetchReviews} from '~/lib/product/reviews.server';
import {truncateText} from '~/lib/i18n/text';
import {breadcrumbTrail} from './breadcrumbs';
import {productFacts} from './facts';
import {numericId} from './variants';

/**
 * The product page's data: the product itself (awaited: the first screen is made of it) and
 * everything below the fold (streamed), each started as early as it can be, none waiting on another
 * it does not need.
 */

type ProductContext = Pick<AppLoadContext, 'storefront' | 'env' | 'withCache'>;

/** At most this many related products, and cards in 'You Might Also Like'. */
export const RELATED_LIMIT = 4;
export const SUGGESTED_LIMIT = 8;
/** Reviews on one page of the product's list. */
export const PRODUCT_REVIEWS_PER_PAGE = 5;

export type PageProduct = NonNullable<ProductPageQuery['product']>;
export type PageVariant = PageProduct['adjacentVariants'][number];

interface SelectedOption {
  name: string;
  value: string;
}

/**
 * The product with the variant these options name (else its first for sale) and the variants one
 * option away from it, as Hydrogen's `getProductOptions` wants them: never every variant, so a
 * product has as many as Shopify allows.
 */
export function fetchProduct({storefront}: ProductContext, handle: string, selectedOptions: SelectedOption[] = []) {
  return storefront
    .query(PRODUCT_PAGE_QUERY, {variables: {handle, selectedOptions}, cache: storefront.CacheShort()})
    .then(({product}) => product ?? null);
}

export interface VariantOfProduct {
  id: string;
  selectedOptions: SelectedOption[];
}

/**
 * The variant with this number when it belongs to the product with this handle, else null: the
 * addresses name a variant by its number, the Storefront API picks one by its options.
 */
export async function findVariant(
  {storefront}: ProductContext,
  handle: string,
  variantNumber: string,
): Promise<VariantOfProduct | null> {
  if (!/^\d{1,20}$/.test(variantNumber)) return null;
  const {node} = await storefront.query(VARIANT_BY_ID_QUERY, {
    variables: {id: `gid://shopify/ProductVariant/${variantNumber}`},
    cache: storefront.CacheShort(),
  });
  if (node?.__typename !== 'ProductVariant' || node.product.handle !== handle) return null;
  return {id: node.id, selectedOptions: node.selectedOptions};
}

/** Every variant's offer, for crawlers only (structured data): streamed, never on the page. */
export function fetchOffers({storefront}: ProductContext, handle: string) {
  return storefront
    .query(PRODUCT_OFFERS_QUERY, {variables: {handle}, cache: storefront.CacheShort()})
    .then(({product}) => product?.variants.nodes ?? [])
    .catch((error: unknown) => {
      console.error('Product offers unavailable', error);
      return [];
    });
}

/** Longer descriptions are cut off in search results (and Hydrogen's SEO check refuses them); the
 * description is cut one short of it, as `truncateText` adds its ellipsis after the words. */
const SEO_DESCRIPTION_MAX = 155;

/** What the page shows of a product, shaped for its components and its meta tags. */
export function pageProduct(product: PageProduct) {
  const {metafields, collections, tags, complementary, description, seo, ...rest} = product;
  const facts = productFacts(metafields);
  const reference = complementary?.reference;
  const picture = rest.images.nodes[0];
  return {
    product: rest,
    // Made here, so neither the page's data nor its JavaScript carries more than the tags need.
    seo: {
      title: seo.title || product.title,
      description: truncateText(seo.description || description, SEO_DESCRIPTION_MAX - 1),
      image: picture?.url,
      extra: imageTags(picture),
    },
    // Read with the product, not streamed after it: adding both is a purchase, which must work
    // without JavaScript, and streamed parts only appear with it.
    complementary: reference?.__typename === 'Product' ? reference : null,
    facts,
    breadcrumbs: breadcrumbTrail({tags, collections: collections.nodes, title: product.title}),
    brandHandle: facts.brand ? brandHandle(facts.brand, collections.nodes) : null,
  };
}

/** The product picture's size and description for link previews, beside `og:image`. */
function imageTags(image: PageProduct['images']['nodes'][number] | undefined): MetaDescriptor[] {
  if (!image) return [];
  return [
    {property: 'og:image:url', content: image.url},
    ...(image.width && image.height
      ? [
          {property: 'og:image:width', content: String(image.width)},
          {property: 'og:image:height', content: String(image.height)},
        ]
      : []),
    ...(image.altText ? [{property: 'og:image:alt', content: image.altText}] : []),
  ];
}

/** The brand's collection (its title is the brand), else the brand written as a handle. */
function brandHandle(brand: string, collections: {handle: string; title: string}[]): string {
  const match = collections.find((collection) => collection.title.toLowerCase() === brand.toLowerCase());
  return match?.handle ?? brand.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export interface ProductExtras {
  related: ProductCardFragment[];
  suggested: ProductCardFragment[];
}

/**
 * Related and suggested products in one query by handle, so it runs alongside the
 * product query instead of after it. A failure leaves the sections out, not the page.
 */
export function fetchProductExtras({storefront}: ProductContext, handle: string): Promise<ProductExtras | null> {
  return storefront
    .query(PRODUCT_EXTRAS_QUERY, {variables: {handle}, cache: storefront.CacheShort()})
    .then(({product, recommendations}) => {
      const cards = <Node extends {__typename?: string}>(nodes: Node[] | undefined) =>
        (nodes ?? []).filter(
          (node): node is Extract<Node, {__typename?: 'Product'}> => node.__typename === 'Product',
        );
      const suggested = cards(product?.suggested?.references?.nodes);
      return {
        related: cards(product?.related?.references?.nodes).slice(0, RELATED_LIMIT),
        suggested: (suggested.length ? suggested : recommendations ?? []).slice(0, SUGGESTED_LIMIT),
      };
    })
    .catch((error: unknown) => {
      console.error('Product extras unavailable', error);
      return null;
    });
}

/** The average and count by the title; `storeLevel` when they are the shop's, standing in. */
export interface ProductRating {
  average: number;
  count: number;
  storeLevel: boolean;
}

export interface ProductReviews {
  /** The stars by the title: the product's own, else the store's. */
  rating: ProductRating | null;
  /** The product's reviews; null when the provider failed. */
  page: ReviewsData | null;
}

/**
 * The product's reviews page and, in parallel, the store's totals for when it has none. Neither
 * failing takes anything else down.
 */
export async function fetchProductReviews(
  context: ProductContext,
  productId: string,
  page: number,
): Promise<ProductReviews> {
  const [own, store] = await Promise.all([
    fetchReviews({scope: 'product', productId: numericId(productId)}, context, {
      page,
      perPage: PRODUCT_REVIEWS_PER_PAGE,
    }).catch((error: unknown) => {
      console.error('Product reviews unavailable', error);
      return null;
    }),
    fetchReviews({scope: 'store'}, context, {perPage: 1}).catch((error: unknown) => {
      console.error('Store rating unavailable', error);
      return null;
    }),
  ]);
  const rating =
    own && own.totalReviews > 0
      ? {average: own.averageRating, count: own.totalReviews, storeLevel: false}
      : store
        ? {average: store.averageRating, count: store.totalReviews, storeLevel: true}
        : null;
  return {rating, page: own};
}

const FREQUENTLY_BOUGHT_PRODUCT_FRAGMENT = `#graphql
  fragment FrequentlyBoughtProduct on Product {
    id
    handle
    title
    featuredImage {
      url
      altText
      width
      height
    }
    selectedOrFirstAvailableVariant {
      id
      title
      availableForSale
      price {
        ...Money
      }
      packageSize: metafield(namespace: "gpp", key: "package_size") {
        value
      }
    }
  }
` as const;

/** What an option value's link needs of the variant it leads to (`getProductOptions`). */
const OPTION_TARGET_VARIANT_FRAGMENT = `#graphql
  fragment OptionTargetVariant on ProductVariant {
    id
    availableForSale
    selectedOptions {
      name
      value
    }
    product {
      handle
    }
  }
` as const;

const PRODUCT_PAGE_QUERY = `#graphql
  query ProductPage(
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
      description(truncateAt: 300)
      descriptionHtml
      availableForSale
      tags
      seo {
        title
        description
      }
      images(first: 50) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      encodedVariantExistence
      encodedVariantAvailability
      options {
        name
        optionValues {
          name
          firstSelectableVariant {
            ...OptionTargetVariant
          }
        }
      }
      selectedOrFirstAvailableVariant(
        selectedOptions: $selectedOptions
        ignoreUnknownOptions: true
        caseInsensitiveMatch: true
      ) {
        ...PurchasableVariant
      }
      adjacentVariants(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        ...PurchasableVariant
      }
      collections(first: 20) {
        nodes {
          handle
          title
        }
      }
      complementary: metafield(namespace: "gpp", key: "complementary_product") {
        reference {
          __typename
          ... on Product {
            ...FrequentlyBoughtProduct
          }
        }
      }
      metafields(
        identifiers: [
          {namespace: "gpp", key: "subtitle"}
          {namespace: "gpp", key: "manufacturer_sku"}
          {namespace: "gpp", key: "brand"}
          {namespace: "gpp", key: "has_custom_printing"}
          {namespace: "gpp", key: "add_to_cart_text"}
          {namespace: "gpp", key: "enable_custom_out_of_stock_form"}
          {namespace: "gpp", key: "overview_title"}
          {namespace: "gpp", key: "overview_subtitle"}
          {namespace: "gpp", key: "disclaimer"}
          {namespace: "gpp", key: "packaging_disclaimer"}
          {namespace: "gpp", key: "package_size"}
          {namespace: "gpp", key: "package_type"}
          {namespace: "gpp", key: "pack_qty"}
          {namespace: "gpp", key: "weight"}
          {namespace: "gpp", key: "length"}
          {namespace: "gpp", key: "width"}
          {namespace: "gpp", key: "height"}
          {namespace: "gpp", key: "top_diameter"}
          {namespace: "gpp", key: "bottom_diameter"}
          {namespace: "gpp", key: "thickness"}
          {namespace: "gpp", key: "is_made_in_the_usa"}
          {namespace: "gpp", key: "is_biodegradable"}
          {namespace: "gpp", key: "is_commercially_compostable"}
          {namespace: "gpp", key: "is_home_compostable"}
          {namespace: "gpp", key: "is_microwave_safe"}
          {namespace: "gpp", key: "is_recyclable"}
          {namespace: "gpp", key: "has_plant_based_materials"}
          {namespace: "gpp", key: "has_recycled_materials"}
          {namespace: "gpp", key: "is_pfas_free"}
          {namespace: "gpp", key: "is_bpa_free"}
          {namespace: "gpp", key: "is_gluten_free"}
          {namespace: "gpp", key: "is_heavy_duty"}
          {namespace: "gpp", key: "has_lid_sold_separately"}
          {namespace: "gpp", key: "has_uber_eats_discount"}
          {namespace: "gpp", key: "is_bpi_certified"}
          {namespace: "gpp", key: "is_cma_certified"}
          {namespace: "gpp", key: "is_sfi_certified"}
          {namespace: "gpp", key: "is_fsc_certified"}
          {namespace: "gpp", key: "is_usda_biobased"}
        ]
      ) {
        key
        value
      }
    }
  }
  ${OPTION_TARGET_VARIANT_FRAGMENT}
  ${PURCHASABLE_VARIANT_FRAGMENT}
  ${FREQUENTLY_BOUGHT_PRODUCT_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

const VARIANT_BY_ID_QUERY = `#graphql
  query ProductVariantById($id: ID!) {
    node(id: $id) {
      __typename
      ... on ProductVariant {
        id
        selectedOptions {
          name
          value
        }
        product {
          handle
        }
      }
    }
  }
` as const;

/** Shopify's largest page: a product with more variants lists its first 250 as offers. */
const PRODUCT_OFFERS_QUERY = `#graphql
  query ProductOffers($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      variants(first: 250) {
        nodes {
          id
          title
          sku
          availableForSale
          price {
            ...Money
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;


const PRODUCT_EXTRAS_QUERY = `#graphql
  query ProductPageExtras($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    recommendations: productRecommendations(productHandle: $handle, intent: RELATED) {
      ...ProductCard
    }
    product(handle: $handle) {
      related: metafield(namespace: "gpp", key: "related_product_refs") {
        references(first: 4) {
          nodes {
            __typename
            ... on Product {
              ...ProductCard
            }
          }
        }
      }
      suggested: metafield(namespace: "gpp", key: "suggested_product_refs") {
        references(first: 8) {
          nodes {
            __typename
            ... on Product {
              ...ProductCard
            }
          }
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
