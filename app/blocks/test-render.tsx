import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom/server';
import {DEFAULT_LOCALE, type Locale} from '~/lib/locale';
import {BlockContextProvider} from './context';

/**
 * Server-renders block output the way a page does: inside a router (`Link` needs one; the static
 * router is the one built for server rendering) and a locale.
 */
export function renderHtml(node: ReactNode, locale: Locale = DEFAULT_LOCALE): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <BlockContextProvider value={{locale}}>{node}</BlockContextProvider>
    </StaticRouter>,
  );
}
