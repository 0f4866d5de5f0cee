/**
 * The Customer Account API documents of new customer accounts. They sit in a folder of their own
 * because the type generator reads them against the Customer Account API schema
 * (`customer-accountapi.generated.d.ts`), and every other GraphQL document against the
 * Storefront API's.
 */

const MONEY = `#graphql
  fragment AccountMoney on MoneyV2 {
    amount
    currencyCode
  }
` as const;

const ADDRESS = `#graphql
  fragment AccountCustomerAddress on CustomerAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    territoryCode
    zoneCode
    zip
    phoneNumber
    formatted(withName: true)
  }
` as const;

export const CUSTOMER_QUERY = `#graphql
  query AccountCustomerDetails {
    customer {
      firstName
      lastName
      displayName
      emailAddress {
        emailAddress
      }
      phoneNumber {
        phoneNumber
      }
      defaultAddress {
        ...AccountCustomerAddress
      }
      addresses(first: 50) {
        nodes {
          ...AccountCustomerAddress
        }
      }
    }
  }
  ${ADDRESS}
` as const;

const ORDER_SUMMARY = `#graphql
  fragment AccountOrderListItem on Order {
    id
    number
    name
    processedAt
    financialStatus
    fulfillmentStatus
    statusPageUrl
    totalPrice {
      ...AccountMoney
    }
  }
` as const;

export const ORDERS_QUERY = `#graphql
  query AccountCustomerOrders($first: Int!, $after: String) {
    customer {
      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...AccountOrderListItem
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
  ${ORDER_SUMMARY}
  ${MONEY}
` as const;

/** The customer's order numbers and ids, to find the order a page's number names. */
export const ORDER_NUMBERS_QUERY = `#graphql
  query AccountCustomerOrderNumbers($first: Int!, $after: String) {
    customer {
      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          number
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
` as const;

export const ORDER_QUERY = `#graphql
  query AccountCustomerOrder($orderId: ID!) {
    order(id: $orderId) {
      ...AccountOrderListItem
      email
      phone
      shippingAddress {
        name
        formatted(withName: false)
      }
      subtotal {
        ...AccountMoney
      }
      totalShipping {
        ...AccountMoney
      }
      totalTax {
        ...AccountMoney
      }
      lineItems(first: 100) {
        nodes {
          title
          quantity
          variantId
          variantTitle
          sku
          price {
            ...AccountMoney
          }
          totalPriceBeforeDiscounts {
            ...AccountMoney
          }
          totalPriceWithDiscounts {
            ...AccountMoney
          }
        }
      }
    }
  }
  ${ORDER_SUMMARY}
  ${MONEY}
` as const;

const USER_ERRORS = `#graphql
  fragment AccountCustomerUserErrors on UserErrorsCustomerAddressUserErrors {
    code
    field
    message
  }
` as const;

export const UPDATE_CUSTOMER_MUTATION = `#graphql
  mutation AccountCustomerUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CREATE_ADDRESS_MUTATION = `#graphql
  mutation AccountCustomerAddressCreate($address: CustomerAddressInput!) {
    customerAddressCreate(address: $address) {
      customerAddress {
        id
      }
      userErrors {
        ...AccountCustomerUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

export const UPDATE_ADDRESS_MUTATION = `#graphql
  mutation AccountCustomerAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      userErrors {
        ...AccountCustomerUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

export const DELETE_ADDRESS_MUTATION = `#graphql
  mutation AccountCustomerAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      userErrors {
        ...AccountCustomerUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;
