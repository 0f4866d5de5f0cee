// Fragments shared by more than one route. Operation names are unique across the app.

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
` as const;

/**
 * What the cart handler reads for the header count and the cart. Hydrogen's cart query declares
 * `$numCartLines`, so the fragment must use it or the query fails validation.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    discountCodes {
      code
      applicable
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
      totalTaxAmount {
        ...Money
      }
    }
    lines(first: $numCartLines) {
      nodes {
        id
        quantity
        cost {
          subtotalAmount {
            ...Money
          }
          totalAmount {
            ...Money
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            availableForSale
            quantityAvailable
            selectedOptions {
              name
              value
            }
            price {
              ...Money
            }
            compareAtPrice {
              ...Money
            }
            image {
              url
              altText
              width
              height
            }
            product {
              title
              handle
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
