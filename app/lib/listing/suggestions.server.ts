import type {LiteClient, SearchResponse} from 'algoliasearch/lite';

import type {Suggestions} from './suggestions';

/** The query-suggestions index Algolia builds from the products index's searches. */
export const SUGGESTIONS_INDEX = 'shopify_products_query_suggestions';
export const SUGGESTION_COUNT = 5;
const PRODUCT_COUNT = 4;

/** Popular queries and top products for typed text, in one request; nothing for no text. */
export async function suggest(
  search: LiteClient,
  productsIndex: string,
  text: string,
): Promise<Suggestions> {
  if (!text) return {queries: [], products: []};
  try {
    const {results} = await search.search({
      requests: [
        {
          indexName: SUGGESTIONS_INDEX,
          query: text,
          hitsPerPage: SUGGESTION_COUNT,
          attributesToHighlight: [],
        },
        {
          indexName: productsIndex,
          query: text,
          hitsPerPage: PRODUCT_COUNT,
          distinct: true,
          attributesToRetrieve: ['handle', 'title', 'product_image'],
          attributesToHighlight: [],
        },
      ],
    });
    const [queries, products] = results as SearchResponse[];
    return {
      queries: queries.hits.map((hit) => String(hit.query ?? '')).filter(Boolean),
      products: products.hits.map((hit) => ({
        handle: String(hit.handle ?? ''),
        title: String(hit.title ?? ''),
        image: typeof hit.product_image === 'string' ? hit.product_image : null,
      })),
    };
  } catch (error) {
    // Suggestions are a convenience; the search button still works without them.
    console.error('Suggestions failed:', error instanceof Error ? error.message : error);
    return {queries: [], products: []};
  }
}
