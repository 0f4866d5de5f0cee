import chunks from 'virtual:block-chunks';
import type {ScriptPreload} from '~/lib/meta';
import {topLevelBlocks} from './BlockList';
import {hydratesLater} from './first-screen';
import {blockFile, blockNamesIn, pascalCase} from './registry';

/**
 * The browser scripts a story's page type and its first screen's blocks need, for the page's head to
 * preload: they are chunks of their own. Each block's and the page type's own chunk is marked with
 * its name, so the browser loads them by name before it hydrates (`entry.client.tsx`). `content` is a
 * story's content (its page type is its component) or a page's list of blocks. The blocks that hydrate
 * after the page are left out (`hydratesLater`): `PageBlocks`, which renders a `page` story's body
 * and a page's list of blocks, hydrates them once their code arrives.
 */
export function blockScripts(content: unknown): ScriptPreload[] {
  const built = chunks;
  if (!built) return [];
  const pageType = (content as {component?: unknown} | null)?.component;
  const modules: [string, Omit<ScriptPreload, 'href'>][] = blockNamesIn(withPage(content)).map((name) => [
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

/** What of `content` hydrates with the page: a page's body but the blocks that wait, anything else whole. */
function withPage(content: unknown): unknown {
  const hydrateWithPage = (blocks: unknown) => topLevelBlocks(blocks).filter((blok, index) => !hydratesLater(blok, index));
  if (Array.isArray(content)) return hydrateWithPage(content);
  const story = content as {component?: unknown; body?: unknown} | null;
  return story?.component === 'page' ? {...story, body: hydrateWithPage(story.body)} : content;
}
