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
      customer {
        id
      }
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
        attributes {
          key
          value
        }
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
              # Hydrogen's cart analytics report it, and refuse to start without it.
              vendor
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

/** What a buyer's choice of variant needs: its options, prices, picture and pack. Needs `MONEY_FRAGMENT`. */
export const PURCHASABLE_VARIANT_FRAGMENT = `#graphql
  fragment PurchasableVariant on ProductVariant {
    id
    title
    sku
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
      id
    }
    product {
      handle
    }
    eachPrice: metafield(namespace: "gpp", key: "each_price") {
      value
    }
    packageSize: metafield(namespace: "gpp", key: "package_size") {
      value
    }
    packageType: metafield(namespace: "gpp", key: "package_type") {
      value
    }
    packQuantity: metafield(namespace: "gpp", key: "pack_qty") {
      value
    }
  }
` as const;

/** What an option value's link needs of the variant it leads to (`getProductOptions`). */
export const OPTION_TARGET_VARIANT_FRAGMENT = `#graphql
  fragment OptionTargetVariant on ProductVariant {
    id
    availableForSale
    selectedOptions {
      name
      value
    }
    product {
      handle
    }
  }
` as const;

/**
 * What Hydrogen's `getProductOptions` needs to offer every option value: the variant these options
 * name (else the first for sale) and the variants one option away from it, never every variant, so
 * a product may have as many as Shopify allows. The query declares `$selectedOptions`. Needs
 * `MONEY_FRAGMENT`.
 */
export const PRODUCT_OPTIONS_FRAGMENT = `#graphql
  fragment ProductOptions on Product {
    handle
    encodedVariantExistence
    encodedVariantAvailability
    options {
      name
      optionValues {
        name
        firstSelectableVariant {
          ...OptionTargetVariant
        }
      }
    }
    selectedOrFirstAvailableVariant(
      selectedOptions: $selectedOptions
      ignoreUnknownOptions: true
      caseInsensitiveMatch: true
    ) {
      ...PurchasableVariant
    }
    adjacentVariants(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
      ...PurchasableVariant
    }
  }
  ${OPTION_TARGET_VARIANT_FRAGMENT}
  ${PURCHASABLE_VARIANT_FRAGMENT}
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

/**
 * What a deal card sells: the product and its variants, one of which the card's SKU names. No
 * prices: the deal's price is the checkout's, after its code.
 */
export const DEAL_PRODUCT_FRAGMENT = `#graphql
  fragment DealProduct on Product {
    id
    title
    featuredImage {
      url
      altText
      width
      height
    }
    variants(first: 100) {
      nodes {
        id
        sku
        title
        availableForSale
        image {
          url
          altText
          width
          height
        }
      }
    }
  }
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
