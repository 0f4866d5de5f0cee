// Fragments shared by more than one route. Operation names are unique across the app.

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
` as const;

/** What the cart handler reads for the header count and, later, the cart page. */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
