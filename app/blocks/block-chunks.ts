import {useMatches, useRouteLoaderData, type UIMatch} from '@remix-run/react';
import type {ComponentType} from 'react';
import {lazyComponents} from '~/lib/lazy-components';
import type {ScriptPreload} from '~/lib/meta';
import type {Blok} from '~/lib/storyblok/types';
import type {RootLoader} from '~/root';
import type {ComponentOf} from './BlockList';
import {registryNow} from './block-code';

type BlockComponent = ComponentType<{blok: Blok}>;

/**
 * A page's data names the chunk of every block the browser will draw (`blockScripts`, built on the
 * server from the whole registry), so the browser draws a page from those names without the
 * registry's map of every block. Filled as pages arrive; a name it never learned is a kind nobody
 * registered.
 */
const loaders: Record<string, () => Promise<BlockComponent>> = {};
const chunks = lazyComponents(loaders);

/** Learns the chunks of the blocks these preloads name (each block's module exports it by name). */
export function knowBlockChunks(preloads: readonly ScriptPreload[] | undefined): void {
  for (const {href, block} of preloads ?? []) {
    if (!block || Object.hasOwn(loaders, block)) continue;
    loaders[block] = () =>
      import(/* @vite-ignore */ href).then((module: Record<string, BlockComponent | undefined>) => {
        const component = module[pascalCase(block)];
        if (!component) throw new Error(`The chunk of block "${block}" does not export it`);
        return component;
      });
  }
}

/** Loads the chunks of these blocks, learned before; never rejects (a failed one shows as broken). */
export const loadBlockChunks = chunks.load;

/**
 * The components that draw `content`'s blocks, once every one of their chunks is here: it suspends
 * until then, so call it where blocks start, outside their boundaries. The server, which has every
 * block, the editor's preview, where any kind may appear, and the dev server, which builds no chunks
 * to name, draw from the registry.
 */
export function useBlockComponents(content: unknown): ComponentOf {
  const matches = useMatches();
  const preview = useRouteLoaderData<RootLoader>('root')?.preview ?? false;
  return blockComponentsIn(content, matches, preview);
}

/** `useBlockComponents` for a caller that has already read the route matches and the preview flag. */
export function blockComponentsIn(content: unknown, matches: UIMatch[], preview: boolean): ComponentOf {
  if (typeof document === 'undefined' || preview || import.meta.env.DEV) {
    const registry = registryNow();
    registry.waitForBlocks(content);
    return registry.blockComponent;
  }
  for (const match of matches) knowBlockChunks((match.data as {blockScripts?: ScriptPreload[]} | null)?.blockScripts);
  chunks.waitFor(componentNamesIn(content));
  return chunks.component;
}

const namesByContent = new WeakMap<object, string[]>();

/** Every component name `content` holds, nested ones included; remembered per object. */
export function componentNamesIn(content: unknown): string[] {
  if (!content || typeof content !== 'object') return [];
  const known = namesByContent.get(content);
  if (known) return known;
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      try {
        const {component} = value as {component?: unknown};
        if (typeof component === 'string') names.add(component);
        Object.values(value).forEach(visit);
      } catch {
        // Content that cannot even be read is left to the block's own boundary, which says so.
      }
    }
  };
  visit(content);
  const found = [...names];
  namesByContent.set(content, found);
  return found;
}

/** A block's name as its module and export spell it: `rich-text-block` → RichTextBlock. */
export function pascalCase(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_, _separator: string, letter: string) => letter.toUpperCase());
}
