/**
 * A price as the store shows it. Per-piece prices of packs run below a cent (`$0.045`), so they
 * keep up to four decimals; every other price has two.
 */
export function formatMoney(
  amount: number,
  currencyCode: string,
  {each = false}: {each?: boolean} = {},
): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: each ? 4 : 2,
  }).format(amount);
}
