import {RATING_SCALE, ratingLabel, reviewCountText, showsStars, starsFor} from '~/lib/rating';
import {useLocale} from '~/lib/useLocale';

const STAR_PATH =
  'M12 2.5l2.9 6.06 6.6.82-4.85 4.57 1.25 6.55L12 17.27 6.1 20.5l1.25-6.55L2.5 9.38l6.6-.82z';

/**
 * A rating as five stars, filled to the nearest half below (4.7 shows 4½), read out as
 * "Rated 4.5 out of 5". For one review or a card; an average goes through `RatingSummary`.
 */
export function Stars({rating, className = 'size-5'}: {rating: number; className?: string}) {
  const filled = starsFor(rating);
  return (
    <span role="img" aria-label={ratingLabel(rating)} className="inline-flex items-center gap-0.5">
      {Array.from({length: RATING_SCALE}, (_, index) => (
        <Star key={index} fill={Math.min(1, Math.max(0, filled - index))} className={className} />
      ))}
    </span>
  );
}

/** One star, `fill` of it in colour (0, ½ or 1): an outline star with the filled one clipped over it. */
function Star({fill, className}: {fill: number; className: string}) {
  return (
    <span className={`relative inline-block shrink-0 ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="absolute inset-0 size-full text-stone-300">
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      {fill > 0 ? (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{width: `${fill * 100}%`}}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`h-full text-amber-500 ${className}`}>
            <path d={STAR_PATH} fill="currentColor" />
          </svg>
        </span>
      ) : null}
    </span>
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
          <Stars rating={average} className="size-[1.25em]" />
          <span className="font-semibold">{average.toFixed(1)}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <span>{countText}</span>
    </p>
  );
}
