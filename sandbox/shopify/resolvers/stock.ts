/**
 * Stock as one request sees it. Checkout lowers the `inventory` table, so availability is read from
 * there, once per variant per request: a listing asks about the same variant from several fields.
 */
import {stockOf} from '../../catalogue/inventory';
import type {StorefrontContext} from '../context';

const snapshots = new WeakMap<StorefrontContext, Map<number, number | null>>();

/** Units on hand, or null when the variant's stock is not tracked. */
export function stockIn(context: StorefrontContext, variantId: number): number | null {
  let snapshot = snapshots.get(context);
  if (!snapshot) {
    snapshot = new Map();
    snapshots.set(context, snapshot);
  }
  if (!snapshot.has(variantId)) snapshot.set(variantId, stockOf(context.db, variantId));
  return snapshot.get(variantId) ?? null;
}

export function isAvailable(context: StorefrontContext, variantId: number): boolean {
  const quantity = stockIn(context, variantId);
  return quantity === null || quantity > 0;
}
