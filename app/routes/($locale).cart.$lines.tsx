import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {parseCartPermalink} from '~/lib/cart/permalink';
import {routeLocale} from '~/lib/i18n/locale';

/**
 * A cart permalink (`/cart/800083:2,800055:1?discount=WELCOME10`), Shopify's way of sharing a
 * ready-made cart: a new cart with those lines (and the code) goes straight to the hosted checkout.
 * The only place it sends anyone is the checkout the Storefront API names. A link it cannot open
 * is answered with the store's own error page, in its shell: the cart page's error view, above it.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const lines = parseCartPermalink(params.lines ?? '');
  if (!lines) throw new Response('Not found', {status: 404});
  const discount = new URL(request.url).searchParams.get('discount')?.trim();

  const created = await context.cart.create({
    lines,
    discountCodes: discount && discount.length <= 255 ? [discount] : [],
    buyerIdentity: {countryCode: locale.country},
  });
  const cart = created.cart;
  if (!cart?.id || !cart.checkoutUrl) {
    // Shopify refused the lines (no such variant, none left): the link names nothing to sell.
    throw new Response('This cart link could not be opened', {status: 404});
  }
  const headers = context.cart.setCartId(cart.id);
  headers.set('Cache-Control', 'no-store');
  return redirect(cart.checkoutUrl, {status: 303, headers});
}

/**
 * Never shown: the loader always redirects or throws. A page of its own (not a resource route), so
 * what it throws reaches the cart's error view, which this route renders inside.
 */
export default function CartLink() {
  return null;
}
