/*
 * The code that draws blocks comes in chunks of their own, so that a page loads only what it shows:
 * the registry of every block (for the server, the editor's preview and the dev server) and the code
 * that draws live blocks from the chunks the page's data names (`block-chunks.ts`). A page whose
 * blocks are all kept as the server sent them (`PageBlocks`) loads neither. The server and
 * `entry.client.tsx` load what a page needs before rendering it; a navigation waits for it.
 */

/** A module loaded on demand: `load` starts it; `now` is the module, or a suspension until it is here. */
function onDemand<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | undefined;
  const load = () => importModule().then((module) => (loaded = module));
  const now = (): Module => {
    if (loaded) return loaded;
    throw load();
  };
  return {load, now};
}

const registry = onDemand(() => import('./registry'));
const blockChunks = onDemand(() => import('./block-chunks'));

export const loadRegistry = registry.load;
/** The registry; call it outside any block's boundary, as it may suspend. */
export const registryNow = registry.now;
export const loadBlockChunksModule = blockChunks.load;
/** `block-chunks.ts`; call it outside any block's boundary, as it may suspend. */
export const blockChunksNow = blockChunks.now;

/** The blocks of the empty cart's content (`ShellBlocks`), which the mini-cart and the cart page load on demand. */
export const loadShellBlocks = () => import('./ShellBlocks').then((module) => module.ShellBlocks);
