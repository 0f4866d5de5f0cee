// Fragments shared by more than one route. Operation names are unique across the app.

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
` as const;

/**
 * What the cart handler reads for the header count and the cart. Hydrogen's cart query declares
 * `$numCartLines`, so the fragment must use it or the query fails validation; Hydrogen's cart
 * analytics tells one version of the cart from the next by `updatedAt`.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    updatedAt
    checkoutUrl
    totalQuantity
    note
    buyerIdentity {
      countryCode
    }
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
              id
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

/** What a product card shows, wherever it appears (CMS blocks, recommendations). */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...Money
      }
    }
    brand: metafield(namespace: "gpp", key: "brand") {
      value
    }
  }
  ${MONEY_FRAGMENT}
` as const;

/** What a collection card shows. */
export const COLLECTION_CARD_FRAGMENT = `#graphql
  fragment CollectionCard on Collection {
    id
    handle
    title
    image {
      url
      altText
      width
      height
    }
  }
` as const;
