import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {Blok, GlobalContent} from '~/lib/storyblok/types';
import {isBlok} from './BlockList';
import type {FooterStub, KeptBlockStub, ServedGlobal} from '~/lib/kept-content';
import type {BlockData} from './data';
import {neededKeys} from './data.server';
import {isMarkupOnly} from './markup-only';

/**
 * A page body as this response carries it. A document leaves out the fields of its markup-only
 * blocks, whose HTML the browser keeps (`PageBlocks`): each becomes a stub, and the server renders
 * it from `context.keptBlocks`. A navigation's data, and the editor's preview, carry every block:
 * the browser renders them.
 */
export function bodyForResponse(blocks: unknown, context: AppLoadContext): unknown {
  if (!context.servesDocument || context.preview.active || !Array.isArray(blocks)) return blocks;
  return blocks.map((blok: unknown) => {
    if (!isBlok(blok) || !blok._uid || !isMarkupOnly(blok)) return blok;
    context.keptBlocks.set(blok._uid, blok);
    const stub: KeptBlockStub = {_uid: blok._uid, component: blok.component, _kept: true};
    return stub;
  });
}

/**
 * The block data this response carries. A document carries only what its hydrated blocks read: the
 * rest (the reviews, posts and products of kept blocks) the browser never renders, so it stays on
 * the server for its own render (`context.keptBlockData`). `carried` is the page's content as the
 * response carries it, its kept blocks stubs that need nothing.
 */
export function blockDataForResponse(data: BlockData, carried: unknown, context: AppLoadContext): BlockData {
  if (!context.servesDocument || context.preview.active) return data;
  const needed = neededKeys(carried);
  const sent: BlockData = {};
  for (const [key, value] of Object.entries(data)) {
    if (needed.has(key)) sent[key] = value;
    else context.keptBlockData[key] = value;
  }
  return sent;
}

/** A story's content as this response carries it: page type `page` shows its body with `PageBlocks`. */
export function contentForResponse<Content extends Blok>(content: Content, context: AppLoadContext): Content {
  return content.component === 'page' ? {...content, body: bodyForResponse(content.body, context)} : content;
}

/**
 * The global story as this response carries it. The browser keeps the footer's HTML from the page
 * the server sent, and renders it afresh only in another locale, whose data a navigation brings
 * whole: so a document carries the footer as a stub, and the server renders it from
 * `context.keptBlocks`.
 */
export function globalForResponse(global: GlobalContent, context: AppLoadContext): ServedGlobal {
  if (!context.servesDocument) return global;
  return {
    ...global,
    footer: global.footer.map((footer) => {
      context.keptBlocks.set(footer._uid, footer);
      const {_uid, component, subscribe, badges} = footer;
      const stub: FooterStub = {_uid, component, _kept: true, subscribe, badges};
      return stub;
    }),
  };
}
