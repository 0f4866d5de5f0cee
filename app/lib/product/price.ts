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

/** A metafield's number, or null when it is missing or not a positive number. */
export function positiveNumber(value: string | null | undefined): number | null {
  const number = Number(value);
  return value != null && value !== '' && Number.isFinite(number) && number > 0 ? number : null;
}
