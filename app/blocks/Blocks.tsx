import type {Blok} from '~/lib/content/storyblok/types';
import {BlockList, BlockOf} from './BlockList';
import {blockComponent, preloadBlocks} from './registry';

/** Renders a list of Storyblok blocks with every registered kind; anything else is skipped. */
export function Blocks({blocks}: {blocks: unknown}) {
  // As `PageBlocks` does: the code of every block in the list starts loading with the list.
  void preloadBlocks(blocks);
  return <BlockList blocks={blocks} componentOf={blockComponent} />;
}

/** One block of any registered kind, isolated so that a broken one cannot take the page down. */
export function Block({blok}: {blok: Blok}) {
  return <BlockOf blok={blok} componentOf={blockComponent} />;
}
