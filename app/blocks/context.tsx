import {createContext, useContext, type ReactNode} from 'react';
import {DEFAULT_LOCALE, type Locale} from '~/lib/locale';

/** What blocks need from the page around them; links are localized with it. */
export interface BlockContextValue {
  locale: Locale;
}

const BlockContext = createContext<BlockContextValue>({locale: DEFAULT_LOCALE});

export function BlockContextProvider({
  value,
  children,
}: {
  value: BlockContextValue;
  children: ReactNode;
}) {
  return <BlockContext.Provider value={value}>{children}</BlockContext.Provider>;
}

export function useBlockContext(): BlockContextValue {
  return useContext(BlockContext);
}
