import {createContext} from 'react';
import type {Blok, FooterBlok, GlobalContent} from '~/lib/storyblok/types';

/**
 * A page body's markup-only block as the document's data carries it: its name and id only. The
 * browser keeps its HTML from the server (`PageBlocks`) and never reads its fields, so they stay on
 * the server, which renders it from `KeptBlocks` (`kept-blocks.server.ts`).
 */
export interface KeptBlockStub {
  _uid: string;
  component: string;
  _kept: true;
}

/**
 * The footer as a document's data carries it: its id and what its live parts read, the signup and
 * the badges (beside the security seal). The rest keeps the server's HTML (`Footer`).
 */
export type FooterStub = KeptBlockStub & Pick<FooterBlok, 'subscribe' | 'badges'>;

/** The global story as a response carries it (`globalForResponse`). */
export type ServedGlobal = Omit<GlobalContent, 'footer'> & {footer: Array<FooterBlok | FooterStub>};

/** The server's render of a document: the blocks its data carries as stubs, by id. */
export const KeptBlocks = createContext<ReadonlyMap<string, Blok>>(new Map());

export function isKeptStub(blok: Blok): boolean {
  return (blok as Partial<KeptBlockStub>)._kept === true;
}
