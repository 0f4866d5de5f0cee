import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {Alternative, Listing} from './query';

/**
 * For each sold-out product in a listing, the first of its related products (the same kind, from
 * its own collection) that can be bought, for its card's 'View Alternative' link. One Storefront
 * query for the whole page, only when something is sold out. Awaited, not streamed: the link must be
 * there without JavaScript, and streamed parts only show with it. A failure leaves the links out.
 */
export function listingAlternatives(
  {storefront}: Pick<AppLoadContext, 'storefront'>,
  listing: Listing | null,
): Promise<Record<string, Alternative>> {
  const soldOut = listing?.products.filter((product) => !product.available) ?? [];
  if (!soldOut.length) return Promise.resolve({});
  return storefront
    .query(LISTING_ALTERNATIVES_QUERY, {
      variables: {ids: soldOut.map((product) => `gid://shopify/Product/${product.id}`)},
      cache: storefront.CacheShort(),
    })
    .then(({nodes}) =>
      Object.fromEntries(
        nodes.flatMap((node) => {
          if (node?.__typename !== 'Product') return [];
          const alternative = node.related?.references?.nodes.find(
            (candidate) => candidate.__typename === 'Product' && candidate.availableForSale,
          );
          if (alternative?.__typename !== 'Product') return [];
          const id = node.id.slice(node.id.lastIndexOf('/') + 1);
          return [[id, {handle: alternative.handle, title: alternative.title}]];
        }),
      ),
    )
    .catch((error: unknown) => {
      console.error(
        'Alternatives unavailable for a listing:',
        error instanceof Error ? error.message : error,
      );
      return {};
    });
}

const LISTING_ALTERNATIVES_QUERY = `#graphql
  query ListingAlternatives($country: CountryCode, $language: LanguageCode, $ids: [ID!]!)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      __typename
      ... on Product {
        id
        related: metafield(namespace: "gpp", key: "related_product_refs") {
          references(first: 8) {
            nodes {
              __typename
              ... on Product {
                handle
                title
                availableForSale
              }
            }
          }
        }
      }
    }
  }
` as const;
