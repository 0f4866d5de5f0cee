/** Prices per piece: packaging sells by the case, shoppers compare by the cup. */

interface MoneyLike {
  amount: string;
  currencyCode: string;
}

/** The price of one piece of a pack of `packageSize`, or null when the pack size is unknown. */
export function pricePerPiece(price: MoneyLike, packageSize: number | null | undefined): MoneyLike | null {
  const total = Number(price.amount);
  if (!packageSize || packageSize <= 0 || !Number.isFinite(total)) return null;
  return {amount: String(total / packageSize), currencyCode: price.currencyCode};
}

/**
 * A per-piece price with the precision it needs: cents when that says enough, else up to three
 * decimals ($0.045), which a shopper comparing cups by the thousand does care about. The currency
 * is written as every other price writes it (`formatMoney`).
 */
export function formatPiecePrice({amount, currencyCode}: MoneyLike): string {
  const value = Number(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: value < 1 ? 3 : 2,
  }).format(value);
}

/** A metafield's number, or null when it is missing or not a positive number. */
export function positiveNumber(value: string | null | undefined): number | null {
  const number = Number(value);
  return value != null && value !== '' && Number.isFinite(number) && number > 0 ? number : null;
}
