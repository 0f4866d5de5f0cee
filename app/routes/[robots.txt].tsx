import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {LOCALES, localizePath} from '~/lib/i18n/locale';
import {EXIT_PREVIEW_PATH} from '~/lib/content/preview';
import {textResponse} from '~/lib/content/sitemap.server';
import {publicOrigin} from '~/lib/http/public-origin.server';

/** Pages that are one visitor's (cart, account), endless (search) or an editor's (preview). */
const PRIVATE_PATHS = ['/cart', '/account', '/search', EXIT_PREVIEW_PATH];

export function loader({request, context}: LoaderFunctionArgs) {
  const origin = publicOrigin(request, context.env);
  const disallowed = LOCALES.flatMap((locale) =>
    PRIVATE_PATHS.map((path) => `Disallow: ${localizePath(path, locale)}`),
  );
  const body = [
    'User-agent: *',
    ...disallowed,
    // The visual editor's addresses, which open preview.
    'Disallow: /*_storyblok',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return textResponse(body, 'text/plain');
}
