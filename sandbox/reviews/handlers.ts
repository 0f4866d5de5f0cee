/**
 * The review provider's read API, as the storefront's widgets use it: a product's reviews with
 * averages and totals, totals for several products at once (cards), and the store-level totals.
 * Shapes follow the provider's JSON: snake_case fields, 1-based pages.
 */
import type {SandboxDb} from '../db';
import {json} from '../http/responses';
import type {RouteParams} from '../http/router';
import {listReviews, reviewTotals, type ReviewSort} from './store';

const MAX_PER_PAGE = 100;

type Guarded = (request: Request, params: RouteParams) => Promise<Response>;

/** Unknown merchants get the provider's 404; everything else goes to `handler`. */
export function forMerchant(merchantId: string, handler: Guarded): Guarded {
  return async (request, params) =>
    params.merchant === merchantId
      ? handler(request, params)
      : json({error: 'Merchant not found'}, {status: 404});
}

export function createProductReviewsHandler(db: SandboxDb) {
  return async (request: Request, params: RouteParams): Promise<Response> => {
    const productId = Number(params.productId);
    if (!Number.isInteger(productId) || productId <= 0) {
      return json({error: 'product_id must be a numeric product id'}, {status: 400});
    }
    const query = new URL(request.url).searchParams;
    const page = positiveInteger(query.get('page'), 1);
    const perPage = Math.min(positiveInteger(query.get('per_page'), 10), MAX_PER_PAGE);
    const sort = readSort(query.get('sort'));
    const totals = reviewTotals(db, productId);
    return json({
      product_id: productId,
      ...totals,
      page,
      per_page: perPage,
      total_pages: Math.ceil(totals.total_reviews / perPage),
      reviews: listReviews(db, productId, {page, perPage, sort}),
    });
  };
}

export function createSummaryHandler(db: SandboxDb) {
  return async (request: Request): Promise<Response> => {
    const ids = (new URL(request.url).searchParams.get('product_ids') ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length === 0) {
      return json({error: 'product_ids must list numeric product ids'}, {status: 400});
    }
    return json({products: ids.map((id) => ({product_id: id, ...reviewTotals(db, id)}))});
  };
}

export function createStoreReviewsHandler(db: SandboxDb) {
  return async (request: Request): Promise<Response> => {
    const query = new URL(request.url).searchParams;
    const page = positiveInteger(query.get('page'), 1);
    const perPage = Math.min(positiveInteger(query.get('per_page'), 10), MAX_PER_PAGE);
    return json({
      ...reviewTotals(db, null),
      page,
      per_page: perPage,
      reviews: listReviews(db, null, {page, perPage, sort: readSort(query.get('sort'))}),
    });
  };
}

function positiveInteger(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : fallback;
}

function readSort(value: string | null): ReviewSort {
  return value === 'highest' || value === 'lowest' ? value : 'newest';
}
