import type {ReactNode} from 'react';
import {DEFAULT_LOCALE, type Locale} from '~/lib/locale';
import {renderAt} from '~/lib/test-render';
import {BlockDataProvider} from './context';
import type {BlockData} from './data';

/** Server-renders block output the way a page does: at the locale's address, with the page's block data. */
export function renderHtml(
  node: ReactNode,
  locale: Locale = DEFAULT_LOCALE,
  data: BlockData = {},
): string {
  return renderAt(<BlockDataProvider data={data}>{node}</BlockDataProvider>, locale.pathPrefix || '/');
}
