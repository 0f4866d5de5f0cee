/**
 * The countries the shop sells to. `@inContext(country:)` picks one; its currency prices everything
 * in the answer. Anything else (including Hydrogen's `ZZ` default) falls back to the primary market.
 */
export interface CountryMarket {
  isoCode: 'US' | 'CA';
  name: string;
  currency: {isoCode: 'USD' | 'CAD'; name: string; symbol: string};
  unitSystem: 'IMPERIAL_SYSTEM' | 'METRIC_SYSTEM';
  market: {id: string; handle: string};
}

export interface StoreLanguage {
  isoCode: 'EN';
  name: string;
  endonymName: string;
}

export const COUNTRIES: readonly CountryMarket[] = [
  {
    isoCode: 'US',
    name: 'United States',
    currency: {isoCode: 'USD', name: 'United States Dollar', symbol: '$'},
    unitSystem: 'IMPERIAL_SYSTEM',
    market: {id: 'gid://shopify/Market/1', handle: 'us'},
  },
  {
    isoCode: 'CA',
    name: 'Canada',
    currency: {isoCode: 'CAD', name: 'Canadian Dollar', symbol: '$'},
    unitSystem: 'METRIC_SYSTEM',
    market: {id: 'gid://shopify/Market/2', handle: 'ca'},
  },
];

export const PRIMARY_COUNTRY = COUNTRIES[0];

export const LANGUAGES: readonly StoreLanguage[] = [
  {isoCode: 'EN', name: 'English', endonymName: 'English'},
];

export function countryByCode(code: string | null | undefined): CountryMarket {
  return COUNTRIES.find((country) => country.isoCode === code) ?? PRIMARY_COUNTRY;
}

export function languageByCode(code: string | null | undefined): StoreLanguage {
  return LANGUAGES.find((language) => language.isoCode === code) ?? LANGUAGES[0];
}
