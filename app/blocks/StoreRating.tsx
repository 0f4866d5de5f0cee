import type {ReactNode} from 'react';
import {RatingSummary} from '~/components/Rating';
import type {ReviewsData} from '~/lib/product/reviews';
import {BlockDataView} from './data-view';
import {storeReviewsNeed} from './data';

/** The store's own average and review count, from the page's review data. */
export function StoreRating({
  className,
  fallback = null,
  failed = null,
}: {
  className?: string;
  fallback?: ReactNode;
  failed?: ReactNode;
}) {
  return (
    <BlockDataView<ReviewsData> need={storeReviewsNeed()} fallback={fallback} failed={failed}>
      {(store) =>
        store ? (
          <RatingSummary
            average={store.averageRating}
            count={store.totalReviews}
            storeLevel
            className={className}
          />
        ) : null
      }
    </BlockDataView>
  );
}
