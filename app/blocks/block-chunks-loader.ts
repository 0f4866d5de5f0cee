type BlockChunks = typeof import('./block-chunks');

let blockChunks: BlockChunks | undefined;

/**
 * The code that draws live blocks from their own chunks is a chunk of its own: a page whose blocks
 * are all kept as the server sent them (a post, say) never loads it. The server and
 * `entry.client.tsx` load it before rendering a page that needs it; a navigation waits for it.
 */
export function loadBlockChunksModule(): Promise<BlockChunks> {
  return import('./block-chunks').then((module) => (blockChunks = module));
}

/** The module, or a suspension until it has loaded; call it outside any block's boundary. */
export function blockChunksNow(): BlockChunks {
  if (blockChunks) return blockChunks;
  throw loadBlockChunksModule();
}
