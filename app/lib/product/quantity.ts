/** The product quantity rules: at least 1, at most what is in stock when stock is known. */

export const MIN_QUANTITY = 1;

/** A typed or stepped quantity brought within the bounds; anything unreadable is the minimum. */
export function clampQuantity(value: number, max: number | null): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  const whole = Math.floor(value);
  const upper = max === null ? Number.POSITIVE_INFINITY : Math.max(MIN_QUANTITY, max);
  return Math.min(Math.max(whole, MIN_QUANTITY), upper);
}

/** Stock as a bound: null (no limit) when the variant's stock is not tracked or not told. */
export function quantityLimit(quantityAvailable: number | null | undefined): number | null {
  return typeof quantityAvailable === 'number' && quantityAvailable > 0 ? quantityAvailable : null;
}
