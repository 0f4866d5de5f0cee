import chunks from 'virtual:block-chunks';
import type {ScriptPreload} from '~/lib/meta';
import {blockFile, blockNamesIn, pascalCase} from './registry';

const REGISTRY_MODULE = 'app/blocks/registry.ts';

/**
 * The browser scripts a story's page type and blocks need, for the page's head to preload: they are
 * chunks of their own. Each block's and the page type's own chunk is marked with its name, so the
 * browser loads them by name before it hydrates (`entry.client.tsx`). `content` is a story's content
 * (its page type is its component) or a list of blocks. The registry is marked whenever any block
 * will render, even one of a kind nobody registered: hydration must not wait for it halfway.
 */
export function blockScripts(content: unknown, built = chunks): ScriptPreload[] {
  if (!built) return [];
  const pageType = (content as {component?: unknown} | null)?.component;
  const modules: [string, Omit<ScriptPreload, 'href'>][] = blockNamesIn(content).map((name) => [
    blockFile(name),
    {block: name},
  ]);
  if (holdsBlocks(content)) modules.unshift([REGISTRY_MODULE, {registry: true}]);
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

/** True when any block sits in the content, below its page type. */
function holdsBlocks(content: unknown): boolean {
  if (!content || typeof content !== 'object') return false;
  try {
    return Object.values(content).some(
      (value) =>
        (typeof (value as {component?: unknown} | null)?.component === 'string') || holdsBlocks(value),
    );
  } catch {
    // Content that cannot even be read is left to the block's own boundary, which says so.
    return false;
  }
}
