import {startTransition, useEffect, useState} from 'react';

/**
 * False on the server and while hydrating, true once React owns the page: the switch between a
 * form's no-JavaScript controls and its scripted ones. The flip is a transition: an urgent update
 * here would reach a streamed Suspense boundary (the header's cart count) before it has hydrated.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * Whether React is still hydrating the page the server sent: true on the server and through the
 * first render in the browser, false from the root's first effect on. Parts rendered while it is
 * true have the server's HTML in front of them; parts mounted later (a navigation) have nothing.
 */
let hydrating = true;

export function isHydrating(): boolean {
  return hydrating;
}

/** Called once, from the root's first effect, when the server's page is React's. */
export function markHydrated(): void {
  hydrating = false;
}
