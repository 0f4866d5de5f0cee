import {COUNTRIES, LANGUAGES, type CountryMarket} from '../markets';
import type {Resolvers} from './types';

export const localizationResolvers: Resolvers = {
  Query: {
    localization: (_source, _args, {country, language}) => ({
      availableCountries: COUNTRIES.map(toCountry),
      availableLanguages: LANGUAGES,
      country: toCountry(country),
      language,
      market: country.market,
    }),
  },
};

function toCountry(country: CountryMarket) {
  return {...country, availableLanguages: LANGUAGES};
}
