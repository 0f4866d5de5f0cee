import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type MetaFunction,
} from '@remix-run/react';
import {Analytics, CartForm} from '@shopify/hydrogen';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {Blocks} from '~/blocks/Blocks';
import {CartMain} from '~/components/cart/CartMain';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {applyDiscountCode, runCartAction} from '~/lib/cart/cart.server';
import {DiscountCodeForm} from '~/lib/cart/discount';
import {parseFormData} from '~/lib/forms/submission.server';
import {useOptimisticLines} from '~/lib/cart/optimistic';
import {moneyFromMetafield} from '~/lib/cart/totals';
import {routeLocale} from '~/lib/i18n/locale';
import {safeRedirectPath} from '~/lib/http/redirect';
import {pageTitle} from '~/lib/content/site';
import type {RootLoader} from '~/root';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import type {GlobalContent} from '~/lib/content/storyblok/types';
import {readFormBody} from '~/lib/http/request-body.server';

/** A cart belongs to one shopper: nothing on this route may be stored by a shared cache. */
const PRIVATE = {'Cache-Control': 'no-store'};

export const meta: MetaFunction = () => [
  {title: pageTitle('Cart')},
  {name: 'description', content: 'The packaging in your cart, its discounts and shipping, on the way to checkout.'},
];

export const headers: HeadersFunction = ({actionHeaders, loaderHeaders}) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export async function loader({params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const {cart: cartHandler, storefront} = context;
  let cart = await cartHandler.get();
  // A cart priced in another market (the shopper switched country) is moved to this locale's.
  if (cart && cart.buyerIdentity.countryCode !== locale.country) {
    const moved = await cartHandler
      .updateBuyerIdentity({countryCode: locale.country})
      .catch(() => null);
    cart = moved?.cart ? await cartHandler.get() : cart;
  }
  const firstProductId = cart?.lines.nodes[0]?.merchandise.product.id;
  const [shop, related, messages] = await Promise.all([
    storefront
      .query(CART_SHIPPING_THRESHOLD_QUERY, {cache: storefront.CacheLong()})
      .catch(() => null),
    firstProductId
      ? storefront
          .query(CART_RELATED_PRODUCTS_QUERY, {
            variables: {productId: firstProductId},
            cache: storefront.CacheShort(),
          })
          .catch(() => null)
      : null,
    unavailableMessages(context),
  ]);
  const inCart = new Set(cart?.lines.nodes.map((line) => line.merchandise.product.id));
  return data(
    {
      cart,
      freeShippingThreshold: moneyFromMetafield(shop?.shop.metafield?.value),
      related: (related?.productRecommendations ?? [])
        .filter((product) => !inCart.has(product.id))
        .slice(0, 4),
      ...messages,
    },
    {headers: PRIVATE},
  );
}

/**
 * The editors' messages for lines no longer for sale, from the global story: only this page shows
 * them, so the root's data, which every page carries, leaves them out.
 */
async function unavailableMessages({content}: LoaderFunctionArgs['context']) {
  const global = await content.getStory<GlobalContent>('global').catch((error: unknown) => {
    console.error('Global story unavailable', error);
    return null;
  });
  return {
    unavailableItemsError: global?.content.unavailable_items_error,
    unavailableCheckoutError: global?.content.unavailable_checkout_error,
  };
}

export async function action({request, params, context}: ActionFunctionArgs) {
  routeLocale({params, context});
  const formData = await readFormBody(request);
  const headers = new Headers(PRIVATE);

  if (formData.has('discountCode')) {
    const submission = parseFormData(formData, DiscountCodeForm);
    if (submission.status !== 'success') {
      return data(
        {cart: null, errors: [], warnings: [], discount: submission.reply()},
        {status: 400, headers},
      );
    }
    const applied = await applyDiscountCode(context.cart, formData, submission.value.discountCode);
    if (!applied.ok) {
      return data(
        {
          cart: null,
          errors: [],
          warnings: [],
          discount: submission.reply({fieldErrors: {discountCode: [applied.message]}}),
        },
        {status: 400, headers},
      );
    }
    return data(
      {cart: applied.cart, errors: [], warnings: [], discount: submission.reply({resetForm: true})},
      {headers},
    );
  }

  const outcome = await runCartAction(context.cart, formData);
  if (!outcome.ok) {
    return data({cart: null, errors: [outcome.message], warnings: []}, {status: 400, headers});
  }

  const {cart, userErrors, warnings} = outcome.result;
  if (cart?.id) context.cart.setCartId(cart.id);
  const errors = (userErrors ?? []).map((error) => error.message);

  if (outcome.toCheckout && cart && errors.length === 0) {
    const current = await context.cart.get();
    if (!current || current.lines.nodes.some((line) => !line.merchandise.availableForSale)) {
      return data(
        {cart: current, errors: [], warnings: [], checkoutBlocked: true},
        {status: 409, headers},
      );
    }
    // A signed-in customer's order belongs in their account, whatever email they check out with.
    const customerAccessToken = await context.customer.readToken();
    if (customerAccessToken && !current.buyerIdentity.customer) {
      await context.cart.updateBuyerIdentity({customerAccessToken}).catch((error: unknown) => {
        console.error('The cart could not be linked to the signed-in customer', error);
      });
    }
    return redirect(current.checkoutUrl, {status: 303, headers});
  }

  const redirectTo = formData.get('redirectTo');
  if (redirectTo !== null && errors.length === 0) {
    return redirect(safeRedirectPath(redirectTo, request.url), {status: 303, headers});
  }

  const related =
    outcome.action === CartForm.ACTIONS.LinesAdd && errors.length === 0
      ? await relatedToAdded(context, outcome.inputs)
      : [];
  return data(
    {cart, errors, warnings: (warnings ?? []).map((warning) => warning.message), related},
    {status: errors.length ? 400 : 200, headers},
  );
}

/** The items-added notice suggests up to 3 products. */
const ITEMS_ADDED_RELATED = 3;

/**
 * What to suggest beside a fresh add (the items-added notice): the recommendations for the first
 * added product, less anything already in the cart. A failure only means no suggestions.
 */
async function relatedToAdded(context: ActionFunctionArgs['context'], inputs: Record<string, unknown>) {
  const lines = Array.isArray(inputs.lines) ? (inputs.lines as {merchandiseId?: unknown}[]) : [];
  const variantId = lines[0]?.merchandiseId;
  if (typeof variantId !== 'string') return [];
  try {
    const current = await context.cart.get();
    const productId = current?.lines.nodes.find((line) => line.merchandise.id === variantId)?.merchandise.product.id;
    if (!productId) return [];
    const {productRecommendations} = await context.storefront.query(CART_RELATED_PRODUCTS_QUERY, {
      variables: {productId},
      cache: context.storefront.CacheShort(),
    });
    const inCart = new Set(current?.lines.nodes.map((line) => line.merchandise.product.id));
    return (productRecommendations ?? []).filter((product) => !inCart.has(product.id)).slice(0, ITEMS_ADDED_RELATED);
  } catch (error) {
    console.error('Items added: suggestions unavailable', error);
    return [];
  }
}

export default function CartPage() {
  const {cart, freeShippingThreshold, related, unavailableItemsError, unavailableCheckoutError} =
    useLoaderData<typeof loader>();
  // Lines leave and change quantity as soon as their forms are sent, not when the cart answers.
  const lines = useOptimisticLines(cart);
  const outcome = useActionData<typeof action>();
  const header = useRouteLoaderData<RootLoader>('root')?.global.header?.[0];

  return (
    <>
      <Analytics.CartView />
      <CartMain
        cart={cart}
        lines={lines}
        outcome={outcome}
        freeShippingThreshold={freeShippingThreshold}
        related={related}
        emptyContent={<Blocks blocks={header?.minicart_empty_content} />}
        unavailableItemsError={unavailableItemsError}
        unavailableCheckoutError={unavailableCheckoutError}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}

const CART_SHIPPING_THRESHOLD_QUERY = `#graphql
  query CartShippingThreshold($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      metafield(namespace: "gpp", key: "free_shipping_threshold") {
        value
      }
    }
  }
` as const;

const CART_RELATED_PRODUCTS_QUERY = `#graphql
  query CartRelatedProducts($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
