/**
 * Money as the Storefront API answers it. The catalogue is priced in US dollars; Canadian prices are
 * derived at a fixed rate and rounded half-up to the cent, so every amount a test sees is predictable
 * (decision 0005). Arithmetic is done in integer cents to keep totals exact.
 */
import type {CountryMarket} from './markets';

export const CAD_PER_USD = 1.35;

/** Estimated sales tax on the cart and charged at checkout, by the buyer's country. */
export const TAX_RATES: Record<CountryMarket['isoCode'], number> = {US: 0.07, CA: 0.13};

/** Flat shipping in US dollars (converted like any price) below the free-shipping threshold. */
export const FLAT_SHIPPING_USD = '14.95';

export interface MoneyV2 {
  __typename: 'MoneyV2';
  amount: string;
  currencyCode: string;
}

/** "54.95" → 5495. Accepts the decimal strings of the seed. */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** US cents in the market's currency, in cents. */
export function convertCents(usdCents: number, country: CountryMarket): number {
  return country.currency.isoCode === 'USD' ? usdCents : Math.round(usdCents * CAD_PER_USD);
}

/** Cents (already in the market's currency) as Shopify's Decimal: "54.95", "10.0", "0.0". */
export function decimalOf(cents: number): string {
  const text = (cents / 100).toFixed(2).replace(/0$/, '');
  return text.endsWith('.') ? `${text}0` : text;
}

/** A MoneyV2 for cents already in the market's currency. */
export function moneyOf(cents: number, country: CountryMarket): MoneyV2 {
  return {__typename: 'MoneyV2', amount: decimalOf(cents), currencyCode: country.currency.isoCode};
}

/** A catalogue price (US dollars) as MoneyV2 in the market's currency. */
export function priceIn(usdAmount: string | number, country: CountryMarket): MoneyV2 {
  return moneyOf(convertCents(toCents(usdAmount), country), country);
}
