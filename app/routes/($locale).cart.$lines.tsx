import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {parseCartPermalink} from '~/lib/cart/permalink';
import {routeLocale} from '~/lib/locale';

/**
 * A cart permalink (`/cart/800083:2,800055:1?discount=WELCOME10`), Shopify's way of sharing a
 * ready-made cart: a new cart with those lines (and the code) goes straight to the hosted checkout.
 * The only place it sends anyone is the checkout the Storefront API names.
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
    throw new Response('This cart link could not be opened', {status: 502});
  }
  const headers = context.cart.setCartId(cart.id);
  headers.set('Cache-Control', 'no-store');
  return redirect(cart.checkoutUrl, {status: 303, headers});
}
