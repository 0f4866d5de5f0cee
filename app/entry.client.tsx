import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {loadRegistry} from '~/blocks/registry-chunk';
import {captureEarlyInput} from '~/lib/early-input';

/**
 * The page's blocks and page type are chunks of their own, which its head preloads and names
 * (`app/blocks/scripts.server.ts`). They are loaded before hydration starts, so hydration never
 * waits on one halfway through the page: React 18 cannot safely pause hydrating outside a Suspense
 * boundary (it failed with errors 418 and 345 under load).
 */
async function loadPageBlocks() {
  const named = (attribute: string) =>
    [...document.querySelectorAll<HTMLLinkElement>(`link[rel="modulepreload"][${attribute}]`)].map(
      (link) => link.getAttribute(attribute) ?? '',
    );
  const [blocks, pageTypes] = [named('data-block'), named('data-page-type')];
  const registryNeeded = document.querySelector('link[rel="modulepreload"][data-block-registry]') !== null;
  await Promise.all([
    registryNeeded ? loadRegistry().then((registry) => registry.loadBlocks(blocks)) : null,
    pageTypes.length ? import('~/content/StoryContent').then((module) => module.loadPageTypes(pageTypes)) : null,
  ]);
}

function hydrate() {
  captureEarlyInput();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/**
 * Remix decodes the page's data in `RemixBrowser`'s first render, which suspends the whole root
 * until it is done. React 18 answers a key or a click in that moment by hydrating the root at once,
 * and a root that suspends then throws (React error 345) and never comes alive: a keyboard user
 * tabbing as the page loads met that. Called once before hydration, outside React, `RemixBrowser`
 * starts the decoding and throws its promise, as a suspending component does; hydration waits for it.
 */
async function decodePageData() {
  try {
    (RemixBrowser as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

// A chunk that fails to load breaks only its block; the page hydrates either way.
Promise.all([loadPageBlocks(), decodePageData()]).then(hydrate, hydrate);
