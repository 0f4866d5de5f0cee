import type {Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {createStorefrontCustomerAccounts} from './storefront.server';
import {CustomerError, INCORRECT_PASSWORD} from './types';
import type {AppSession} from '~/lib/session';

/** These calls take the token as an argument; none reads the session. */
const NO_SESSION = {} as AppSession;

/** A Storefront client that answers every operation from `answers` by its operation name, and records the calls. */
function fakeStorefront(answers: Record<string, unknown>) {
  const calls: {name: string; variables: Record<string, unknown>; cache?: unknown}[] = [];
  const run = (document: string, options: {variables: Record<string, unknown>; cache?: unknown}) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    calls.push({name, ...options});
    return Promise.resolve(answers[name]);
  };
  const storefront = {query: run, mutate: run, CacheNone: () => 'no-cache'} as unknown as Storefront;
  return {storefront, calls};
}

const ADDRESS = {
  id: 'gid://shopify/MailingAddress/7?model_name=CustomerAddress&customer_access_token=secret-token',
  firstName: 'Maria',
  lastName: 'Lopez',
  company: null,
  address1: '1 Main St',
  address2: null,
  city: 'Portland',
  countryCodeV2: 'US',
  provinceCode: 'OR',
  zip: '97201',
  phone: null,
  formatted: ['Maria Lopez', '1 Main St', 'Portland OR 97201', 'United States'],
};

describe('the Storefront API customer accounts', () => {
  it('words an unidentified customer as "Incorrect Password" and passes other errors through', async () => {
    const {storefront} = fakeStorefront({
      AccountLogin: {
        customerAccessTokenCreate: {
          customerAccessToken: null,
          customerUserErrors: [
            {code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer'},
            {code: 'CUSTOMER_DISABLED', field: null, message: 'Customer is disabled'},
          ],
        },
      },
    });
    const error = await createStorefrontCustomerAccounts(storefront, NO_SESSION).login('a@example.com', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CustomerError);
    expect((error as CustomerError).messages).toEqual([INCORRECT_PASSWORD, 'Customer is disabled']);
  });

  it('reads customers with no cache, and never lets the token out in an address id', async () => {
    const {storefront, calls} = fakeStorefront({
      AccountCustomer: {
        customer: {
          firstName: 'Maria',
          lastName: 'Lopez',
          displayName: 'Maria Lopez',
          email: 'maria@example.com',
          phone: null,
          defaultAddress: ADDRESS,
          addresses: {nodes: [ADDRESS]},
        },
      },
    });
    const user = await createStorefrontCustomerAccounts(storefront, NO_SESSION).getUser('secret-token');
    expect(calls[0].cache).toBe('no-cache');
    expect(JSON.stringify(user)).not.toContain('secret-token');
    expect(user?.addresses[0].id).toBe('gid://shopify/MailingAddress/7');
  });

  it('gives the token back to Shopify inside the address id when changing an address', async () => {
    const {storefront, calls} = fakeStorefront({
      AccountAddressDelete: {customerAddressDelete: {customerUserErrors: []}},
    });
    await createStorefrontCustomerAccounts(storefront, NO_SESSION).deleteAddress('tok/en', 'gid://shopify/MailingAddress/7');
    expect(calls[0].variables.addressId).toBe(
      'gid://shopify/MailingAddress/7?model_name=CustomerAddress&customer_access_token=tok%2Fen',
    );
  });

  it('treats a missing result as a refusal, never a success', async () => {
    const {storefront} = fakeStorefront({AccountRecover: {customerRecover: null}});
    await expect(createStorefrontCustomerAccounts(storefront, NO_SESSION).sendResetEmail('a@example.com')).rejects.toBeInstanceOf(
      CustomerError,
    );
  });
});
