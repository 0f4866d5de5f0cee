/**
 * Customers and mailing addresses as the Storefront API returns them. A customer object remembers
 * the access token it was read with: Shopify puts that token into each address id
 * (`gid://shopify/MailingAddress/1?model_name=CustomerAddress&customer_access_token=…`).
 */
import {
  addressesOf,
  customerById,
  type AddressFields,
  type AddressRecord,
  type CustomerRecord,
} from '../../customers/store';
import type {SandboxDb} from '../../db';
import {countOrdersOf} from '../../orders/store';
import {gid} from '../nodes';
import {paginate} from './paging';
import type {Resolvers} from './types';

export interface CustomerSource {
  __typename: 'Customer';
  record: CustomerRecord;
  accessToken: string;
}

export interface MailingAddressSource extends AddressFields {
  __typename: 'MailingAddress';
  id: string;
  countryCodeV2: string | null;
  name: string | null;
  formattedArea: string | null;
  latitude: null;
  longitude: null;
}

export function customerAddressId(addressId: number, accessToken: string): string {
  return `${gid(
    'MailingAddress',
    addressId,
  )}?model_name=CustomerAddress&customer_access_token=${accessToken}`;
}

export function customerAddressObject(
  address: AddressRecord,
  accessToken: string,
): MailingAddressSource {
  return mailingAddressObject(customerAddressId(address.id, accessToken), address);
}

export function mailingAddressObject(id: string, fields: AddressFields): MailingAddressSource {
  return {
    __typename: 'MailingAddress',
    ...fields,
    id,
    countryCodeV2: fields.countryCode,
    name: [fields.firstName, fields.lastName].filter(Boolean).join(' ') || null,
    formattedArea: formattedArea(fields),
    latitude: null,
    longitude: null,
  };
}

export function customerObject(db: SandboxDb, record: CustomerRecord, accessToken: string) {
  const defaultAddress = record.defaultAddressId
    ? addressesOf(db, record.id).find((address) => address.id === record.defaultAddressId)
    : undefined;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'Customer' as const,
    record,
    accessToken,
    id: gid('Customer', record.id),
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    displayName: name || record.email,
    phone: record.phone,
    acceptsMarketing: record.acceptsMarketing,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    tags: record.tags,
    // UnsignedInt64 travels as a string.
    numberOfOrders: String(countOrdersOf(db, record.id)),
    defaultAddress: defaultAddress ? customerAddressObject(defaultAddress, accessToken) : null,
  };
}

/** The customer again, after a change, seen with the token the caller holds. */
export function freshCustomerObject(db: SandboxDb, customerId: number, accessToken: string) {
  const record = customerById(db, customerId);
  return record ? customerObject(db, record, accessToken) : null;
}

export const customerObjectResolvers: Resolvers = {
  Customer: {
    addresses: (source, args, {db}) => {
      const {record, accessToken} = source as CustomerSource;
      return paginate(
        addressesOf(db, record.id),
        args,
        (address) => ({id: address.id, value: address.id}),
        (address) => customerAddressObject(address, accessToken),
      );
    },
  },
  MailingAddress: {
    formatted: (source, args) =>
      formattedLines(source as MailingAddressSource, {
        withName: args.withName === true,
        withCompany: args.withCompany !== false,
      }),
  },
};

/** Shopify's address lines: name, company, street lines, "City PR ZIP", country. */
function formattedLines(
  address: AddressFields,
  {withName, withCompany}: {withName: boolean; withCompany: boolean},
): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const locality = [address.city, address.provinceCode ?? address.province, address.zip]
    .filter(Boolean)
    .join(' ');
  return [
    withName ? name : null,
    withCompany ? address.company : null,
    address.address1,
    address.address2,
    locality,
    address.country,
  ].filter((line): line is string => Boolean(line));
}

function formattedArea(address: AddressFields): string | null {
  const place = [address.city, address.provinceCode ?? address.province].filter(Boolean).join(' ');
  return [place, address.country].filter(Boolean).join(', ') || null;
}
