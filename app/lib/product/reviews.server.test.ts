import {describe, expect, it} from 'vitest';
import {reviewsData} from './reviews.server';
import {reviewsProductId} from './reviews';

describe('reviewsData', () => {
  it('keeps the fields the store shows, renamed', () => {
    expect(
      reviewsData({
        average_rating: 4.62,
        total_reviews: 1287,
        page: 2,
        total_pages: 108,
        reviews: [
          {
            id: 7,
            rating: 5,
            comments: 'Fast shipping.',
            display_name: 'Maya R.',
            date_created: '2026-10-01T12:00:00.000Z',
            verified_buyer: true,
            email: 'maya@example.com',
          },
        ],
      } as never),
    ).toEqual({
      averageRating: 4.62,
      totalReviews: 1287,
      page: 2,
      totalPages: 108,
      reviews: [
        {id: 7, rating: 5, comments: 'Fast shipping.', displayName: 'Maya R.', date: '2026-10-01T12:00:00.000Z', verifiedBuyer: true},
      ],
    });
  });

  it('reads a malformed answer as no reviews rather than failing', () => {
    expect(reviewsData({average_rating: '5', reviews: [null, 'x']} as never)).toEqual({
      averageRating: 0,
      totalReviews: 0,
      page: 1,
      totalPages: 0,
      reviews: [],
    });
    expect(reviewsData(null as never)).toEqual({averageRating: 0, totalReviews: 0, page: 1, totalPages: 0, reviews: []});
  });
});

describe('reviewsProductId', () => {
  it('reads a number or a product GID, and nothing else', () => {
    expect(reviewsProductId(' 8123 ')).toBe('8123');
    expect(reviewsProductId('gid://shopify/Product/8123')).toBe('8123');
    expect(reviewsProductId('gid://shopify/Collection/8123')).toBeNull();
    expect(reviewsProductId('cups')).toBeNull();
    expect(reviewsProductId('')).toBeNull();
  });
});
