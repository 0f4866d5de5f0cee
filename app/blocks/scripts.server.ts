import chunks from 'virtual:block-chunks';
import type {ScriptPreload} from '~/lib/meta';
import {blockFile, blockNamesIn, pascalCase} from './registry';

/**
 * The browser scripts a story's page type and blocks need, for the page's head to preload: they are
 * chunks of their own. Each block's and the page type's own chunk is marked with its name, so the
 * browser loads them by name before it hydrates (`entry.client.tsx`). `content` is a story's content
 * (its page type is its component) or a list of blocks.
 */
export function blockScripts(content: unknown): ScriptPreload[] {
  const built = chunks;
  if (!built) return [];
  const pageType = (content as {component?: unknown} | null)?.component;
  const modules: [string, Omit<ScriptPreload, 'href'>][] = blockNamesIn(content).map((name) => [
    blockFile(name),
    {block: name},
  ]);
  if (typeof pageType === 'string') {
    modules.push([`app/content/${pascalCase(pageType)}Story.tsx`, {pageType}]);
  }
  const preloads = new Map<string, ScriptPreload>();
  for (const [module, names] of modules) {
    const [own, ...imports] = built[module] ?? [];
    if (own) preloads.set(own, {href: own, ...names});
    for (const href of imports) if (!preloads.has(href)) preloads.set(href, {href});
  }
  return [...preloads.values()];
}
