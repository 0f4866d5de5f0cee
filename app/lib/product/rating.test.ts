import {describe, expect, it} from 'vitest';
import {ratingLabel, reviewCountText, showsStars, starsFor} from './rating';

describe('starsFor', () => {
  it.each([
    [5, 5],
    [4.49, 4],
    [4.5, 4.5],
    [4.99, 4.5],
    [4, 4],
    [0.5, 0.5],
    [7, 5],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
  ])('fills %s as %s stars', (rating, stars) => {
    expect(starsFor(rating)).toBe(stars);
  });
});

describe('showsStars', () => {
  it('shows stars only from an average of 4', () => {
    expect(showsStars(4)).toBe(true);
    expect(showsStars(4.8)).toBe(true);
    expect(showsStars(3.99)).toBe(false);
    expect(showsStars(Number.NaN)).toBe(false);
  });
});

describe('reviewCountText', () => {
  it('formats the count for the locale', () => {
    expect(reviewCountText(1287)).toBe('1,287 Reviews');
    expect(reviewCountText(1287, {locale: 'en-CA'})).toBe('1,287 Reviews');
    expect(reviewCountText(1)).toBe('1 Review');
  });

  it('marks a store-level total with a plus', () => {
    expect(reviewCountText(1287, {storeLevel: true})).toBe('1,287+ Store Reviews');
  });
});

describe('ratingLabel', () => {
  it('says the stars shown, out of five', () => {
    expect(ratingLabel(4.7)).toBe('Rated 4.5 out of 5');
  });
});
