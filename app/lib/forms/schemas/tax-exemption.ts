import {z} from 'zod';
import type {Places} from '~/lib/forms/places';
import {email, optionalText, requiredSelect, requiredText} from '../fields';
import {requiredFile} from '../files';
import {t} from '../messages';
import {countryCodes, regionOfCountry} from './addresses';

/** Every country; a region only where the country has them; the certificate must be attached. */
export function taxExemptionSchema(places: Places) {
  return z
    .object({
      name: requiredText({max: 100}),
      email: email(),
      phone: requiredText({max: 40}),
      company: requiredText({max: 150}),
      addressOne: requiredText({max: 200}),
      addressTwo: optionalText({max: 200}),
      country: requiredSelect(countryCodes(places)),
      region: optionalText({max: 10}),
      city: requiredText({max: 100}),
      postal: requiredText({max: 20}),
      attachment: requiredFile({accept: 'attachments', requiredMessage: t('input.attachment_required_error')}),
    })
    .superRefine(regionOfCountry(places, 'country', 'region'));
}
