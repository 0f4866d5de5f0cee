/**
 * A price as the store shows it, everywhere: the currency's symbol as US English writes it ($ for US
 * dollars, CA$ for Canadian ones, so a Canadian price never passes for a US one) and cents.
 * Per-piece prices of packs run below a cent (`$0.045`), so they keep up to four decimals.
 */
export function formatMoney(
  amount: number,
  currencyCode: string,
  {each = false}: {each?: boolean} = {},
): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: each ? 4 : 2,
  }).format(amount);
}

/** A Storefront API amount (`{amount: '4.95', currencyCode: 'USD'}`) as the store shows it. */
export function formatMoneyV2({amount, currencyCode}: {amount: string; currencyCode: string}): string {
  return formatMoney(Number(amount), currencyCode);
}
