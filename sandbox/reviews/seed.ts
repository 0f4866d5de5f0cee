/**
 * Reviews are generated from the catalogue at seed time with a fixed-seed random source, so every
 * fresh database holds the same reviews: most products have some, a few have none, ratings lean
 * high as they do for a well-run shop, and the words fit what was bought.
 */
import type {SeedProduct} from '../catalogue';
import {randomFrom} from '../catalogue/seed/random';

export interface SeedReview {
  productId: number | null;
  rating: number;
  comments: string;
  displayName: string;
  createdAt: string;
  verifiedBuyer: boolean;
}

export const STORE_REVIEW_COUNT = 1287;

const NAMES = [
  'Maya R.',
  'Daniel K.',
  'Priya S.',
  'Tom H.',
  'Lucia M.',
  'Jordan P.',
  'Aisha B.',
  'Owen T.',
  'Grace L.',
  'Marco D.',
  'Hannah W.',
  'Samir A.',
  'Elena V.',
  'Chris N.',
  'Fatima Z.',
  'Ben O.',
  'Rosa G.',
  'Kenji Y.',
  'Nora F.',
  'Victor C.',
];

const PRAISE = [
  'Sturdy enough for a busy lunch rush and our compost hauler takes them without complaint.',
  'Customers noticed the switch and liked it. No leaks so far.',
  'Good value for the case price, and delivery came two days early.',
  'Exactly as described. The fit with the matching lids is snug.',
  'We moved our whole café over to these. Quality is consistent case after case.',
  'Feels premium, holds up to hot soup, and the print looks clean.',
  'Reordered three times now. Reliable product and friendly support.',
];

const MIXED = [
  'Works well, though the sleeve of 50 runs out fast; the case is better value.',
  'Decent quality. A couple arrived dented but support replaced them quickly.',
  'Good cups, but they soften if you leave iced drinks out for hours.',
];

const CRITICAL = [
  'Lids did not fit as tightly as I hoped with our older cups.',
  'Shipping took longer than expected for our location.',
];

const STORE_COMMENTS = [
  'Fast shipping and easy ordering.',
  'Great selection of compostable options for our restaurant.',
  'Helpful team, answered all my questions about certifications.',
  'Free samples helped us choose the right containers.',
  'Prices are fair and the products are consistent.',
];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)];

function rating(random: () => number): number {
  const roll = random();
  if (roll < 0.62) return 5;
  if (roll < 0.87) return 4;
  if (roll < 0.95) return 3;
  return roll < 0.98 ? 2 : 1;
}

function comment(random: () => number, stars: number): string {
  if (stars >= 4) return pick(random, PRAISE);
  return stars === 3 ? pick(random, MIXED) : pick(random, CRITICAL);
}

/** A date in the two years before `until`, as an ISO string. */
function dateBefore(random: () => number, until: Date): string {
  const twoYears = 2 * 365 * 24 * 3600 * 1000;
  return new Date(until.getTime() - Math.floor(random() * twoYears)).toISOString();
}

export function generateReviews(
  products: SeedProduct[],
  until = new Date('2026-11-01T00:00:00Z'),
): SeedReview[] {
  const random = randomFrom('reviews');
  const productReviews = products.flatMap((product) => {
    // About one product in six has no reviews yet, so empty states are exercised.
    const count = random() < 0.17 ? 0 : 1 + Math.floor(random() * 14);
    return Array.from({length: count}, () => {
      const stars = rating(random);
      return {
        productId: product.id,
        rating: stars,
        comments: comment(random, stars),
        displayName: pick(random, NAMES),
        createdAt: dateBefore(random, until),
        verifiedBuyer: random() < 0.85,
      };
    });
  });
  const storeReviews = Array.from({length: STORE_REVIEW_COUNT}, () => {
    const stars = rating(random);
    return {
      productId: null,
      rating: stars,
      comments: stars >= 4 ? pick(random, STORE_COMMENTS) : pick(random, CRITICAL),
      displayName: pick(random, NAMES),
      createdAt: dateBefore(random, until),
      verifiedBuyer: true,
    };
  });
  return [...productReviews, ...storeReviews];
}
