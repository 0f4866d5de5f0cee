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

// A chunk that fails to load breaks only its block; the page hydrates either way.
loadPageBlocks().then(hydrate, hydrate);
