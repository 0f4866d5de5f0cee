/** Whose reviews: the store's own, or one product's by its numeric Shopify id. */
export type ReviewsScope = {scope: 'store'} | {scope: 'product'; productId: string};

/** What the store shows of a set of reviews: the totals and the newest reviews. */
export interface ReviewsData {
  averageRating: number;
  totalReviews: number;
  reviews: Review[];
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
