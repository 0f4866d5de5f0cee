import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {loadBlockChunksModule, loadRegistry} from '~/blocks/block-code';
import {captureEarlyInput} from '~/lib/early-input';

/**
 * The page's blocks and page type are chunks of their own, which its head preloads and names
 * (`app/blocks/scripts.server.ts`). They are loaded before hydration starts, so hydration never
 * waits on one halfway through the page: React 18 cannot safely pause hydrating outside a Suspense
 * boundary (it failed with errors 418 and 345 under load).
 */
async function loadPageBlocks() {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  const blocks = preloads.flatMap((link) =>
    link.dataset.block ? [{href: link.getAttribute('href') ?? '', block: link.dataset.block}] : [],
  );
  const pageTypes = preloads.flatMap((link) => (link.dataset.pageType ? [link.dataset.pageType] : []));
  const names = blocks.map(({block}) => block);
  // Only the editor's preview draws blocks from the registry (`block-chunks.ts`).
  const fromRegistry = preloads.some((link) => link.hasAttribute('data-block-registry'));
  // Marked whenever the page draws a block, even one no chunk is named for (a kind nobody registered).
  const drawsBlocks = preloads.some((link) => link.hasAttribute('data-block-code'));
  await Promise.all([
    fromRegistry ? loadRegistry().then((registry) => registry.loadBlocks(names)) : null,
    // Pages without blocks (products, listings, the cart) never load the code that draws them. The
    // preview needs the module too, before hydration: `PageBlocks` reaches the registry through it.
    drawsBlocks
      ? loadBlockChunksModule().then((module) => {
          if (fromRegistry) return;
          module.knowBlockChunks(blocks);
          return module.loadBlockChunks(names);
        })
      : null,
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
