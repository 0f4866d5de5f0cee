import {Link, useLocation} from '@remix-run/react';
import {Stars} from '~/components/Rating';
import {ReviewList} from '~/components/ReviewList';
import {reviewCountText} from '~/lib/product/rating';
import {REVIEWS_PAGE_PARAM, type ReviewsData} from '~/lib/product/reviews';
import {useLocale} from '~/lib/i18n/useLocale';

/** A product's reviews with their average and total, a page at a time. */
export function ProductReviews({reviews}: {reviews: ReviewsData}) {
  const {tag} = useLocale();
  const {averageRating, totalReviews, page, totalPages} = reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-bold text-stone-900">
        Reviews
      </h2>
      <div className="mt-4 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-4xl font-bold text-stone-900">
          {averageRating.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div>
          <Stars rating={averageRating} />
          <p className="text-sm text-stone-700">{reviewCountText(totalReviews, {locale: tag})}</p>
        </div>
      </div>
      <ReviewList reviews={reviews.reviews} />
      {totalPages > 1 ? <ReviewPager page={page} totalPages={totalPages} /> : null}
    </section>
  );
}

function ReviewPager({page, totalPages}: {page: number; totalPages: number}) {
  const {pathname, search} = useLocation();
  const pageLink = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete(REVIEWS_PAGE_PARAM);
    else params.set(REVIEWS_PAGE_PARAM, String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}#reviews`;
  };
  const linkClass = 'rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50';
  return (
    <nav aria-label="Review pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} preventScrollReset className={linkClass}>
          Previous<span className="sr-only"> reviews</span>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={pageLink(page + 1)} preventScrollReset className={linkClass}>
          Next<span className="sr-only"> reviews</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
