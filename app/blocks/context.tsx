import {createContext, useContext, type ReactNode} from 'react';
import type {BlockData} from './data';

const BlockDataContext = createContext<BlockData>({});

/** Hands the data the page's loader gathered for its blocks to every block below. */
export function BlockDataProvider({data, children}: {data: BlockData; children: ReactNode}) {
  return <BlockDataContext.Provider value={data}>{children}</BlockDataContext.Provider>;
}

/** Everything the page's loader gathered for its blocks, by need (`data-view.tsx` reads one). */
export function usePageBlockData(): BlockData {
  return useContext(BlockDataContext);
}
