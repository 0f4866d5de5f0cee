import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {withoutEditorParams} from '~/lib/content/preview';
import {exitPreviewCookie} from '~/lib/content/preview.server';
import {safeRedirectPath} from '~/lib/http/redirect';

/** Exit Preview: forget the preview cookie and go back to the page, now published. */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const returnTo = new URL(request.url).searchParams.get('return_to');
  const target = safeRedirectPath(returnTo, request.url, localizePath('/', locale));
  return redirect(withoutEditorParams(target), {
    headers: {
      'Set-Cookie': await exitPreviewCookie(request, context.env),
      'Cache-Control': 'no-store',
    },
  });
}
