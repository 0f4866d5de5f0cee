import chunks from 'virtual:block-chunks';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ScriptPreload} from '~/lib/meta';
import type {Blok} from '~/lib/storyblok/types';
import {pascalCase} from './block-chunks';
import {hydratedBlocks, hydratedContent} from './markup-only';
import {blockFile, blockNamesIn} from './registry';

const REGISTRY_MODULE = 'app/blocks/registry.ts';
const BLOCK_CODE_MODULE = 'app/blocks/block-chunks.ts';

/**
 * The browser scripts a story's page type and blocks need, for the page's head to preload: they are
 * chunks of their own. Each block's and the page type's own chunk is marked with its name: the
 * browser loads them by name before it hydrates (`entry.client.tsx`) and draws the blocks from them
 * (`block-chunks.ts`), so `content` must hold every block the browser draws. It is a story's content
 * (its page type is its component) or a list of blocks. Whenever a block is drawn, `block-chunks.ts`
 * itself is marked, even when no drawn block has a chunk (a kind nobody registered, drawn as a
 * notice): hydration must not wait for it halfway. So is the registry in the editor's preview, where
 * any kind may appear.
 */
export function blockScripts(
  content: unknown,
  {preview = false, built = chunks}: {preview?: boolean; built?: typeof chunks} = {},
): ScriptPreload[] {
  if (!built) return [];
  const pageType = (content as {component?: unknown} | null)?.component;
  const modules: [string, Omit<ScriptPreload, 'href'>][] = blockNamesIn(content).map((name) => [
    blockFile(name),
    {block: name},
  ]);
  if (holdsBlocks(content)) {
    modules.unshift([BLOCK_CODE_MODULE, {blockCode: true}]);
    if (preview) modules.unshift([REGISTRY_MODULE, {registry: true}]);
  }
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

/**
 * The scripts of a story page's blocks as this response's browser draws them: a document's kept
 * blocks keep the server's HTML and need none; a navigation draws every block.
 */
export function pageBlockScripts(
  content: Blok | unknown[],
  {servesDocument, preview}: Pick<AppLoadContext, 'servesDocument' | 'preview'>,
  built = chunks,
): ScriptPreload[] {
  const active = preview.active;
  const drawn = !servesDocument
    ? content
    : Array.isArray(content)
      ? hydratedBlocks(content, active)
      : hydratedContent(content, active);
  return blockScripts(drawn, {preview: active, built});
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
