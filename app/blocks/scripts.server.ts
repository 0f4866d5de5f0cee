import chunks from 'virtual:block-chunks';
import {blockFile, blockNamesIn, pascalCase} from './registry';

/**
 * The browser scripts of a story's page type and blocks, for the page's head to preload
 * (`<link rel="modulepreload">`): each is a chunk of its own (`React.lazy`), and a block whose code
 * arrives with the page's own scripts hydrates with them instead of a round trip later. `content`
 * is a story's content (its page type is its component) or a list of blocks. Nothing in
 * development, where there are no chunks.
 */
export function blockScripts(content: unknown, built = chunks): string[] {
  if (!built) return [];
  const modules = blockNamesIn(content).map(blockFile);
  const pageType = (content as {component?: unknown} | null)?.component;
  if (typeof pageType === 'string') modules.push(`app/content/${pascalCase(pageType)}Story.tsx`);
  return [...new Set(modules.flatMap((module) => built[module] ?? []))];
}
