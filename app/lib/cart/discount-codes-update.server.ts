import {
  formatAPIResult,
  type CartQueryDataReturn,
  type HydrogenCart,
  type Storefront,
} from '@shopify/hydrogen';

/**
 * The cart handler's `updateDiscountCodes`, with a mutation Storefront API 2026-04 accepts. Hydrogen
 * 2025.4's own declares `$discountCodes: [String!]`, and 2026-04 made the argument required, so
 * Shopify refuses it (decision 0024). Otherwise it does what Hydrogen's does: the cart comes back
 * with the handler's mutate fragment, and a shopper without a cart gets one created with the codes.
 */
export function discountCodesUpdate({
  storefront,
  getCartId,
  create,
  cartMutateFragment = CART_MUTATE_FRAGMENT,
}: {
  storefront: Storefront;
  getCartId: () => string | undefined;
  /** The handler's own `create`, so the new cart's id is kept as every other write keeps it. */
  create: HydrogenCart['create'];
  /** `fragment CartApiMutation on Cart {…}`, as the handler's `cartMutateFragment`. */
  cartMutateFragment?: string;
}): HydrogenCart['updateDiscountCodes'] {
  return async (discountCodes, optionalParams) => {
    const cartId = optionalParams?.cartId ?? getCartId();
    if (!cartId) return create({discountCodes}, optionalParams);
    const {cartDiscountCodesUpdate, errors} = await storefront.mutate(
      CART_DISCOUNT_CODES_UPDATE + cartMutateFragment,
      {variables: {cartId, discountCodes, ...optionalParams}},
    );
    return formatAPIResult(cartDiscountCodesUpdate, errors) as CartQueryDataReturn;
  };
}

// Hydrogen's document with the variable required, and its fragments.
const CART_DISCOUNT_CODES_UPDATE = `#graphql
  mutation CartDiscountCodesUpdate(
    $cartId: ID!
    $discountCodes: [String!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartApiMutation
      }
      userErrors {
        ...CartApiError
      }
      warnings {
        ...CartApiWarning
      }
    }
  }

  fragment CartApiError on CartUserError {
    message
    field
    code
  }

  fragment CartApiWarning on CartWarning {
    code
    message
    target
  }
`;

/** Hydrogen's default. */
const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    totalQuantity
    checkoutUrl
  }
`;
