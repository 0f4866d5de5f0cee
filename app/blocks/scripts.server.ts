import chunks from 'virtual:block-chunks';
import {blockFile, blockNamesIn, pascalCase} from './registry';

/**
 * The browser scripts a story's page type and blocks need, for the page's head to preload: they are
 * chunks of their own, and the page waits for them before it hydrates or shows on a navigation.
 * `content` is a story's content (its page type is its component) or a list of blocks.
 */
export function blockScripts(content: unknown): string[] {
  const built = chunks;
  if (!built) return [];
  const pageType = (content as {component?: unknown} | null)?.component;
  const modules = blockNamesIn(content).map(blockFile);
  if (typeof pageType === 'string') modules.push(`app/content/${pascalCase(pageType)}Story.tsx`);
  return [...new Set(modules.flatMap((module) => built[module] ?? []))];
}
