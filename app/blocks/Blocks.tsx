import type {Blok} from '~/lib/storyblok/types';
import {BlockList, BlockOf} from './BlockList';
import {useBlockComponents} from './block-chunks';

/** Renders a list of Storyblok blocks with every registered kind; anything else is skipped. */
export function Blocks({blocks}: {blocks: unknown}) {
  const componentOf = useBlockComponents(blocks);
  return <BlockList blocks={blocks} componentOf={componentOf} />;
}

/** One block of any registered kind, isolated so that a broken one cannot take the page down. */
export function Block({blok}: {blok: Blok}) {
  return <BlockOf blok={blok} componentOf={useBlockComponents(blok)} />;
}
