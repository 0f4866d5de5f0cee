import {z} from 'zod';
import {checkbox, optionalText, requiredSelect, requiredText} from '~/lib/forms/fields';
import {countryCodes, withRegionOfCountry} from '~/lib/forms/schemas/addresses';
import {regionsOf, type Places} from '~/lib/forms/places';
import type {AccountAddress, AddressInput} from './types';
import {NAME_MAX} from './schemas';

/** An address saved without a country shows the store's home country. */
export const DEFAULT_COUNTRY = 'US';

/** The add and edit address forms: the region only where the country has regions. */
export function addressFormSchema(places: Places) {
  const schema = z.object({
    firstName: requiredText({max: NAME_MAX}),
    lastName: requiredText({max: NAME_MAX}),
    company: optionalText({max: 150}),
    address1: requiredText({max: 200}),
    address2: optionalText({max: 200}),
    city: requiredText({max: 100}),
    country: requiredSelect(countryCodes(places)),
    province: optionalText({max: 10}),
    zip: requiredText({max: 20}),
    phone: optionalText({max: 40}),
    defaultAddress: checkbox(),
  });
  return withRegionOfCountry(schema, places, 'country', 'province');
}

export type AddressFormValue = z.output<ReturnType<typeof addressFormSchema>>;

export function toAddressInput({defaultAddress: _default, ...value}: AddressFormValue, places: Places): AddressInput {
  // A region left over from another country (chosen before the country changed) is not sent.
  const province = regionsOf(places, value.country).some((region) => region.code === value.province)
    ? value.province
    : undefined;
  return {...value, province};
}

/** An address as the edit form's starting values: its region in the store's `US-OR` form. */
export function addressDefaults(address: AccountAddress) {
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    country: address.countryCode ?? DEFAULT_COUNTRY,
    province: address.countryCode && address.provinceCode ? `${address.countryCode}-${address.provinceCode}` : '',
    zip: address.zip ?? '',
    phone: address.phone ?? '',
  };
}
