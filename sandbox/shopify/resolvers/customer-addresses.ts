/** A signed-in customer's address book: add, change, delete, and pick the default. */
import {
  addAddress,
  changeAddress,
  makeDefaultAddress,
  removeAddress,
  type AddressInput,
} from '../../customers/accounts';
import {numericId} from '../nodes';
import {errorLists, NO_ERRORS, optionalText} from './customer-errors';
import {customerAddressObject, customerObject} from './customer-objects';
import type {Resolvers} from './types';

export const customerAddressResolvers: Resolvers = {
  Mutation: {
    customerAddressCreate: (_source, args, {db}) => {
      const token = String(args.customerAccessToken);
      const outcome = addAddress(db, token, addressInput(args.address));
      if (!outcome.ok) return {customerAddress: null, ...errorLists(outcome.errors)};
      return {customerAddress: customerAddressObject(outcome.value, token), ...NO_ERRORS};
    },

    customerAddressUpdate: (_source, args, {db}) => {
      const token = String(args.customerAccessToken);
      const outcome = changeAddress(
        db,
        token,
        numericId(args.id, 'MailingAddress'),
        addressInput(args.address),
      );
      if (!outcome.ok) return {customerAddress: null, ...errorLists(outcome.errors)};
      return {customerAddress: customerAddressObject(outcome.value, token), ...NO_ERRORS};
    },

    customerAddressDelete: (_source, args, {db}) => {
      const outcome = removeAddress(
        db,
        String(args.customerAccessToken),
        numericId(args.id, 'MailingAddress'),
      );
      if (!outcome.ok) return {deletedCustomerAddressId: null, ...errorLists(outcome.errors)};
      // Shopify echoes the id as the client sent it.
      return {deletedCustomerAddressId: String(args.id), ...NO_ERRORS};
    },

    customerDefaultAddressUpdate: (_source, args, {db}) => {
      const token = String(args.customerAccessToken);
      const outcome = makeDefaultAddress(db, token, numericId(args.addressId, 'MailingAddress'));
      if (!outcome.ok) return {customer: null, ...errorLists(outcome.errors)};
      return {customer: customerObject(db, outcome.value, token), ...NO_ERRORS};
    },
  },
};

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'country',
  'zip',
  'phone',
] as const;

function addressInput(value: unknown): AddressInput {
  const input = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, optionalText(input[field])]));
}
