import {numberFormat} from '../i18n/number-format';

/** The rating scale every review in the store uses, and the stars a review card shows by default. */
export const RATING_SCALE = 5;

/** Below this average the store shows the review count without stars. */
export const MIN_RATING_FOR_STARS = 4;

/** Stars to fill for a rating: whole stars, plus a half when the decimal is .5 or more. */
export function starsFor(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0;
  const clamped = Math.min(rating, RATING_SCALE);
  const whole = Math.floor(clamped);
  return clamped - whole >= 0.5 ? whole + 0.5 : whole;
}

/** Whether an average is good enough to show as stars. */
export function showsStars(average: number): boolean {
  return Number.isFinite(average) && average >= MIN_RATING_FOR_STARS;
}

/**
 * The review count as shoppers read it: `1,287 Reviews` for a product's own reviews, or
 * `1,287+ Store Reviews` when only the store-level total exists.
 */
export function reviewCountText(
  count: number,
  {storeLevel = false, locale = 'en-US'}: {storeLevel?: boolean; locale?: string} = {},
): string {
  const formatted = numberFormat(locale).format(Math.max(0, Math.floor(count)));
  if (storeLevel) return `${formatted}+ Store Reviews`;
  return count === 1 ? `${formatted} Review` : `${formatted} Reviews`;
}

/** A rating as words for assistive technology: `Rated 4.5 out of 5`. */
export function ratingLabel(rating: number): string {
  return `Rated ${starsFor(rating)} out of ${RATING_SCALE}`;
}
