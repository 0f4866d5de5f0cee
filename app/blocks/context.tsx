import {createContext, useContext, type ReactNode} from 'react';
import type {BlockData} from './data';

const BlockDataContext = createContext<BlockData>({});

/**
 * The server's render of a document: the data only its kept blocks read, which the document's data
 * leaves out (`blockDataForResponse`). Empty in the browser, which never renders those blocks.
 */
export const KeptBlockData = createContext<BlockData>({});

/** Hands the data the page's loader gathered for its blocks to every block below. */
export function BlockDataProvider({data, children}: {data: BlockData; children: ReactNode}) {
  const kept = useContext(KeptBlockData);
  const value = Object.keys(kept).length ? {...kept, ...data} : data;
  return <BlockDataContext.Provider value={value}>{children}</BlockDataContext.Provider>;
}

/** Everything the page's loader gathered for its blocks, by need (`data-view.tsx` reads one). */
export function usePageBlockData(): BlockData {
  return useContext(BlockDataContext);
}
