import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {routeLocale} from '~/lib/i18n/locale';
import {safeRedirectPath} from '~/lib/http/redirect';

/**
 * A discount link (`/discount/WELCOME10?redirect=/collections/cold-cups`), as newsletters and ads
 * use: the code joins the cart's codes and the shopper goes on to `redirect` (or `return_to`), if
 * that is a page of ours, else the home page (guarantee 1).
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  const url = new URL(request.url);
  const target = url.searchParams.get('redirect') ?? url.searchParams.get('return_to');
  const headers = new Headers({'Cache-Control': 'no-store'});
  const code = params.code?.trim();

  if (code && code.length <= 255) {
    const current = await context.cart.get().catch(() => null);
    const codes = (current?.discountCodes ?? []).filter((entry) => entry.applicable).map((entry) => entry.code);
    const updated = await context.cart.updateDiscountCodes([...new Set([...codes, code])]).catch(() => null);
    if (updated?.cart?.id) context.cart.setCartId(updated.cart.id);
  }
  return redirect(safeRedirectPath(target, request.url), {status: 303, headers});
}
