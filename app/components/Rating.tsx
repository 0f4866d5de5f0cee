import {useId} from 'react';
import {RATING_SCALE, ratingLabel, reviewCountText, showsStars, starsFor} from '~/lib/rating';
import {useLocale} from '~/lib/useLocale';

/** Each star's box and the space after it, in the drawing's units. */
const STAR = 24;
const STAR_GAP = 3;
/** One star drawn in relative steps from its top point, so the same steps draw it anywhere. */
const STAR_OUTLINE = 'l2.9 6.06 6.6.82-4.85 4.57 1.25 6.55-5.9-3.23-5.9 3.23 1.25-6.55-4.85-4.57 6.6-.82z';
/**
 * The row of stars as one path: a page of product cards draws a row per card, twice (grey, then
 * the colour), so one path each instead of five keeps the HTML and the render small.
 */
const ROW_PATH = `M12 2.5${STAR_OUTLINE}${`m${STAR + STAR_GAP} 0${STAR_OUTLINE}`.repeat(RATING_SCALE - 1)}`;

/**
 * A rating as five stars, filled to the nearest half below (4.7 shows 4½), read out as
 * "Rated 4.5 out of 5". For one review or a card; an average goes through `RatingSummary`.
 * One drawing: grey stars, and the same stars in colour clipped to the filled width.
 */
export function Stars({rating, className = 'h-5'}: {rating: number; className?: string}) {
  const clipId = `stars-${useId().replace(/:/g, '')}`;
  const filled = starsFor(rating);
  const whole = Math.floor(filled);
  const filledWidth = whole * (STAR + STAR_GAP) + (filled > whole ? STAR / 2 : 0);
  const width = RATING_SCALE * STAR + (RATING_SCALE - 1) * STAR_GAP;
  return (
    <svg
      role="img"
      aria-label={ratingLabel(rating)}
      viewBox={`0 0 ${width} ${STAR}`}
      className={`inline-block w-auto shrink-0 ${className}`}
    >
      <clipPath id={clipId}>
        <rect width={filledWidth} height={STAR} />
      </clipPath>
      <path d={ROW_PATH} fill="currentColor" className="text-stone-300" />
      <path d={ROW_PATH} fill="currentColor" className="text-amber-500" clipPath={`url(#${clipId})`} />
    </svg>
  );
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
