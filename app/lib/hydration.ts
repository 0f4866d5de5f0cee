/**
 * Whether the browser is still hydrating the page the server sent: true from the start of the
 * browser's first render until the root's first effect, false on the server and ever after. Parts of
 * a page that may hydrate after the rest read it to tell hydration from a navigation.
 */
let hydrating = typeof document !== 'undefined';

export function isHydrating(): boolean {
  return hydrating;
}

/** Called by the root once it has hydrated. */
export function hydrationDone(): void {
  hydrating = false;
}
