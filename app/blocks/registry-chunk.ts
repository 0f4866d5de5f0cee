type Registry = typeof import('./registry');

let registry: Registry | undefined;

/**
 * The block registry is a chunk of its own: a page whose blocks are all kept as the server sent them
 * (`PageBlocks`) never loads it. The server and `entry.client.tsx` load it before rendering a page
 * that needs it; a navigation waits for it.
 */
export function loadRegistry(): Promise<Registry> {
  return import('./registry').then((module) => (registry = module));
}

/** The registry, or a suspension until it has loaded; call it outside any block's boundary. */
export function registryNow(): Registry {
  if (registry) return registry;
  throw loadRegistry();
}
