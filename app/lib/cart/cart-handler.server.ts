import {createCartHandler, type HydrogenCart} from '@shopify/hydrogen';
import {discountCodesUpdate} from '~/lib/cart/discount-codes-update.server';

type CartHandlerOptions = Omit<Parameters<typeof createCartHandler>[0], 'customMethods'>;

/**
 * Hydrogen's cart handler with the one method whose Hydrogen 2025.4 document the Storefront API
 * version the store pins refuses replaced (`updateDiscountCodes`, decision 0024).
 */
export function createStoreCartHandler(options: CartHandlerOptions): HydrogenCart {
  const cart: HydrogenCart = createCartHandler({
    ...options,
    customMethods: {
      updateDiscountCodes: discountCodesUpdate({
        storefront: options.storefront,
        // The handler's own: it knows a cart created earlier in this request.
        getCartId: () => cart.getCartId(),
        create: (input, optionalParams) => cart.create(input, optionalParams),
        cartMutateFragment: options.cartMutateFragment,
      }),
    },
  });
  return cart;
}
