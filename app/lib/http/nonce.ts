import {createContext, useContext} from 'react';

/**
 * This response's Content-Security-Policy nonce, for the root's inline scripts. Hydrogen's
 * `useNonce` reads the same value, but Hydrogen's client is one module: importing anything from
 * `@shopify/hydrogen` in the shell puts all of it (14 kB gzip) in every page's first load.
 * `entry.server.tsx` provides both (Hydrogen's for its own `Analytics` and `Script`). In the
 * browser neither has a value, as with Hydrogen's: the nonce is already in the server's HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
