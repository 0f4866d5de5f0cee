import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ReactNode} from 'react';
import {RatingSummary} from '~/components/Rating';
import {
  ReviewItem,
  ReviewList,
  ReviewListPlaceholder,
  ReviewsUnavailable,
} from '~/components/ReviewList';
import type {ReviewsData} from '~/lib/product/reviews';
import type {ReviewWidgetBlok} from '~/lib/content/storyblok/types';
import {BlockDataView} from './data-view';
import {productReviewsNeed, storeReviewsNeed, type BlockNeed} from './data';
import {text} from './options';
import {StoreRating} from './StoreRating';

/**
 * The review provider's widgets, drawn by the store from the page's review data: the store's or a
 * product's reviews as a list, a scrolling row of the store's, or a product's star rating (the
 * store's when the product has none yet).
 */
export function ReviewWidget({blok}: {blok: ReviewWidgetBlok}) {
  const heading = text(blok.heading);
  const product = productReviewsNeed(text(blok.product_id));
  let widget: ReactNode;
  switch (blok.widget) {
    case 'product-reviews':
      widget = product ? <ReviewsPanel need={product} heading={heading} storeLevel={false} /> : null;
      break;
    case 'star-rating':
      widget = <StarRating product={product} />;
      break;
    case 'carousel':
      widget = <ReviewCarousel heading={heading} />;
      break;
    default:
      widget = <ReviewsPanel need={storeReviewsNeed()} heading={heading} storeLevel />;
  }
  if (!widget) return null;
  return <div {...storyblokEditable(blok)}>{widget}</div>;
}

function ReviewsPanel({need, heading, storeLevel}: {need: BlockNeed; heading: string; storeLevel: boolean}) {
  return (
    <div className="space-y-6">
      <BlockDataView<ReviewsData>
        need={need}
        fallback={
          <>
            {heading ? <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2> : null}
            <ReviewListPlaceholder />
          </>
        }
        failed={
          <>
            {heading ? <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2> : null}
            <ReviewsUnavailable />
          </>
        }
      >
        {(data) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-stone-200 pb-4">
              {heading ? <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2> : null}
              {data ? (
                <RatingSummary average={data.averageRating} count={data.totalReviews} storeLevel={storeLevel} />
              ) : null}
            </div>
            {data && data.reviews.length > 0 ? (
              <>
                <ReviewList reviews={data.reviews} />
                {data.totalReviews > data.reviews.length ? (
                  <p className="text-sm text-stone-600">
                    The {data.reviews.length} newest of {data.totalReviews.toLocaleString('en-US')} reviews.
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-stone-700">No reviews yet.</p>
            )}
          </>
        )}
      </BlockDataView>
    </div>
  );
}

/** A product's own rating when it has reviews, else the store's, marked as the store's. */
function StarRating({product}: {product: BlockNeed | null}) {
  const store = <StoreRating />;
  if (!product) return store;
  return (
    <BlockDataView<ReviewsData> need={product} fallback={null} failed={store}>
      {(data) =>
        data && data.totalReviews > 0 ? (
          <RatingSummary average={data.averageRating} count={data.totalReviews} />
        ) : (
          store
        )
      }
    </BlockDataView>
  );
}

/** The store's newest reviews in a row that scrolls sideways, card by card. */
function ReviewCarousel({heading}: {heading: string}) {
  return (
    <section aria-label={heading || 'Customer reviews'} className="space-y-6">
      {heading ? <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2> : null}
      <BlockDataView<ReviewsData>
        need={storeReviewsNeed()}
        fallback={<ReviewListPlaceholder />}
        failed={<ReviewsUnavailable />}
      >
        {(data) =>
          data && data.reviews.length > 0 ? (
            <ul className="-mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto px-4 pb-4">
              {data.reviews.map((review) => (
                <li key={review.id} className="flex w-[min(85%,22rem)] shrink-0 snap-start">
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-stone-700">No reviews yet.</p>
          )
        }
      </BlockDataView>
    </section>
  );
}
