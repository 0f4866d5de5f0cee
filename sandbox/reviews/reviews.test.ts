import {describe, expect, it} from 'vitest';
import {loadCatalogue} from '../catalogue';
import {readJson, setupServedSandbox} from '../testing';
import {generateReviews, STORE_REVIEW_COUNT} from './seed';

const {url} = setupServedSandbox();
const MERCHANT = 'green-packaging-co';

const reviews = generateReviews(loadCatalogue().products);
const reviewedProduct = reviews.find((review) => review.productId !== null)?.productId;

describe('seeded reviews', () => {
  it('are the same on every seed, and fit a five-star scale', () => {
    expect(generateReviews(loadCatalogue().products)).toEqual(reviews);
    expect(reviews.every((review) => review.rating >= 1 && review.rating <= 5)).toBe(true);
    expect(reviews.filter((review) => review.productId === null)).toHaveLength(STORE_REVIEW_COUNT);
  });
});

describe('the reviews API', () => {
  it("answers a product's reviews with its average and total, newest first, a page at a time", async () => {
    const expected = reviews.filter((review) => review.productId === reviewedProduct);
    const average =
      Math.round(
        (expected.reduce((sum, review) => sum + review.rating, 0) / expected.length) * 100,
      ) / 100;

    const body = await readJson(
      await fetch(`${url()}/reviews/${MERCHANT}/products/${reviewedProduct}?per_page=2`),
    );
    expect(body).toMatchObject({
      product_id: reviewedProduct,
      average_rating: average,
      total_reviews: expected.length,
      page: 1,
      per_page: 2,
      total_pages: Math.ceil(expected.length / 2),
    });
    expect(body.reviews.length).toBe(Math.min(2, expected.length));
    expect(Object.keys(body.reviews[0]).sort()).toEqual([
      'comments',
      'date_created',
      'display_name',
      'id',
      'rating',
      'verified_buyer',
    ]);
    const dates = body.reviews.map((review: {date_created: string}) => review.date_created);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers an unreviewed product with zero totals and no reviews', async () => {
    const body = await readJson(await fetch(`${url()}/reviews/${MERCHANT}/products/999999999`));
    expect(body).toMatchObject({average_rating: 0, total_reviews: 0, total_pages: 0, reviews: []});
  });

  it('gives totals for several products at once, in the order asked', async () => {
    const body = await readJson(
      await fetch(`${url()}/reviews/${MERCHANT}/summary?product_ids=999999999,${reviewedProduct}`),
    );
    expect(body.products.map((entry: {product_id: number}) => entry.product_id)).toEqual([
      999999999,
      reviewedProduct,
    ]);
    expect(body.products[0].total_reviews).toBe(0);
    expect(body.products[1].total_reviews).toBeGreaterThan(0);
  });

  it('gives the store-level totals', async () => {
    const body = await readJson(await fetch(`${url()}/reviews/${MERCHANT}/store`));
    expect(body.total_reviews).toBe(STORE_REVIEW_COUNT);
    expect(body.average_rating).toBeGreaterThan(4);
    expect(body.average_rating).toBeLessThanOrEqual(5);
  });

  it('refuses an unknown merchant and a non-numeric product id', async () => {
    expect((await fetch(`${url()}/reviews/someone-else/store`)).status).toBe(404);
    expect((await fetch(`${url()}/reviews/${MERCHANT}/products/cups`)).status).toBe(400);
  });
});
