import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {LiteClient, SearchResponse} from 'algoliasearch/lite';
import type {ProductRatingSummary} from '~/lib/product/reviews';
import {fetchRatingSummaries} from '~/lib/product/reviews.server';
import {FILTERS} from './filters';
import {listingRequests, readListing, type Listing, type ListingInput} from './query';
import {listingSearchParams, type ListingState} from './state';

/**
 * Runs a listing's multi-query in one request and reads the answers; null when search fails, so
 * the page around the listing still renders and says so.
 */
export async function runListing(search: LiteClient, input: ListingInput): Promise<Listing | null> {
  try {
    const {results} = await search.search({requests: listingRequests(input)});
    return readListing(input, results as SearchResponse[]);
  } catch (error) {
    console.error(
      `Search failed for a listing of ${input.indexName}:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** Every parameter a listing owns, including the range fields the form sends without JavaScript. */
const LISTING_PARAMS = new Set([
  ...FILTERS.flatMap((filter) =>
    filter.type === 'rangeSlider'
      ? [filter.param, `${filter.param}_min`, `${filter.param}_max`]
      : [filter.param],
  ),
  'sort',
  'per_page',
  'grid',
  'page',
]);

/**
 * Where to send a request whose listing parameters are not written the canonical way (the form
 * without JavaScript sends `price_min`, defaults and empty fields; a hand-edited address may carry
 * junk), or null when they are. Other parameters (`query`, campaign tags) are kept as they came.
 */
export function canonicalListingPath(url: URL, state: ListingState): string | null {
  const own = (params: URLSearchParams) =>
    [...params]
      .filter(([name]) => LISTING_PARAMS.has(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  const canonical = listingSearchParams(state);
  if (own(url.searchParams) === own(canonical)) return null;
  const params = new URLSearchParams(
    [...url.searchParams].filter(([name]) => !LISTING_PARAMS.has(name)),
  );
  for (const [name, value] of canonical) params.append(name, value);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The listed products' review totals, for their cards. Left as a promise: the page streams them in
 * after the products, and a failing review service leaves the cards without stars, nothing more.
 */
export function listingRatings(
  context: Pick<AppLoadContext, 'env' | 'withCache'>,
  listing: Listing | null,
): Promise<Record<string, ProductRatingSummary>> {
  return fetchRatingSummaries(listing?.products.map((product) => product.id) ?? [], context).catch(
    (error: unknown) => {
      console.error(
        'Review totals unavailable for a listing:',
        error instanceof Error ? error.message : error,
      );
      return {};
    },
  );
}
