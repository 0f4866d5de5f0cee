import {memo, Suspense} from 'react';
import {isHydrating} from '~/lib/hydration';
import type {Blok} from '~/lib/storyblok/types';
import {BlockList, BlockOf, topLevelBlocks} from './BlockList';
import {hydratesLater} from './first-screen';
import {blockComponent, waitForBlocks} from './registry';

/** Renders a list of Storyblok blocks with every registered kind; anything else is skipped. */
export function Blocks({blocks}: {blocks: unknown}) {
  waitForBlocks(blocks);
  return <BlockList blocks={blocks} componentOf={blockComponent} />;
}

/** One block of any registered kind, isolated so that a broken one cannot take the page down. */
export function Block({blok}: {blok: Blok}) {
  return <BlockOf blok={blok} componentOf={blockComponent} />;
}

/**
 * A page's own body of blocks. Its first screen and its forms (`hydratesLater`) come with the page:
 * the head preloads their code and the page hydrates with them. The other blocks hydrate once their
 * code has arrived, fetched as the page comes alive; until then React keeps their server HTML, which
 * works as it does without JavaScript. A navigation still waits for every block, so a new page shows
 * whole.
 */
export function PageBlocks({blocks}: {blocks: unknown}) {
  const list = topLevelBlocks(blocks);
  waitForBlocks(isHydrating() ? list.filter((blok, index) => !hydratesLater(blok, index)) : list);
  return (
    <>
      {list.map((blok, index) =>
        hydratesLater(blok, index) ? (
          <LaterBlock key={blok._uid || index} blok={blok} />
        ) : (
          <BlockOf key={blok._uid || index} blok={blok} componentOf={blockComponent} />
        ),
      )}
    </>
  );
}

/*
 * Memoized around its boundary: a re-render above that changes nothing here never reaches a block
 * still waiting to hydrate, which React would answer by throwing its server HTML away (error 421).
 * A changed block (a revalidation) reaches it in a transition, which waits for the code instead.
 */
const LaterBlock = memo(function LaterBlock({blok}: {blok: Blok}) {
  return (
    <Suspense fallback={null}>
      <WhenLoaded blok={blok} />
    </Suspense>
  );
});

/** Waits, inside its own boundary, for the code of the block and of every block it holds, at once. */
function WhenLoaded({blok}: {blok: Blok}) {
  waitForBlocks([blok]);
  return <BlockOf blok={blok} componentOf={blockComponent} />;
}
