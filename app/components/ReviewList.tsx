import {Stars} from '~/components/Rating';
import {CheckIcon} from '~/components/icons';
import type {Review} from '~/lib/product/reviews';
import {useLocale} from '~/lib/i18n/useLocale';

/** Reviews as a grid of cards: stars, words, who wrote them and when. */
export function ReviewList({reviews}: {reviews: Review[]}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id} className="flex">
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  );
}

/** One review as a card; `className` sets its width where a row of them scrolls. */
export function ReviewItem({review, className = ''}: {review: Review; className?: string}) {
  const locale = useLocale();
  return (
    <article
      className={`flex w-full flex-col gap-3 rounded-xl bg-white p-5 text-stone-900 shadow-sm ring-1 ring-stone-200 ${className}`}
    >
      <div className="flex items-center justify-between gap-3">
        <Stars rating={review.rating} className="h-4" />
        {review.date ? (
          <time dateTime={review.date} className="text-xs text-stone-600">
            {formatReviewDate(review.date, locale.tag)}
          </time>
        ) : null}
      </div>
      <p className="leading-relaxed text-stone-800">{review.comments}</p>
      <p className="mt-auto flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-semibold">{review.displayName || 'Customer'}</span>
        {review.verifiedBuyer ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
            <CheckIcon className="size-3.5" />
            Verified buyer
          </span>
        ) : null}
      </p>
    </article>
  );
}

/**
 * The date in the shopper's language, read in UTC so the server's page and the browser's
 * hydration agree whatever the time zone.
 */
export function formatReviewDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(date);
}

/** Grey cards in the shape of reviews while they stream in. */
export function ReviewListPlaceholder({count = 3}: {count?: number}) {
  return (
    <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({length: count}, (_, index) => (
        <div key={index} className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-stone-200">
          <div className="h-4 w-24 animate-pulse rounded bg-stone-100" />
          <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-stone-100" />
        </div>
      ))}
    </div>
  );
}

/** What a review block says when the review service failed; the rest of the page still stands. */
export function ReviewsUnavailable() {
  return <p className="text-sm text-stone-700">Reviews are unavailable right now.</p>;
}
