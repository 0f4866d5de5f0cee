import {CacheShort, type WithCache} from '@shopify/hydrogen';
import type {AppEnv} from '~/lib/env';
import {callService} from '~/lib/http/outbound.server';
import {REVIEWS_PER_PAGE, type ProductRatingSummary, type ReviewsData, type ReviewsScope} from './reviews';

/**
 * The store's or a product's totals and newest reviews from the review service, a page at a time
 * (the first page unless asked). Reviews are public and change slowly, so answers are cached
 * briefly; a failure rejects with ServiceError.
 */
export function fetchReviews(
  scope: ReviewsScope,
  {env, withCache}: {env: Pick<AppEnv, 'REVIEWS_API_URL' | 'REVIEWS_MERCHANT_ID'>; withCache: WithCache},
  {page = 1, perPage = REVIEWS_PER_PAGE}: {page?: number; perPage?: number} = {},
): Promise<ReviewsData> {
  const path = scope.scope === 'store' ? 'store' : `products/${encodeURIComponent(scope.productId)}`;
  const merchant = encodeURIComponent(env.REVIEWS_MERCHANT_ID);
  const query = new URLSearchParams({per_page: String(perPage), ...(page > 1 ? {page: String(page)} : {})});
  const url = `${env.REVIEWS_API_URL}/${merchant}/${path}?${query}`;
  return withCache.run(
    {cacheKey: ['reviews', url], cacheStrategy: CacheShort(), shouldCacheResult: () => true},
    async () => reviewsData(await (await callService('reviews', url)).json()),
  );
}

interface ServiceReviews {
  average_rating?: unknown;
  total_reviews?: unknown;
  reviews?: unknown;
  page?: unknown;
  total_pages?: unknown;
}

/** Only the fields the store shows, checked: the service's answer is outside input. */
export function reviewsData(body: ServiceReviews): ReviewsData {
  const list: Record<string, unknown>[] = Array.isArray(body?.reviews) ? body.reviews : [];
  return {
    averageRating: finite(body?.average_rating),
    totalReviews: finite(body?.total_reviews),
    page: Math.max(1, finite(body?.page)),
    totalPages: finite(body?.total_pages),
    reviews: list
      .filter((review) => review && typeof review === 'object')
      .map((review) => ({
        id: finite(review.id),
        rating: finite(review.rating),
        comments: typeof review.comments === 'string' ? review.comments : '',
        displayName: typeof review.display_name === 'string' ? review.display_name : '',
        date: typeof review.date_created === 'string' ? review.date_created : '',
        verifiedBuyer: review.verified_buyer === true,
      })),
  };
}

function finite(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The average and count of many products' reviews in one call (a listing's cards), keyed by the
 * product's numeric id. Products without reviews come back with a count of 0.
 */
export function fetchRatingSummaries(
  productIds: string[],
  {env, withCache}: {env: Pick<AppEnv, 'REVIEWS_API_URL' | 'REVIEWS_MERCHANT_ID'>; withCache: WithCache},
): Promise<Record<string, ProductRatingSummary>> {
  if (!productIds.length) return Promise.resolve({});
  const merchant = encodeURIComponent(env.REVIEWS_MERCHANT_ID);
  const ids = productIds.map(encodeURIComponent).join(',');
  const url = `${env.REVIEWS_API_URL}/${merchant}/summary?product_ids=${ids}`;
  return withCache.run(
    {cacheKey: ['review-summaries', url], cacheStrategy: CacheShort(), shouldCacheResult: () => true},
    async () => {
      const body = (await (await callService('reviews', url)).json()) as {products?: unknown};
      const entries: Record<string, unknown>[] = Array.isArray(body?.products) ? body.products : [];
      return Object.fromEntries(
        entries
          .filter((entry) => entry && typeof entry === 'object')
          .map((entry) => [
            String(entry.product_id),
            {average: finite(entry.average_rating), count: finite(entry.total_reviews)},
          ]),
      );
    },
  );
}
