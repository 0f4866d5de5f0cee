import {numberFormat} from './number-format';

/**
 * A price as the store shows it, everywhere: the currency's symbol as US English writes it ($ for US
 * dollars, CA$ for Canadian ones, so a Canadian price never passes for a US one) and cents.
 * Per-piece prices of packs run below a cent (`$0.0055`), and shoppers comparing cups by the
 * thousand care about the fractions: below a dollar they keep up to four decimals.
 */
export function formatMoney(
  amount: number,
  currencyCode: string,
  {each = false}: MoneyOptions = {},
): string {
  return currencyFormat(currencyCode, each && amount < 1 ? 4 : 2).format(amount);
}

function currencyFormat(currencyCode: string, maximumFractionDigits: number): Intl.NumberFormat {
  return numberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits,
  });
}

interface MoneyOptions {
  /** A per-piece price, which keeps the fractions of a cent. */
  each?: boolean;
}

/** The symbol written before an amount in this currency: `$` for US dollars, `CA$` for Canadian ones. */
export function currencySymbol(currencyCode: string): string {
  const parts = currencyFormat(currencyCode, 2).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
}

/** A Storefront API amount (`{amount: '4.95', currencyCode: 'USD'}`) as the store shows it. */
export function formatMoneyV2(
  {amount, currencyCode}: {amount: string; currencyCode: string},
  options?: MoneyOptions,
): string {
  return formatMoney(Number(amount), currencyCode, options);
}
