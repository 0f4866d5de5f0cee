import type {CSSProperties} from 'react';
import {RATING_SCALE, ratingLabel, reviewCountText, showsStars, starsFor} from '~/lib/product/rating';
import {useLocale} from '~/lib/i18n/useLocale';

/** Each star's box and the space after it, in the drawing's units (the `stars` utility's mask). */
const STAR = 24;
const STAR_GAP = 3;
const ROW_WIDTH = RATING_SCALE * STAR + (RATING_SCALE - 1) * STAR_GAP;

/**
 * A rating as five stars, filled to the nearest half below (4.7 shows 4½), read out as
 * "Rated 4.5 out of 5". For one review or a card; an average goes through `RatingSummary`.
 * One element: the `stars` utility (app.css) cuts the row of stars out of a grey and amber band,
 * amber up to the filled width, so a page of cards sends no drawing per card.
 */
export function Stars({rating, className = 'h-5'}: {rating: number; className?: string}) {
  const filled = starsFor(rating);
  const whole = Math.floor(filled);
  const filledWidth = Math.min(whole * (STAR + STAR_GAP) + (filled > whole ? STAR / 2 : 0), ROW_WIDTH);
  const style = {'--filled': `${Math.round((filledWidth / ROW_WIDTH) * 10000) / 100}%`} as CSSProperties;
  return <span role="img" aria-label={ratingLabel(rating)} className={`stars ${className}`} style={style} />;
}

export interface RatingSummaryProps {
  /** The average rating, 0 to 5. */
  average: number;
  /** How many reviews the average is over. */
  count: number;
  /** The totals are the store's, not the product's: the count reads "1,287+ Store Reviews". */
  storeLevel?: boolean;
  /** Text size and colour of the line; stars follow the text size. */
  className?: string;
}

/**
 * An average rating and its review count, by the store's display rules: stars (and the average
 * beside them) only from an average of 4, rounded down to halves; the count always, formatted for
 * the locale. Nothing at all when there are no reviews.
 */
export function RatingSummary({average, count, storeLevel = false, className = 'text-sm'}: RatingSummaryProps) {
  const locale = useLocale();
  if (!(count > 0)) return null;
  const countText = reviewCountText(count, {storeLevel, locale: locale.tag});
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      {showsStars(average) ? (
        <>
          <Stars rating={average} className="h-[1.25em]" />
          <span className="font-semibold">{average.toFixed(1)}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <span>{countText}</span>
    </p>
  );
}
