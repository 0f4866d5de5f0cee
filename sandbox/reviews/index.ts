import type {SandboxService, ServiceContext} from '../service';
import {
  createProductReviewsHandler,
  createStoreReviewsHandler,
  createSummaryHandler,
  forMerchant,
} from './handlers';
import {countReviews} from './store';

export function createReviewService({db, config}: ServiceContext): SandboxService {
  const merchant = config.reviews.merchantId;
  return {
    key: 'reviews',
    name: 'Reviews',
    description: `Product and store reviews for merchant "${merchant}", with averages and totals.`,
    endpoints: [
      `/reviews/${merchant}/products/{productId}`,
      `/reviews/${merchant}/summary?product_ids=…`,
      `/reviews/${merchant}/store`,
    ],
    routes: [
      {
        method: 'GET',
        pattern: '/reviews/:merchant/products/:productId',
        handler: forMerchant(merchant, createProductReviewsHandler(db)),
      },
      {
        method: 'GET',
        pattern: '/reviews/:merchant/summary',
        handler: forMerchant(merchant, createSummaryHandler(db)),
      },
      {
        method: 'GET',
        pattern: '/reviews/:merchant/store',
        handler: forMerchant(merchant, createStoreReviewsHandler(db)),
      },
    ],
    counts: () => ({reviews: countReviews(db)}),
  };
}
