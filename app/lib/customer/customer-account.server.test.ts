import type {CustomerAccount, Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {createCustomerAccountApiAccounts} from './customer-account.server';
import {CustomerError} from './types';
import type {AppSession} from '~/lib/session';

/** A Customer Account API client answering each operation by name from `answers`, recording the calls. */
function fakeAccounts(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const calls: {name: string; variables: Record<string, unknown>}[] = [];
  const run = (document: string, options?: {variables?: Record<string, unknown>}) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    const variables = options?.variables ?? {};
    calls.push({name, variables});
    return Promise.resolve(answers[name]?.(variables) ?? {data: null});
  };
  const customerAccount = {query: run, mutate: run} as unknown as CustomerAccount;
  const storefront = {
    query: (document: string, options: {variables: {ids: string[]}}) => {
      calls.push({name: /query\s+(\w+)/.exec(document)?.[1] ?? '', variables: options.variables});
      return Promise.resolve({
        nodes: options.variables.ids.map((id) => (id.endsWith('/9') ? null : {id, product: {handle: 'cold-cups'}})),
      });
    },
    CacheShort: () => 'short',
  } as unknown as Storefront;
  const accounts = createCustomerAccountApiAccounts({customerAccount, storefront, session: {} as AppSession});
  return {accounts, calls};
}

const MONEY = {amount: '10.0', currencyCode: 'USD'};
const SUMMARY = {
  name: '#1001',
  processedAt: '2026-01-02T10:00:00Z',
  financialStatus: 'PAID',
  fulfillmentStatus: 'UNFULFILLED',
  statusPageUrl: 'https://shop.example/orders/1',
  totalPrice: MONEY,
};

describe('new customer accounts on the Customer Account API', () => {
  it('finds an order by its number among the customer’s orders, page after page, and links its products', async () => {
    const {accounts, calls} = fakeAccounts({
      AccountCustomerOrderNumbers: ({after}) => ({
        data: {
          customer: {
            orders: after
              ? {nodes: [{id: 'gid://shopify/Order/11', number: 1001}], pageInfo: {hasNextPage: false, endCursor: null}}
              : {nodes: [{id: 'gid://shopify/Order/12', number: 1002}], pageInfo: {hasNextPage: true, endCursor: 'c1'}},
          },
        },
      }),
      AccountCustomerOrder: ({orderId}) => ({
        data: {
          order: {
            ...SUMMARY,
            id: orderId,
            number: 1001,
            totalShipping: MONEY,
            lineItems: {
              nodes: [
                {title: 'Cups', quantity: 2, variantId: 'gid://shopify/ProductVariant/8', variantTitle: '16 oz', sku: 'C16', price: MONEY, totalPriceBeforeDiscounts: MONEY, totalPriceWithDiscounts: MONEY},
                {title: 'Gone', quantity: 1, variantId: 'gid://shopify/ProductVariant/9', variantTitle: null, sku: null, price: MONEY},
              ],
            },
          },
        },
      }),
    });

    const order = await accounts.getOrder('unused', 1001);

    expect(calls.filter((call) => call.name === 'AccountCustomerOrder')[0].variables).toEqual({orderId: 'gid://shopify/Order/11'});
    expect(order?.orderNumber).toBe(1001);
    expect(order?.statusUrl).toBe('https://shop.example/orders/1');
    expect(order?.lineItems[0].variant).toEqual({
      id: 'gid://shopify/ProductVariant/8',
      title: '16 oz',
      sku: 'C16',
      price: MONEY,
      productHandle: 'cold-cups',
    });
    // A variant the shop no longer sells has no page to link to and cannot be reordered.
    expect(order?.lineItems[1].variant).toBeNull();
    expect(order?.lineItems[1].discountedTotalPrice).toEqual({amount: '0.0', currencyCode: 'USD'});
  });

  it('answers null for a number that is none of the customer’s orders', async () => {
    const {accounts, calls} = fakeAccounts({
      AccountCustomerOrderNumbers: () => ({
        data: {customer: {orders: {nodes: [{id: 'gid://shopify/Order/12', number: 1002}], pageInfo: {hasNextPage: false}}}},
      }),
    });
    expect(await accounts.getOrder('unused', 1001)).toBeNull();
    expect(calls.map((call) => call.name)).toEqual(['AccountCustomerOrderNumbers']);
  });

  it('names saved addresses as the Customer Account API does and writes its territory and zone codes', async () => {
    const {accounts, calls} = fakeAccounts({
      AccountCustomerAddressUpdate: () => ({data: {customerAddressUpdate: {userErrors: []}}}),
    });
    await accounts.updateAddress('unused', 'gid://shopify/MailingAddress/7', {
      firstName: 'Maria',
      lastName: 'Lopez',
      address1: '1 Main St',
      city: 'Portland',
      country: 'US',
      province: 'US-OR',
      zip: '97201',
    });
    await accounts.setDefaultAddress('unused', 'gid://shopify/MailingAddress/7');
    expect(calls[0].variables).toEqual({
      addressId: 'gid://shopify/CustomerAddress/7',
      address: {
        firstName: 'Maria',
        lastName: 'Lopez',
        address1: '1 Main St',
        address2: '',
        company: '',
        city: 'Portland',
        territoryCode: 'US',
        zoneCode: 'OR',
        zip: '97201',
        phoneNumber: null,
      },
    });
    expect(calls[1].variables).toEqual({addressId: 'gid://shopify/CustomerAddress/7', defaultAddress: true});
  });

  it('turns what Shopify refuses into a CustomerError with its words', async () => {
    const {accounts} = fakeAccounts({
      AccountCustomerAddressDelete: () => ({
        data: {customerAddressDelete: {userErrors: [{code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist'}]}},
      }),
      AccountCustomerUpdate: () => ({data: null, errors: [{message: 'Throttled'}]}),
    });
    const refused = await accounts.deleteAddress('unused', 'gid://shopify/MailingAddress/8').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CustomerError);
    expect((refused as CustomerError).messages).toEqual(['Address does not exist']);
    await expect(accounts.updateUser('unused', {firstName: 'A', lastName: 'B'})).rejects.toThrow('Throttled');
  });

  it('reads the customer with their sign-in email and saved addresses', async () => {
    const address = {id: 'gid://shopify/CustomerAddress/7', firstName: 'Maria', territoryCode: 'US', zoneCode: 'OR', phoneNumber: '+15035550100', formatted: ['Maria', '1 Main St']};
    const {accounts} = fakeAccounts({
      AccountCustomerDetails: () => ({
        data: {
          customer: {
            firstName: 'Maria',
            lastName: null,
            displayName: 'Maria',
            emailAddress: {emailAddress: 'maria@example.com'},
            phoneNumber: null,
            defaultAddress: address,
            addresses: {nodes: [address]},
          },
        },
      }),
    });
    const user = await accounts.getUser('unused');
    expect(user?.email).toBe('maria@example.com');
    expect(user?.phone).toBeNull();
    expect(user?.defaultAddress).toMatchObject({countryCode: 'US', provinceCode: 'OR', phone: '+15035550100', company: null});
  });
});
