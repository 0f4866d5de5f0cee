import {z} from 'zod';
import {regionsOf, type Places} from '~/lib/forms/places';
import {t} from '../messages';

/**
 * An address form's schema with its region checked against its country: the region is required,
 * and must be one of the country's, exactly when the country has regions.
 *
 * The check is a schema of its own beside the form's, not a refinement of it: zod refines an object
 * only once every field has passed, so a missing region was reported only after everything else was
 * fixed. Side by side, both report at once. The form's schema comes second, so its constraints
 * (`required`, `maxlength`) are the ones the page's fields get.
 */
export function withRegionOfCountry<
  Shape extends z.ZodRawShape,
  Country extends keyof Shape & string,
  Region extends keyof Shape & string,
>(schema: z.ZodObject<Shape>, places: Places, countryField: Country, regionField: Region) {
  const pairShape = {[countryField]: z.string().optional(), [regionField]: z.string().optional()};
  const pair = z
    .object(pairShape as Record<Country | Region, z.ZodOptional<z.ZodString>>)
    .superRefine((value: Partial<Record<Country | Region, string>>, context) => {
      const regions = regionsOf(places, value[countryField]);
      if (regions.length === 0) return;
      if (!regions.some((region) => region.code === value[regionField])) {
        context.addIssue({code: z.ZodIssueCode.custom, path: [regionField], message: t('input.required_error')});
      }
    });
  return pair.and(schema);
}

/** Codes of `places.countries` for `requiredSelect`; a list nobody can pick from when there are none. */
export function countryCodes(places: Places): [string, ...string[]] {
  const codes = places.countries.map((country) => country.code);
  return codes.length > 0 ? (codes as [string, ...string[]]) : [''];
}
