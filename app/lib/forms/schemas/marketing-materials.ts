import {z} from 'zod';
import type {Places} from '~/lib/forms/places';
import {checkbox, email, requiredSelect, requiredText} from '../fields';
import {regionOfCountry} from './addresses';

/** Kits ship to these two only. */
export const MARKETING_COUNTRIES = ['US', 'CA'] as const;

/** Canada says Province and Postal Code; the United States State and Zip Code. */
export function addressLabels(country: string | undefined) {
  return country === 'CA'
    ? {region: 'Province', postal: 'Postal Code'}
    : {region: 'State', postal: 'Zip Code'};
}

export function marketingMaterialsSchema(places: Places) {
  return z
    .object({
      name: requiredText({max: 100}),
      email: email(),
      business_name: requiredText({max: 150}),
      country: requiredSelect(MARKETING_COUNTRIES),
      // And one of the chosen country's, through the refinement.
      province: requiredText({max: 10}),
      street_address: requiredText({max: 200}),
      city: requiredText({max: 100}),
      zip_code: requiredText({max: 20}),
      accepts_marketing: checkbox(),
    })
    .superRefine(regionOfCountry(places, 'country', 'province'));
}
