import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/*
 * Remix's entry, with one step before it. With single fetch, `RemixBrowser`'s first render decodes
 * the page's data and suspends the whole root until it is done; a key pressed in that moment makes
 * React hydrate the root synchronously, which throws "Root did not complete" (React error 345) and
 * leaves the page dead (remix-run/remix#10214, remix-run/react-router#12763, open upstream). Rendered
 * once before hydration, `RemixBrowser` starts that decoding and throws its promise, as a suspending
 * component does; hydration starts when the data is decoded. Remove once upstream is fixed: the
 * shell spec "A visitor typing while the page comes alive does not break it" says when.
 */
function decodePageData(): Promise<unknown> {
  try {
    (RemixBrowser as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
  }
  return Promise.resolve();
}

decodePageData().then(hydrate, hydrate);
