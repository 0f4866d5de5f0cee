import {useLocation, useMatches, useRouteLoaderData} from '@remix-run/react';
import {useContext, useState, type ReactNode} from 'react';
import {KeptHtml} from '~/lib/kept-html';
import {isHydrating} from '~/lib/useHydrated';
import type {Blok} from '~/lib/storyblok/types';
import type {RootLoader} from '~/root';
import {BlockOf, isBlok, type ComponentOf} from './BlockList';
import {isKeptStub, KeptBlocks} from '~/lib/kept-content';
import {BandContent, PAGE_BANDS} from './band-context';
import {hydratedBlocks} from './markup-only';
import {blockChunksNow, registryNow} from './block-code';

const NONE: ReadonlySet<string> = new Set();
const NO_LIVE_BLOCKS: ComponentOf = () => undefined;

/**
 * A page's body blocks. On the page the server sent, the markup-only ones (`markup-only.ts`) keep
 * the server's HTML (`KeptHtml`) and are never hydrated, so their code never loads, and the
 * document's data carries them as stubs (`kept-content.ts`). Every other block hydrates as usual, and
 * a page reached by a navigation renders all of its blocks. `fullWidth` blocks fill the page: bands
 * frame themselves, and the page frames the blocks between them (`inFrames`); otherwise the caller's
 * column is their frame.
 */
export function PageBlocks({blocks, fullWidth = false}: {blocks: unknown; fullWidth?: boolean}) {
  // A new address mounts afresh: only the page the server sent has HTML to keep.
  return <PageBody key={useLocation().pathname} blocks={blocks} fullWidth={fullWidth} />;
}

function PageBody({blocks, fullWidth}: {blocks: unknown; fullWidth: boolean}) {
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
  if (!fullWidth) return <>{list.map(render)}</>;
  return (
    <>
      {inFrames(list).map((group) =>
        Array.isArray(group) ? (
          <PageFrame key={`frame-${group[0]!.index}`}>{group.map(({blok, index}) => render(blok, index))}</PageFrame>
        ) : (
          render(group.blok, group.index)
        ),
      )}
    </>
  );
}

interface Placed {
  blok: Blok;
  index: number;
}

/**
 * The page's blocks in order, each band on its own and the blocks between two bands together:
 * an editor may place any block straight on a page, and a heading or a form there still needs the
 * page's width and margins, which only bands bring themselves.
 */
function inFrames(list: Blok[]): Array<Placed | Placed[]> {
  const groups: Array<Placed | Placed[]> = [];
  list.forEach((blok, index) => {
    if (PAGE_BANDS.has(blok.component)) {
      groups.push({blok, index});
      return;
    }
    const last = groups.at(-1);
    if (Array.isArray(last)) last.push({blok, index});
    else groups.push([{blok, index}]);
  });
  return groups;
}

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

function ServedBlock({blok}: {blok: Blok}) {
  const kept = useContext(KeptBlocks);
  const whole = kept.get(blok._uid) ?? blok;
  return <KeptHtml render={() => <BlockOf blok={whole} componentOf={registryNow().blockComponent} />} />;
}
