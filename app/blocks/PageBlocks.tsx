import {useLocation, useNavigate, useRouteLoaderData, type NavigateFunction} from '@remix-run/react';
import {useState, type MouseEvent} from 'react';
import {jumpToFragment} from '~/lib/fragment-link';
import {isHydrating} from '~/lib/useHydrated';
import {isInternalHref} from '~/lib/storyblok/links';
import type {Blok} from '~/lib/storyblok/types';
import type {RootLoader} from '~/root';
import {BlockOf, isBlok} from './BlockList';
import {isMarkupOnly} from './markup-only';
import {blockComponent, waitForBlocks} from './registry';

const NONE: ReadonlySet<string> = new Set();

/**
 * A page's body blocks. On the page the server sent, the markup-only ones (`markup-only.ts`) keep
 * the server's HTML and are never hydrated, so their code never loads: React 18 leaves an element's
 * server children alone when the browser renders it with empty `dangerouslySetInnerHTML`. Every
 * other block hydrates as usual, and a page reached by a navigation renders all of its blocks.
 */
export function PageBlocks({blocks}: {blocks: unknown}) {
  // A new address mounts afresh: only the page the server sent has HTML to keep.
  return <PageBody key={useLocation().pathname} blocks={blocks} />;
}

function PageBody({blocks}: {blocks: unknown}) {
  const preview = useRouteLoaderData<RootLoader>('root')?.preview ?? false;
  const list = Array.isArray(blocks) ? blocks.filter(isBlok) : [];
  // Chosen once, as the page hydrates; a revalidation keeps the server's HTML of the same blocks.
  const [served] = useState(() =>
    isHydrating() && !preview
      ? new Set(list.filter((blok) => blok._uid && isMarkupOnly(blok)).map((blok) => blok._uid))
      : NONE,
  );
  waitForBlocks(list.filter((blok) => !served.has(blok._uid)));
  return (
    <>
      {list.map((blok, index) =>
        served.has(blok._uid) ? (
          <ServedBlock key={blok._uid} blok={blok} />
        ) : (
          <BlockOf key={blok._uid || index} blok={blok} componentOf={blockComponent} />
        ),
      )}
    </>
  );
}

/** The wrapper takes no box, so the block lays out as if it were not there. */
const NO_BOX = {display: 'contents'} as const;
const KEEP_SERVER_HTML = {__html: ''};

function ServedBlock({blok}: {blok: Blok}) {
  const navigate = useNavigate();
  if (typeof document === 'undefined') {
    return (
      <div style={NO_BOX}>
        <BlockOf blok={blok} componentOf={blockComponent} />
      </div>
    );
  }
  return (
    // Only catches clicks on the links inside, which the keyboard's Enter fires as well.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      style={NO_BOX}
      onClick={(event) => followServedLink(event, navigate)}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}

/**
 * Links in kept HTML are plain anchors: this follows them the way `SiteLink` would have, with the
 * router for this site's paths and by scrolling for a part of this page.
 */
function followServedLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const href = anchor.getAttribute('href') ?? '';
  if (href.startsWith('#')) {
    if (jumpToFragment(anchor.hash)) event.preventDefault();
    return;
  }
  if (!isInternalHref(href)) return;
  event.preventDefault();
  const here = window.location.pathname + window.location.search + window.location.hash;
  navigate(href, {replace: href === here});
}
