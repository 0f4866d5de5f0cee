import {loadCatalogue} from '../catalogue';
import type {SandboxDb, TableModule} from '../db';
import {generateReviews} from './seed';

export const reviewTables: TableModule = {
  name: 'reviews',
  migrations: [
    `CREATE TABLE IF NOT EXISTS reviews (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER,
      rating INTEGER NOT NULL,
      comments TEXT NOT NULL,
      display_name TEXT NOT NULL,
      created_at TEXT NOT NULL,
      verified_buyer INTEGER NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS reviews_by_product ON reviews (product_id, created_at)',
  ],
  seed(db) {
    const insert = db.prepare(
      `INSERT INTO reviews (product_id, rating, comments, display_name, created_at, verified_buyer)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const review of generateReviews(loadCatalogue().listedProducts)) {
      insert.run(
        review.productId,
        review.rating,
        review.comments,
        review.displayName,
        review.createdAt,
        review.verifiedBuyer ? 1 : 0,
      );
    }
  },
};

export interface ReviewTotals {
  average_rating: number;
  total_reviews: number;
}

/** Totals for one product (`productId`) or for the store itself (`null`). */
export function reviewTotals(db: SandboxDb, productId: number | null): ReviewTotals {
  const row = db
    .prepare(`SELECT COUNT(*) AS total, AVG(rating) AS average FROM reviews WHERE product_id IS ?`)
    .get(productId) as {total: number; average: number | null};
  return {
    average_rating: row.average === null ? 0 : Math.round(row.average * 100) / 100,
    total_reviews: row.total,
  };
}

export type ReviewSort = 'newest' | 'highest' | 'lowest';

const ORDER: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id DESC',
  highest: 'rating DESC, created_at DESC, id DESC',
  lowest: 'rating ASC, created_at DESC, id DESC',
};

export function listReviews(
  db: SandboxDb,
  productId: number | null,
  {page, perPage, sort}: {page: number; perPage: number; sort: ReviewSort},
) {
  const rows = db
    .prepare(
      `SELECT id, rating, comments, display_name, created_at, verified_buyer FROM reviews
       WHERE product_id IS ? ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`,
    )
    .all(productId, perPage, (page - 1) * perPage) as {
    id: number;
    rating: number;
    comments: string;
    display_name: string;
    created_at: string;
    verified_buyer: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comments: row.comments,
    display_name: row.display_name,
    date_created: row.created_at,
    verified_buyer: row.verified_buyer === 1,
  }));
}

export function countReviews(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM reviews').get() as {count: number}).count;
}
