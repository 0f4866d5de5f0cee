import {PrefetchPageLinks, useLocation, useNavigate, type NavigateFunction} from '@remix-run/react';
import {
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {isPlainClick, jumpToFragment} from './fragment-link';
import {lazyComponent} from './lazy-components';
import {isInternalHref} from './storyblok/links';
import {isHydrating} from './useHydrated';

/** The wrapper takes no box, so what it holds lays out as if it were not there. */
const NO_BOX = {display: 'contents'} as const;
const KEEP_SERVER_HTML = {__html: ''};
/** As Remix's `prefetch="intent"`: a pointer or focus resting this long on a link fetches its page. */
const INTENT_MS = 100;

/**
 * Markup the browser keeps as the server sent it, without rendering it (`render` runs on the server
 * only): React 18 leaves an element's server children alone when the browser renders it with empty
 * `dangerouslySetInnerHTML`, so the code that drew them need not load. Only for markup with no
 * behaviour of its own, and only while the page hydrates: there is nothing to keep in a page
 * reached by a navigation. Links inside are plain anchors; this follows them as `SiteLink` would,
 * and fetches the page of one the visitor points at or focuses, as `prefetch="intent"` would.
 */
export function KeptHtml({render}: {render: () => ReactNode}) {
  const navigate = useNavigate();
  const {page, intent} = useLinkIntent();
  if (typeof document === 'undefined') return <div style={NO_BOX}>{render()}</div>;
  return (
    <>
      {/* Only catches clicks on the links inside, which the keyboard's Enter fires as well. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        style={NO_BOX}
        onClick={(event) => followKeptLink(event, navigate)}
        onMouseOver={intent.start}
        onFocus={intent.start}
        onTouchStart={intent.start}
        onMouseOut={intent.end}
        onBlur={intent.end}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
      {page ? <PrefetchPageLinks page={page} /> : null}
    </>
  );
}

/** The site path of the link the visitor has rested on for a moment, and the handlers that tell. */
function useLinkIntent() {
  const [pending, setPending] = useState<string | null>(null);
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPage(pending), INTENT_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  const intent = {
    start(event: SyntheticEvent<HTMLElement>) {
      const anchor = keptLinkOf(event);
      const href = anchor?.getAttribute('href') ?? '';
      if (anchor && !href.startsWith('#') && isInternalHref(href)) setPending(href);
    },
    end(event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) {
      const anchor = keptLinkOf(event);
      // Moving between the parts of one link is not leaving it.
      if (anchor && event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget)) return;
      setPending(null);
      setPage(null);
    },
  };
  return {page, intent};
}

/** The link inside the kept HTML that an event happened in, if any. */
function keptLinkOf(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const anchor = (event.target as Element).closest('a[href]');
  return anchor instanceof HTMLAnchorElement && event.currentTarget.contains(anchor) ? anchor : null;
}

/**
 * A part of a page that is markup only, in a chunk of its own: the page the server sent keeps its
 * HTML and never loads its code; a page reached by a navigation (or another address of the same
 * route, whose data differs) renders it, and the navigation waits for its code. Call at a route
 * module's top level: that is where the code starts loading for a navigation. `useKey` says what
 * the part depends on beyond its props (by default the address): a new key renders it afresh.
 *
 * `appearsInPlace`: the part may also appear on a live page outside a navigation (the cart's empty
 * content, once its last line is removed), where nothing holds the old screen while its code comes;
 * it then waits in a boundary of its own. Never around the server's HTML: React hydrates a boundary
 * after the rest of the page, when that HTML is no longer to be kept (errors 418 and 422).
 */
export function keptFromServer<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  useKey: () => string = useAddress,
  {appearsInPlace = false}: {appearsInPlace?: boolean} = {},
) {
  const Part = lazyComponent(load);
  // The server renders it on every request; a route module that runs after hydration, a navigation.
  if (typeof document === 'undefined' || !isHydrating()) void Part.load();

  function KeptAt(props: Props) {
    const [kept] = useState(isHydrating);
    if (kept) return <KeptHtml render={() => <Part {...props} />} />;
    return appearsInPlace ? (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    ) : (
      <Part {...props} />
    );
  }
  function Kept(props: Props) {
    return <KeptAt key={useKey()} {...props} />;
  }
  return Object.assign(Kept, {load: Part.load});
}

function useAddress(): string {
  const {pathname, search} = useLocation();
  return pathname + search;
}

/**
 * A part the stylesheet shows only where `media` matches, such as the desktop or the phone header.
 * Hydrating the one that is hidden is work for nothing, so while it does not match the browser keeps
 * the server's HTML without hydrating it (as `KeptHtml` does), and renders the part afresh once the
 * screen starts to match. `media` must say what the stylesheet says.
 */
export function HydratedWhereShown({media, children}: {media: string; children: ReactNode}) {
  const [kept, setKept] = useState(
    () => isHydrating() && typeof document !== 'undefined' && !window.matchMedia(media).matches,
  );
  useEffect(() => {
    if (!kept) return;
    const query = window.matchMedia(media);
    // A transition: the part's own kept pieces may wait for their code, and the kept HTML stays
    // on screen meanwhile.
    const show = () => query.matches && startTransition(() => setKept(false));
    query.addEventListener('change', show);
    return () => query.removeEventListener('change', show);
  }, [kept, media]);
  // Keyed: the part rendered afresh gets an element of its own rather than the kept one's children.
  return kept ? (
    <div key="kept" style={NO_BOX} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div key="live" style={NO_BOX}>
      {children}
    </div>
  );
}

function followKeptLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (!isPlainClick(event)) return;
  const anchor = keptLinkOf(event);
  if (!anchor) return;
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
