import type {LiteClient, SearchResponse} from 'algoliasearch/lite';
import type {Locale} from '~/lib/i18n/locale';
import {listingRequests, readListing, type Listing, type ListingInput} from './query';

/** The search page lists this many hits per tab. */
export const SEARCH_HITS_PER_PAGE = 250;

export interface ContentHit {
  id: string;
  title: string;
  description: string | null;
  /** The site path, without the locale folder the index stores (`en-us/blog/x` → `/blog/x`). */
  path: string;
}

export interface SearchResults {
  products: Listing | null;
  content: {hits: ContentHit[]; total: number} | null;
}

/** Products (with their facets) and content for one query, in one request. */
export async function runSearch(
  search: LiteClient,
  input: ListingInput,
  contentIndex: string,
  locale: Locale,
): Promise<SearchResults> {
  const productRequests = listingRequests({...input, hitsPerPage: SEARCH_HITS_PER_PAGE});
  try {
    const {results} = await search.search({
      requests: [
        ...productRequests,
        {
          indexName: contentIndex,
          query: input.query,
          hitsPerPage: SEARCH_HITS_PER_PAGE,
          attributesToRetrieve: [
            'name',
            'full_slug',
            'content.seo',
            'content.title',
            'content.excerpt',
          ],
          attributesToHighlight: [],
          ...(input.userToken ? {userToken: input.userToken} : {}),
        },
      ],
    });
    const responses = results as SearchResponse[];
    const contentResponse = responses[productRequests.length];
    return {
      products: readListing(input, responses.slice(0, productRequests.length)),
      content: {
        hits: contentResponse.hits.map((hit) => contentHit(hit, locale)),
        total: contentResponse.nbHits ?? 0,
      },
    };
  } catch (error) {
    console.error('Search failed:', error instanceof Error ? error.message : error);
    return {products: null, content: null};
  }
}

function contentHit(hit: Record<string, unknown>, locale: Locale): ContentHit {
  const content = (hit.content ?? {}) as {
    seo?: {title?: string; description?: string};
    title?: string;
    excerpt?: string;
  };
  const fullSlug = String(hit.full_slug ?? '');
  const folder = `${locale.tag}/`;
  const slug = fullSlug.startsWith(folder) ? fullSlug.slice(folder.length) : fullSlug;
  return {
    id: String(hit.objectID),
    title: content.title || String(hit.name ?? '') || content.seo?.title || slug,
    description: content.seo?.description || content.excerpt || null,
    path: slug === 'home' ? '/' : `/${slug}`,
  };
}
