import type {CustomerAccount, Storefront} from '@shopify/hydrogen';
import type {AccountCustomerOrderNumbersQuery} from 'customer-accountapi.generated';
import type {AppSession} from '~/lib/session';
import {
  CREATE_ADDRESS_MUTATION,
  CUSTOMER_QUERY,
  DELETE_ADDRESS_MUTATION,
  ORDER_NUMBERS_QUERY,
  ORDER_QUERY,
  ORDERS_QUERY,
  UPDATE_ADDRESS_MUTATION,
  UPDATE_CUSTOMER_MUTATION,
} from './customer-account-api/documents';
import {addressKey} from './address-key';
import {renewForSignIn} from './session.server';
import {
  CustomerError,
  type AccountAddress,
  type AddressInput,
  type HostedAccounts,
  type Money,
  type OrderDetail,
  type OrderSummary,
} from './types';

/** Where Hydrogen keeps the customer's tokens in the session (its `CUSTOMER_ACCOUNT_SESSION_KEY`). */
const SESSION_KEY = 'customerAccount';

/** Order numbers are looked up among the customer's newest orders, this many pages of 100. */
const ORDER_LOOKUP_PAGES = 5;

/**
 * `CustomerAccounts` on the Customer Account API, through Hydrogen's `createCustomerAccountClient`:
 * Shopify's hosted pages sign the customer in, and Hydrogen keeps the tokens in the session and
 * sends them with every call (so the `token` the interface passes is not needed here). Product
 * links of past orders come from the Storefront API, which knows the products' handles.
 */
export function createCustomerAccountApiAccounts({
  customerAccount,
  storefront,
  session,
}: {
  customerAccount: CustomerAccount;
  storefront: Storefront;
  session: AppSession;
}): HostedAccounts {
  /** The answer's data; GraphQL errors become a `CustomerError` the pages can show. */
  async function dataOf<R extends {data?: unknown; errors?: {message: string}[]}>(
    answer: Promise<R>,
  ): Promise<NonNullable<R['data']>> {
    const {data, errors} = await answer;
    if (errors?.length || !data) throw new CustomerError(errors?.length ? errors.map((error) => error.message) : [NO_RESULT]);
    return data;
  }

  async function mutateAddress(
    document: typeof CREATE_ADDRESS_MUTATION | typeof UPDATE_ADDRESS_MUTATION | typeof DELETE_ADDRESS_MUTATION,
    field: 'customerAddressCreate' | 'customerAddressUpdate' | 'customerAddressDelete',
    variables: Record<string, unknown>,
  ) {
    type Payload = {userErrors: {message: string}[]; customerAddress?: {id: string} | null} | null;
    const data = (await dataOf(customerAccount.mutate(document, {variables} as never))) as Record<string, Payload>;
    const payload = data[field];
    if (!payload) throw new CustomerError([NO_RESULT]);
    if (payload.userErrors.length) throw new CustomerError(payload.userErrors.map((error) => error.message));
    return payload;
  }

  /** The id of the customer's order numbered `orderNumber`, or null when it is not theirs. */
  async function orderIdOf(orderNumber: number): Promise<string | null> {
    let after: string | null = null;
    for (let page = 0; page < ORDER_LOOKUP_PAGES; page++) {
      const {customer}: AccountCustomerOrderNumbersQuery = await dataOf(
        customerAccount.query(ORDER_NUMBERS_QUERY, {variables: {first: 100, after}}),
      );
      const found = customer.orders.nodes.find((order) => order.number === orderNumber);
      if (found) return found.id;
      if (!customer.orders.pageInfo.hasNextPage) return null;
      after = customer.orders.pageInfo.endCursor ?? null;
    }
    return null;
  }

  /** Each ordered variant's product handle, for the order page's links. */
  async function productHandles(variantIds: string[]): Promise<Map<string, string>> {
    if (variantIds.length === 0) return new Map();
    const {nodes} = await storefront.query(VARIANT_HANDLES_QUERY, {
      variables: {ids: variantIds},
      cache: storefront.CacheShort(),
    });
    return new Map(
      nodes.flatMap((node) => (node && 'product' in node ? [[node.id, node.product.handle] as const] : [])),
    );
  }

  return {
    passwords: false,

    async readToken() {
      return (await customerAccount.getAccessToken()) ?? null;
    },

    forgetSignIn() {
      session.unset(SESSION_KEY);
    },

    login() {
      // Hydrogen reads the page to come back to from the sign-in address's `?redirect=`.
      return customerAccount.login();
    },

    async authorize() {
      const response = await customerAccount.authorize();
      renewForSignIn(session, [SESSION_KEY]);
      return response;
    },

    logout(returnTo) {
      return customerAccount.logout({postLogoutRedirectUri: returnTo});
    },

    async getUser() {
      const {customer} = await dataOf(customerAccount.query(CUSTOMER_QUERY));
      if (!customer) return null;
      return {
        firstName: customer.firstName ?? null,
        lastName: customer.lastName ?? null,
        displayName: customer.displayName,
        email: customer.emailAddress?.emailAddress ?? null,
        phone: customer.phoneNumber?.phoneNumber ?? null,
        defaultAddress: customer.defaultAddress ? toAddress(customer.defaultAddress) : null,
        addresses: customer.addresses.nodes.map(toAddress),
      };
    },

    async updateUser(_token, {firstName, lastName}) {
      const {customerUpdate} = await dataOf(
        customerAccount.mutate(UPDATE_CUSTOMER_MUTATION, {variables: {input: {firstName, lastName}}}),
      );
      if (!customerUpdate) throw new CustomerError([NO_RESULT]);
      if (customerUpdate.userErrors.length) throw new CustomerError(customerUpdate.userErrors.map((error) => error.message));
    },

    async getOrders(_token, {first, after = null}) {
      const {customer} = await dataOf(customerAccount.query(ORDERS_QUERY, {variables: {first, after}}));
      return {
        orders: customer.orders.nodes.map(toOrderSummary),
        endCursor: customer.orders.pageInfo.endCursor ?? null,
        hasNextPage: customer.orders.pageInfo.hasNextPage,
      };
    },

    async getOrder(_token, orderNumber) {
      const orderId = await orderIdOf(orderNumber);
      if (!orderId) return null;
      const {order} = await dataOf(customerAccount.query(ORDER_QUERY, {variables: {orderId}}));
      if (!order) return null;
      const variantIds = order.lineItems.nodes.flatMap((line) => (line.variantId ? [line.variantId] : []));
      const handles = await productHandles(variantIds);
      const zero: Money = {amount: '0.0', currencyCode: order.totalPrice.currencyCode};
      return {
        ...toOrderSummary(order),
        email: order.email ?? null,
        phone: order.phone ?? null,
        shippingAddress: order.shippingAddress
          ? {name: order.shippingAddress.name ?? null, formatted: order.shippingAddress.formatted}
          : null,
        subtotalPrice: order.subtotal ?? null,
        totalShippingPrice: order.totalShipping,
        totalTax: order.totalTax ?? null,
        lineItems: order.lineItems.nodes.map((line) => {
          const handle = line.variantId ? handles.get(line.variantId) : undefined;
          return {
            title: line.title,
            quantity: line.quantity,
            originalTotalPrice: line.totalPriceBeforeDiscounts ?? zero,
            discountedTotalPrice: line.totalPriceWithDiscounts ?? line.totalPriceBeforeDiscounts ?? zero,
            // A variant the shop no longer sells cannot be linked to or reordered.
            variant:
              line.variantId && handle
                ? {
                    id: line.variantId,
                    title: line.variantTitle ?? DEFAULT_VARIANT_TITLE,
                    sku: line.sku ?? null,
                    price: line.price ?? zero,
                    productHandle: handle,
                  }
                : null,
          };
        }),
      } satisfies OrderDetail;
    },

    async createAddress(_token, address) {
      const {customerAddress} = await mutateAddress(CREATE_ADDRESS_MUTATION, 'customerAddressCreate', {
        address: toAddressInput(address),
      });
      if (!customerAddress) throw new CustomerError([NO_RESULT]);
      return customerAddress.id;
    },

    async updateAddress(_token, id, address) {
      await mutateAddress(UPDATE_ADDRESS_MUTATION, 'customerAddressUpdate', {
        addressId: customerAddressId(id),
        address: toAddressInput(address),
      });
    },

    async deleteAddress(_token, id) {
      await mutateAddress(DELETE_ADDRESS_MUTATION, 'customerAddressDelete', {addressId: customerAddressId(id)});
    },

    async setDefaultAddress(_token, id) {
      await mutateAddress(UPDATE_ADDRESS_MUTATION, 'customerAddressUpdate', {
        addressId: customerAddressId(id),
        defaultAddress: true,
      });
    },
  };
}

const NO_RESULT = 'Sorry, that did not work. Please try again.';

/** What Shopify names the one variant of a product without options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** Pages carry an address's number only; the Customer Account API names it a `CustomerAddress`. */
function customerAddressId(id: string): string {
  return `gid://shopify/CustomerAddress/${addressKey(id)}`;
}

interface CustomerAddressData {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  territoryCode?: string | null;
  zoneCode?: string | null;
  zip?: string | null;
  phoneNumber?: string | null;
  formatted: string[];
}

function toAddress(address: CustomerAddressData): AccountAddress {
  return {
    id: address.id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    countryCode: address.territoryCode ?? null,
    provinceCode: address.zoneCode ?? null,
    zip: address.zip ?? null,
    phone: address.phoneNumber ?? null,
    formatted: address.formatted,
  };
}

/** `US-OR` (the store's place codes) → the Customer Account API's territory and zone codes. */
function toAddressInput({country, province, phone, ...rest}: AddressInput) {
  return {
    ...rest,
    company: rest.company ?? '',
    address2: rest.address2 ?? '',
    phoneNumber: phone || null,
    territoryCode: country,
    zoneCode: province ? province.slice(province.indexOf('-') + 1) : '',
  };
}

interface OrderSummaryData {
  id: string;
  number: number;
  name: string;
  processedAt: string;
  financialStatus?: string | null;
  fulfillmentStatus: string;
  statusPageUrl: string;
  totalPrice: Money;
}

function toOrderSummary(order: OrderSummaryData): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.number,
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
    statusUrl: order.statusPageUrl,
    totalPrice: order.totalPrice,
  };
}

/** A Storefront API document: the Customer Account API's order lines name variants, not products. */
const VARIANT_HANDLES_QUERY = `#graphql
  query AccountOrderVariantHandles($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        product {
          handle
        }
      }
    }
  }
` as const;
