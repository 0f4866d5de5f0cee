/** The search parameter that pages through a product's reviews, so every page has an address. */
export const REVIEWS_PAGE_PARAM = 'reviews';

/** Whose reviews: the store's own, or one product's by its numeric Shopify id. */
export type ReviewsScope = {scope: 'store'} | {scope: 'product'; productId: string};

/** What the store shows of a set of reviews: the totals and one page of the newest reviews. */
export interface ReviewsData extends ReviewsPage {
  averageRating: number;
  totalReviews: number;
  reviews: Review[];
}

/** Which page of reviews this is, from 1, of how many; 0 pages when the service does not say. */
export interface ReviewsPage {
  page: number;
  totalPages: number;
}

export interface Review {
  id: number;
  rating: number;
  comments: string;
  displayName: string;
  /** ISO date the review was written. */
  date: string;
  verifiedBuyer: boolean;
}

/** How many of the newest reviews a list shows. */
export const REVIEWS_PER_PAGE = 12;

/** The numeric product id in a field that holds one (`8123` or `gid://shopify/Product/8123`), else null. */
export function reviewsProductId(field: string): string | null {
  return /^(?:gid:\/\/shopify\/Product\/)?(\d+)$/.exec(field.trim())?.[1] ?? null;
}

/** One product's review totals, as a listing's card shows them. */
export interface ProductRatingSummary {
  average: number;
  count: number;
}
