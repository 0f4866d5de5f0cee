import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the page hydrates, true after: for parts that only work
 * with JavaScript, or that the server must render in their JavaScript-free form first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
