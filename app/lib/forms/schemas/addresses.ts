import {z} from 'zod';
import {regionsOf, type Places} from '~/lib/forms/places';
import {t} from '../messages';

/**
 * A refinement for a form with a country and a region field: the region is required, and must be
 * one of the country's, exactly when the country has regions; otherwise it is dropped.
 */
export function regionOfCountry<Country extends string, Region extends string>(
  places: Places,
  countryField: Country,
  regionField: Region,
) {
  return (value: Partial<Record<Country | Region, string>>, context: z.RefinementCtx) => {
    const regions = regionsOf(places, value[countryField]);
    if (regions.length === 0) return;
    if (!regions.some((region) => region.code === value[regionField])) {
      context.addIssue({code: z.ZodIssueCode.custom, path: [regionField], message: t('input.required_error')});
    }
  };
}

/** Codes of `places.countries` for `requiredSelect`; a list nobody can pick from when there are none. */
export function countryCodes(places: Places): [string, ...string[]] {
  const codes = places.countries.map((country) => country.code);
  return codes.length > 0 ? (codes as [string, ...string[]]) : [''];
}
