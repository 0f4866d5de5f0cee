import type {ReactNode} from 'react';
import {DEFAULT_LOCALE, type Locale} from '~/lib/i18n/locale';
import {renderAt} from '../../tests/render';
import {BlockDataProvider} from './context';
import {preloadAllPageTypes} from '~/content/StoryContent';
import type {BlockData} from './data';
import {preloadAllBlocks} from './registry';

// Rendered to a string at once, as the server does once it has every block.
await Promise.all([preloadAllBlocks(), preloadAllPageTypes()]);

/**
 * Server-renders block output the way a page does: inside a data router at the locale's address
 * (`Link` needs a router; form blocks read the page action's answer and the navigation state), with
 * the page's block data.
 */
export function renderHtml(
  node: ReactNode,
  locale: Locale = DEFAULT_LOCALE,
  data: BlockData = {},
): string {
  return renderAt(<BlockDataProvider data={data}>{node}</BlockDataProvider>, locale.pathPrefix || '/');
}
