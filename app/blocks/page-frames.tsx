import type {ReactNode} from 'react';
import type {Blok} from '~/lib/content/storyblok/types';
import {BandContent, PAGE_BANDS} from './band-context';
import type {BlockLayout} from './PageBlocks';

/**
 * A whole page's blocks in order, each band on its own and the blocks between two bands framed
 * together: an editor may place any block straight on a page, and a heading or a form there still
 * needs the page's width and margins, which only bands bring themselves.
 */
export const inPageFrames: BlockLayout = (blocks, render) => {
  const groups: Array<{blok: Blok; index: number} | Array<{blok: Blok; index: number}>> = [];
  blocks.forEach((blok, index) => {
    const last = groups.at(-1);
    if (PAGE_BANDS.has(blok.component)) groups.push({blok, index});
    else if (Array.isArray(last)) last.push({blok, index});
    else groups.push([{blok, index}]);
  });
  return groups.map((group) =>
    Array.isArray(group) ? (
      <PageFrame key={`frame-${group[0]!.index}`}>{group.map(({blok, index}) => render(blok, index))}</PageFrame>
    ) : (
      render(group.blok, group.index)
    ),
  );
};

/**
 * The page's width and spacing, as a band gives them, around blocks that bring none. A flex column
 * with gaps, not margins: kept blocks sit in box-less wrappers, which take no margin.
 */
function PageFrame({children}: {children: ReactNode}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6">
      <BandContent>{children}</BandContent>
    </div>
  );
}
