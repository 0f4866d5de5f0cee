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
