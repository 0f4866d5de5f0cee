import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom/server';
import {DEFAULT_LOCALE, type Locale} from '~/lib/locale';
import {BlockDataProvider} from './context';
import type {BlockData} from './data';

/**
 * Server-renders block output the way a page does: inside a router (`Link` needs one; the static
 * router is the one built for server rendering) at the locale's address, with the page's block data.
 */
export function renderHtml(
  node: ReactNode,
  locale: Locale = DEFAULT_LOCALE,
  data: BlockData = {},
): string {
  return renderToStaticMarkup(
    <StaticRouter location={locale.pathPrefix || '/'}>
      <BlockDataProvider data={data}>{node}</BlockDataProvider>
    </StaticRouter>,
  );
}
