import type {ReactNode} from 'react';
import type {Blok} from '~/lib/content/storyblok/types';
import {BlockOf, isBlok} from './BlockList';
import {blockComponent, preloadBlocks} from './registry';

/**
 * A page's body blocks. Rendering them starts their code loading (each block is a chunk of its own):
 * the page's head has fetched it already, and a block whose code is here when React first reaches it
 * hydrates at once, instead of waiting in its boundary where an update above would make React render
 * it afresh (error 421). `layout` sets them out (`inPageFrames` for a whole page); without it they
 * stand one after another in the caller's column.
 */
export function PageBlocks({blocks, layout = inOrder}: {blocks: unknown; layout?: BlockLayout}) {
  const list = Array.isArray(blocks) ? blocks.filter(isBlok) : [];
  void preloadBlocks(list);
  const render = (blok: Blok, index: number) => (
    <BlockOf key={blok._uid || index} blok={blok} componentOf={blockComponent} />
  );
  return <>{layout(list, render)}</>;
}

/** Sets a page's blocks out, given the way to render each one. */
export type BlockLayout = (blocks: Blok[], render: (blok: Blok, index: number) => ReactNode) => ReactNode;

const inOrder: BlockLayout = (blocks, render) => blocks.map(render);
