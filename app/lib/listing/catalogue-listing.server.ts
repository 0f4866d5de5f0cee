import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ListingFallbackQuery} from 'storefrontapi.generated';
import {ALL_HANDLE} from './menu';
import type {Listing, ListingProduct} from './query';
import type {ListingState} from './state';

/** The most products one Storefront API page holds: the fallback pages within them. */
const MAX_PRODUCTS = 250;

/** Each listing sort as the Storefront API sorts a collection's products (the shop's: `ProductSortKeys`). */
const SORTS = {
  featured: {collection: 'COLLECTION_DEFAULT', shop: 'BEST_SELLING', reverse: false},
  price_asc: {collection: 'PRICE', shop: 'PRICE', reverse: false},
  price_desc: {collection: 'PRICE', shop: 'PRICE', reverse: true},
} as const satisfies Record<ListingState['sort'], unknown>;

/**
 * A collection's products from the Storefront API, for when search cannot answer: sorted and paged
 * as the listing asked, without filters (only search counts them), which the page says. Null when
 * the catalogue cannot answer either.
 */
export async function catalogueListing(
  context: Pick<AppLoadContext, 'storefront'>,
  handle: string,
  state: ListingState,
): Promise<Listing | null> {
  const sort = SORTS[state.sort];
  try {
    const {collection, products} = await context.storefront.query(LISTING_FALLBACK_QUERY, {
      variables: {
        handle,
        all: handle === ALL_HANDLE,
        first: MAX_PRODUCTS,
        collectionSort: sort.collection,
        shopSort: sort.shop,
        reverse: sort.reverse,
      },
      cache: context.storefront.CacheShort(),
    });
    const nodes = (handle === ALL_HANDLE ? products : collection?.products)?.nodes;
    if (!nodes) return null;
    const pages = Math.max(1, Math.ceil(nodes.length / state.perPage));
    const page = Math.min(state.page, pages);
    const first = (page - 1) * state.perPage;
    return {
      products: nodes.slice(first, page * state.perPage).map((node, index) => listingProduct(node, first + index + 1)),
      total: nodes.length,
      page,
      pages,
      groups: [],
      // Not from search: no search to name, so no Insights events (`useResultEvents` needs a queryID).
      indexName: '',
      queryID: null,
      withoutFilters: true,
    };
  } catch (error) {
    console.error('Catalogue listing failed too:', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Every collection to browse, from the Storefront API, for the search page while search is down:
 * all products first. Empty when the catalogue cannot answer either.
 */
export async function browsableCollections(
  context: Pick<AppLoadContext, 'storefront'>,
): Promise<{handle: string; title: string}[]> {
  try {
    const {collections} = await context.storefront.query(BROWSABLE_COLLECTIONS_QUERY, {
      cache: context.storefront.CacheShort(),
    });
    const listed = collections.nodes.filter((node) => node.handle !== ALL_HANDLE);
    return [{handle: ALL_HANDLE, title: 'All Products'}, ...listed];
  } catch (error) {
    console.error('Collections unavailable:', error instanceof Error ? error.message : error);
    return [];
  }
}

type ProductNode = NonNullable<ListingFallbackQuery['products']>['nodes'][number];

function listingProduct(node: ProductNode, position: number): ListingProduct {
  // Search's ids are the number at the end of the Storefront API's.
  const id = node.id.slice(node.id.lastIndexOf('/') + 1);
  return {
    id,
    objectID: id,
    position,
    handle: node.handle,
    title: node.title,
    brand: node.vendor || null,
    image: node.featuredImage?.url ?? null,
    price: Number(node.priceRange.minVariantPrice.amount),
    eachPrice: null,
    available: node.availableForSale,
  };
}

const LISTING_FALLBACK_QUERY = `#graphql
  fragment ListingFallbackProduct on Product {
    id
    handle
    title
    vendor
    availableForSale
    featuredImage {
      url
    }
    priceRange {
      minVariantPrice {
        amount
      }
    }
  }
  query ListingFallback(
    $handle: String!
    $all: Boolean!
    $first: Int!
    $collectionSort: ProductCollectionSortKeys!
    $shopSort: ProductSortKeys!
    $reverse: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) @skip(if: $all) {
      products(first: $first, sortKey: $collectionSort, reverse: $reverse) {
        nodes {
          ...ListingFallbackProduct
        }
      }
    }
    products(first: $first, sortKey: $shopSort, reverse: $reverse) @include(if: $all) {
      nodes {
        ...ListingFallbackProduct
      }
    }
  }
` as const;

const BROWSABLE_COLLECTIONS_QUERY = `#graphql
  query BrowsableCollections($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 250) {
      nodes {
        handle
        title
      }
    }
  }
` as const;
