import {useEffect, useRef} from 'react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {CartFetcher} from './AddToCartForm';

/** What an add from anywhere leads to (the items-added notice, the mini-cart closing), told once by the header. */

export interface AddedLine {
  title: string;
  variantTitle?: string;
  quantity: number;
}

export interface ItemsAdded {
  lines: AddedLine[];
  related: ProductCardFragment[];
}

const ITEMS_ADDED_EVENT = 'store:items-added';

/**
 * Tells the header each time an add through `fetcher` comes back clean, with what went in (the
 * form knows its own lines) and the suggestions the `/cart` action sent back.
 */
export function useAnnounceAdded(fetcher: CartFetcher, lines: AddedLine[]) {
  // The answer already told: the fetcher keeps it while the page revalidates, and after.
  const told = useRef(fetcher.data);
  const current = useRef(lines);
  current.current = lines;
  useEffect(() => {
    const {data, state} = fetcher;
    if (state !== 'idle' || !data || data === told.current) return;
    told.current = data;
    if (data.errors.length || data.warnings.length) return;
    const detail: ItemsAdded = {lines: current.current, related: data.related ?? []};
    window.dispatchEvent(new CustomEvent(ITEMS_ADDED_EVENT, {detail}));
  }, [fetcher]);
}

/** Runs `handler` on every clean add, wherever on the page it came from. */
export function useOnItemsAdded(handler: (added: ItemsAdded) => void) {
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent<ItemsAdded>).detail);
    window.addEventListener(ITEMS_ADDED_EVENT, listener);
    return () => window.removeEventListener(ITEMS_ADDED_EVENT, listener);
  }, [handler]);
}

