import {useLocation, useMatches, useRouteLoaderData} from '@remix-run/react';
import {useContext, useState, type ReactNode} from 'react';
import {KeptHtml} from '~/lib/kept-html';
import {isHydrating} from '~/lib/useHydrated';
import type {Blok} from '~/lib/storyblok/types';
import type {RootLoader} from '~/root';
import {BlockOf, isBlok, type ComponentOf} from './BlockList';
import {isKeptStub, KeptBlocks} from '~/lib/kept-content';
import {hydratedBlocks} from './markup-only';
import {blockChunksNow, registryNow} from './block-code';

const NONE: ReadonlySet<string> = new Set();
const NO_LIVE_BLOCKS: ComponentOf = () => undefined;

/**
 * A page's body blocks. On the page the server sent, the markup-only ones (`markup-only.ts`) keep
 * the server's HTML (`KeptHtml`) and are never hydrated, so their code never loads, and the
 * document's data carries them as stubs (`kept-content.ts`). Every other block hydrates as usual, and
 * a page reached by a navigation renders all of its blocks. `layout` sets the rendered blocks out
 * (`inPageFrames` for a whole page); without it they stand one after another in the caller's column.
 */
export function PageBlocks({blocks, layout = inOrder}: {blocks: unknown; layout?: BlockLayout}) {
  // A new address mounts afresh: only the page the server sent has HTML to keep.
  return <PageBody key={useLocation().pathname} blocks={blocks} layout={layout} />;
}

/** Sets a page's blocks out, given the way to render each one. */
export type BlockLayout = (blocks: Blok[], render: (blok: Blok, index: number) => ReactNode) => ReactNode;

const inOrder: BlockLayout = (blocks, render) => blocks.map(render);

function PageBody({blocks, layout}: {blocks: unknown; layout: BlockLayout}) {
  const matches = useMatches();
  const preview = useRouteLoaderData<RootLoader>('root')?.preview ?? false;
  const list = Array.isArray(blocks) ? blocks.filter(isBlok) : [];
  // Chosen once, as the page hydrates, by the rule that named the scripts the document preloads
  // (`pageBlockScripts`); a revalidation keeps the server's HTML of the same blocks.
  const [served] = useState(() => {
    if (!isHydrating()) return NONE;
    const hydrated = new Set(hydratedBlocks(list, preview));
    return new Set(list.filter((blok) => !hydrated.has(blok)).map((blok) => blok._uid));
  });
  const isServed = (blok: Blok) => served.has(blok._uid) || isKeptStub(blok);
  const live = list.filter((blok) => !isServed(blok));
  // A page whose blocks are all kept never loads the code that draws live ones.
  const componentOf = live.length ? blockChunksNow().blockComponentsIn(live, matches, preview) : NO_LIVE_BLOCKS;
  const render = (blok: Blok, index: number) =>
    isServed(blok) ? (
      <ServedBlock key={blok._uid} blok={blok} />
    ) : (
      <BlockOf key={blok._uid || index} blok={blok} componentOf={componentOf} />
    );
  return <>{layout(list, render)}</>;
}

function ServedBlock({blok}: {blok: Blok}) {
  const kept = useContext(KeptBlocks);
  const whole = kept.get(blok._uid) ?? blok;
  return <KeptHtml render={() => <BlockOf blok={whole} componentOf={registryNow().blockComponent} />} />;
}
