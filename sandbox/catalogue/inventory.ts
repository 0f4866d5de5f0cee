/**
 * Stock per variant. The catalogue seed says how many of each variant there are; checkout lowers the
 * number here, so stock survives restarts and the seed itself never changes.
 */
import type {SandboxDb, TableModule} from '../db';
import {loadCatalogue} from './index';

export const inventoryTables: TableModule = {
  name: 'inventory',
  migrations: [
    `CREATE TABLE IF NOT EXISTS inventory (
      variant_id INTEGER PRIMARY KEY,
      quantity INTEGER
    )`,
  ],
  seed(db) {
    const insert = db.prepare('INSERT INTO inventory (variant_id, quantity) VALUES (?, ?)');
    for (const product of loadCatalogue().products) {
      for (const variant of product.variants) insert.run(variant.id, variant.inventoryQuantity);
    }
  },
};

/** Units on hand, or null when the variant's stock is not tracked (always available). */
export function stockOf(db: SandboxDb, variantId: number): number | null {
  const row = db.prepare('SELECT quantity FROM inventory WHERE variant_id = ?').get(variantId) as
    | {quantity: number | null}
    | undefined;
  return row ? row.quantity : null;
}

export function isInStock(db: SandboxDb, variantId: number): boolean {
  const quantity = stockOf(db, variantId);
  return quantity === null || quantity > 0;
}

/** Lowers tracked stock by `quantity` (never below zero); untracked stock is left alone. */
export function takeStock(db: SandboxDb, variantId: number, quantity: number): void {
  db.prepare(
    'UPDATE inventory SET quantity = MAX(quantity - ?, 0) WHERE variant_id = ? AND quantity IS NOT NULL',
  ).run(quantity, variantId);
}
