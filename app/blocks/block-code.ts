type Registry = typeof import('./registry');
type BlockChunks = typeof import('./block-chunks');

let registry: Registry | undefined;
let blockChunks: BlockChunks | undefined;

/*
 * The code that draws blocks comes in chunks of their own, so that a page loads only what it shows:
 * the registry of every block (for the server, the editor's preview and the dev server) and the code
 * that draws live blocks from the chunks the page's data names (`block-chunks.ts`). A page whose
 * blocks are all kept as the server sent them (`PageBlocks`) loads neither. The server and
 * `entry.client.tsx` load what a page needs before rendering it; a navigation waits for it.
 */

export function loadRegistry(): Promise<Registry> {
  return import('./registry').then((module) => (registry = module));
}

/** The registry, or a suspension until it has loaded; call it outside any block's boundary. */
export function registryNow(): Registry {
  if (registry) return registry;
  throw loadRegistry();
}

export function loadBlockChunksModule(): Promise<BlockChunks> {
  return import('./block-chunks').then((module) => (blockChunks = module));
}

/** `block-chunks.ts`, or a suspension until it has loaded; call it outside any block's boundary. */
export function blockChunksNow(): BlockChunks {
  if (blockChunks) return blockChunks;
  throw loadBlockChunksModule();
}
