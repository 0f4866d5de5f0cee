import type {ReactNode} from 'react';
import type {Blok} from '~/lib/storyblok/types';
import {BlockOf, isBlok} from './BlockList';
import {blockComponent} from './registry';

/**
 * A page's body blocks. `layout` sets them out (`inPageFrames` for a whole page); without it they
 * stand one after another in the caller's column.
 */
export function PageBlocks({blocks, layout = inOrder}: {blocks: unknown; layout?: BlockLayout}) {
  const list = Array.isArray(blocks) ? blocks.filter(isBlok) : [];
  const render = (blok: Blok, index: number) => (
    <BlockOf key={blok._uid || index} blok={blok} componentOf={blockComponent} />
  );
  return <>{layout(list, render)}</>;
}

/** Sets a page's blocks out, given the way to render each one. */
export type BlockLayout = (blocks: Blok[], render: (blok: Blok, index: number) => ReactNode) => ReactNode;

const inOrder: BlockLayout = (blocks, render) => blocks.map(render);
