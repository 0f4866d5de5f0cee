import type {Storefront} from '@shopify/hydrogen';
import type {AppSession} from '~/lib/session';
import {forgetToken, readToken} from './session.server';
import {
  CustomerError,
  INCORRECT_PASSWORD,
  type AccessToken,
  type AccountAddress,
  type AccountUser,
  type AddressInput,
  type PasswordAccounts,
  type OrderDetail,
  type OrderSummary,
} from './types';

/**
 * `CustomerAccounts` on the Storefront API's legacy customer accounts. Nothing here is cached:
 * every query carries one customer's token (guarantee 4).
 */
export function createStorefrontCustomerAccounts(storefront: Storefront, session: AppSession): PasswordAccounts {
  const query = <T>(document: string, variables: Record<string, unknown>) =>
    storefront.query<T>(document, {variables, cache: storefront.CacheNone()});

  /** The payload of the mutation's root `field`, or a `CustomerError` with what Shopify refused. */
  async function mutateCustomer<P extends Payload = Payload>(
    field: string,
    document: string,
    variables: Record<string, unknown>,
  ): Promise<P> {
    const result = (await storefront.mutate<Record<string, P | null>>(document, {variables}))[field];
    throwOnErrors(result);
    return result;
  }

  /** The access token a sign-in, reset or activation hands back. */
  async function tokenFrom(field: string, document: string, variables: Record<string, unknown>): Promise<AccessToken> {
    const {customerAccessToken} = await mutateCustomer<TokenPayload>(field, document, variables);
    if (!customerAccessToken) throw new CustomerError([NO_RESULT]);
    return customerAccessToken;
  }

  /** The variables of a mutation on one of the customer's saved addresses. */
  const addressOf = (token: string, id: string) => ({customerAccessToken: token, addressId: withToken(id, token)});

  const login = (email: string, password: string) =>
    tokenFrom('customerAccessTokenCreate', LOGIN_MUTATION, {loginInput: {email, password}});

  return {
    passwords: true,

    readToken: () => Promise.resolve(readToken(session)),

    forgetSignIn: () => forgetToken(session),

    login,

    async createAccount({firstName, lastName, email, password, acceptsMarketing}) {
      const {customer} = await mutateCustomer<Payload & {customer: {id: string} | null}>(
        'customerCreate',
        CREATE_CUSTOMER_MUTATION,
        {createInput: {firstName, lastName, email, password, acceptsMarketing}},
      );
      if (!customer) throw new CustomerError([NO_RESULT]);
      return login(email, password);
    },

    async logout(token) {
      await storefront.mutate(LOGOUT_MUTATION, {variables: {customerAccessToken: token}});
    },

    async getUser(token) {
      const {customer} = await query<{customer: CustomerData | null}>(CUSTOMER_QUERY, {
        customerAccessToken: token,
      });
      return customer ? toUser(customer) : null;
    },

    async updateUser(token, {password, ...rest}) {
      const {customerAccessToken} = await mutateCustomer<TokenPayload>('customerUpdate', UPDATE_CUSTOMER_MUTATION, {
        customerAccessToken: token,
        customer: {...rest, ...(password ? {password} : {})},
      });
      return customerAccessToken ?? null;
    },

    async getOrders(token, {first, after = null}) {
      const {customer} = await query<{customer: {orders: OrdersData} | null}>(CUSTOMER_ORDERS_QUERY, {
        customerAccessToken: token,
        first,
        after,
      });
      if (!customer) throw new CustomerError([NO_USER]);
      return {
        orders: customer.orders.nodes.map(toOrderSummary),
        endCursor: customer.orders.pageInfo.endCursor,
        hasNextPage: customer.orders.pageInfo.hasNextPage,
      };
    },

    async getOrder(token, orderNumber) {
      const {customer} = await query<{customer: {orders: {nodes: OrderDetailData[]}} | null}>(
        CUSTOMER_ORDER_QUERY,
        {customerAccessToken: token, orderQuery: `name:#${orderNumber}`},
      );
      const order = customer?.orders.nodes.find((each) => each.orderNumber === orderNumber);
      return order ? toOrderDetail(order) : null;
    },

    async createAddress(token, address) {
      const {customerAddress} = await mutateCustomer<Payload & {customerAddress: {id: string} | null}>(
        'customerAddressCreate',
        CREATE_ADDRESS_MUTATION,
        {customerAccessToken: token, address: toMailingAddressInput(address)},
      );
      if (!customerAddress) throw new CustomerError([NO_RESULT]);
      return customerAddress.id.split('?')[0];
    },

    async updateAddress(token, id, address) {
      await mutateCustomer('customerAddressUpdate', UPDATE_ADDRESS_MUTATION, {
        ...addressOf(token, id),
        address: toMailingAddressInput(address),
      });
    },

    async deleteAddress(token, id) {
      await mutateCustomer('customerAddressDelete', DELETE_ADDRESS_MUTATION, addressOf(token, id));
    },

    async setDefaultAddress(token, id) {
      await mutateCustomer('customerDefaultAddressUpdate', DEFAULT_ADDRESS_MUTATION, addressOf(token, id));
    },

    async sendResetEmail(email) {
      await mutateCustomer('customerRecover', RECOVER_MUTATION, {email});
    },

    resetByUrl(url, password) {
      return tokenFrom('customerResetByUrl', RESET_MUTATION, {resetUrl: url, password});
    },

    activateByUrl(url, password) {
      return tokenFrom('customerActivateByUrl', ACTIVATE_MUTATION, {activationUrl: url, password});
    },
  };
}

const NO_RESULT = 'Sorry, that did not work. Please try again.';
export const NO_USER = 'No user data found';

interface UserError {
  code?: string | null;
  message: string;
}
/** What every customer mutation answers besides its own fields. */
interface Payload {
  customerUserErrors: UserError[];
}
interface TokenPayload extends Payload {
  customerAccessToken: AccessToken | null;
}

/** Shopify's words, except the sign-in failure, which the store words its own way. */
function messagesOf(errors: UserError[]): string[] {
  return errors.map((error) => (error.code === 'UNIDENTIFIED_CUSTOMER' ? INCORRECT_PASSWORD : error.message));
}

function throwOnErrors<P extends Payload>(result: P | null | undefined): asserts result is P {
  if (!result) throw new CustomerError([NO_RESULT]);
  if (result.customerUserErrors.length) throw new CustomerError(messagesOf(result.customerUserErrors));
}

/** `US-OR` (the store's place codes) → Shopify's country and province codes. */
function toMailingAddressInput({country, province, ...rest}: AddressInput) {
  return {
    ...rest,
    company: rest.company ?? '',
    address2: rest.address2 ?? '',
    phone: rest.phone ?? '',
    country,
    province: province ? province.slice(province.indexOf('-') + 1) : '',
  };
}

interface MoneyData {
  amount: string;
  currencyCode: string;
}
interface AddressData {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  countryCodeV2: string | null;
  provinceCode: string | null;
  zip: string | null;
  phone: string | null;
  formatted: string[];
}
interface CustomerData {
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  email: string | null;
  phone: string | null;
  defaultAddress: AddressData | null;
  addresses: {nodes: AddressData[]};
}
interface OrderSummaryData {
  id: string;
  orderNumber: number;
  name: string;
  processedAt: string;
  financialStatus: string | null;
  fulfillmentStatus: string;
  statusUrl: string;
  totalPrice: MoneyData;
}
interface OrdersData {
  nodes: OrderSummaryData[];
  pageInfo: {endCursor: string | null; hasNextPage: boolean};
}
interface OrderDetailData extends OrderSummaryData {
  email: string | null;
  phone: string | null;
  shippingAddress: {name: string | null; formatted: string[]} | null;
  subtotalPrice: MoneyData | null;
  totalShippingPrice: MoneyData;
  totalTax: MoneyData | null;
  lineItems: {
    nodes: {
      title: string;
      quantity: number;
      originalTotalPrice: MoneyData;
      discountedTotalPrice: MoneyData;
      variant: {id: string; title: string; sku: string | null; price: MoneyData; product: {handle: string}} | null;
    }[];
  };
}

/**
 * Shopify writes the customer's access token into every address id (`…/MailingAddress/1?model_name=
 * CustomerAddress&customer_access_token=…`). Ids leave this module without it, so the token never
 * reaches a page, a form or an address bar; `withToken` puts it back for the mutations.
 */
function toAddress({countryCodeV2, id, ...address}: AddressData): AccountAddress {
  return {...address, id: id.split('?')[0], countryCode: countryCodeV2};
}

function withToken(addressId: string, token: string): string {
  const bare = addressId.split('?')[0];
  return `${bare}?model_name=CustomerAddress&customer_access_token=${encodeURIComponent(token)}`;
}

function toUser(customer: CustomerData): AccountUser {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: customer.displayName,
    email: customer.email,
    phone: customer.phone,
    defaultAddress: customer.defaultAddress ? toAddress(customer.defaultAddress) : null,
    addresses: customer.addresses.nodes.map(toAddress),
  };
}

function toOrderSummary(order: OrderSummaryData): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    statusUrl: order.statusUrl,
    totalPrice: order.totalPrice,
  };
}

function toOrderDetail(order: OrderDetailData): OrderDetail {
  return {
    ...toOrderSummary(order),
    email: order.email,
    phone: order.phone,
    shippingAddress: order.shippingAddress,
    subtotalPrice: order.subtotalPrice,
    totalShippingPrice: order.totalShippingPrice,
    totalTax: order.totalTax,
    lineItems: order.lineItems.nodes.map(({variant, ...line}) => ({
      ...line,
      variant: variant
        ? {id: variant.id, title: variant.title, sku: variant.sku, price: variant.price, productHandle: variant.product.handle}
        : null,
    })),
  };
}

const ADDRESS_FIELDS = `#graphql
  fragment AccountAddressFields on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    countryCodeV2
    provinceCode
    zip
    phone
    formatted(withName: true)
  }
` as const;

const CUSTOMER_QUERY = `#graphql
  query AccountCustomer($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      firstName
      lastName
      displayName
      email
      phone
      defaultAddress {
        ...AccountAddressFields
      }
      addresses(first: 50) {
        nodes {
          ...AccountAddressFields
        }
      }
    }
  }
  ${ADDRESS_FIELDS}
` as const;

const ORDER_SUMMARY_FIELDS = `#graphql
  fragment AccountOrderSummary on Order {
    id
    orderNumber
    name
    processedAt
    financialStatus
    fulfillmentStatus
    statusUrl
    totalPrice {
      amount
      currencyCode
    }
  }
` as const;

const CUSTOMER_ORDERS_QUERY = `#graphql
  query AccountOrders($customerAccessToken: String!, $first: Int!, $after: String) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...AccountOrderSummary
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
  ${ORDER_SUMMARY_FIELDS}
` as const;

const CUSTOMER_ORDER_QUERY = `#graphql
  query AccountOrder($customerAccessToken: String!, $orderQuery: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: 1, query: $orderQuery) {
        nodes {
          ...AccountOrderSummary
          email
          phone
          shippingAddress {
            name
            formatted(withName: false)
          }
          subtotalPrice {
            amount
            currencyCode
          }
          totalShippingPrice {
            amount
            currencyCode
          }
          totalTax {
            amount
            currencyCode
          }
          lineItems(first: 100) {
            nodes {
              title
              quantity
              originalTotalPrice {
                amount
                currencyCode
              }
              discountedTotalPrice {
                amount
                currencyCode
              }
              variant {
                id
                title
                sku
                price {
                  amount
                  currencyCode
                }
                product {
                  handle
                }
              }
            }
          }
        }
      }
    }
  }
  ${ORDER_SUMMARY_FIELDS}
` as const;

const USER_ERRORS = `#graphql
  fragment AccountUserErrors on CustomerUserError {
    code
    field
    message
  }
` as const;

const LOGIN_MUTATION = `#graphql
  mutation AccountLogin($loginInput: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $loginInput) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const CREATE_CUSTOMER_MUTATION = `#graphql
  mutation AccountCreate($createInput: CustomerCreateInput!) {
    customerCreate(input: $createInput) {
      customer {
        id
      }
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const LOGOUT_MUTATION = `#graphql
  mutation AccountLogout($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        message
      }
    }
  }
` as const;

const UPDATE_CUSTOMER_MUTATION = `#graphql
  mutation AccountUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const CREATE_ADDRESS_MUTATION = `#graphql
  mutation AccountAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const UPDATE_ADDRESS_MUTATION = `#graphql
  mutation AccountAddressUpdate($customerAccessToken: String!, $addressId: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $addressId, address: $address) {
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const DELETE_ADDRESS_MUTATION = `#graphql
  mutation AccountAddressDelete($customerAccessToken: String!, $addressId: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $addressId) {
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const DEFAULT_ADDRESS_MUTATION = `#graphql
  mutation AccountDefaultAddress($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const RECOVER_MUTATION = `#graphql
  mutation AccountRecover($email: String!) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const RESET_MUTATION = `#graphql
  mutation AccountReset($resetUrl: URL!, $password: String!) {
    customerResetByUrl(resetUrl: $resetUrl, password: $password) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

const ACTIVATE_MUTATION = `#graphql
  mutation AccountActivate($activationUrl: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...AccountUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;
