import {createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode} from 'react';
import {ChatIcon} from '~/components/icons';
import {useHydrated} from '~/lib/useHydrated';

/** What the chat block can set when it opens the assistant: its own greeting and prompt. */
export interface ChatOpenOptions {
  welcome?: string;
  placeholder?: string;
}

interface ChatControls {
  open(options?: ChatOpenOptions): void;
  /** The support line (the header's phone), for those who would rather call. */
  phone: string | undefined;
}

const ChatContext = createContext<ChatControls>({open: () => {}, phone: undefined});

/** Opens the site's one chat assistant, from anywhere in the page. */
export function useChat(): ChatControls {
  return useContext(ChatContext);
}

// The panel, its message list and its renderer load when the chat is first opened, never before.
const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * The floating chat assistant on every page: a launcher button and, once opened, the panel. The
 * launcher appears after hydration; until the chat is opened, none of its code is downloaded.
 */
export function ChatProvider({phone, children}: {phone: string | undefined; children: ReactNode}) {
  const hydrated = useHydrated();
  const [state, setState] = useState<{open: boolean; opened: boolean; options: ChatOpenOptions}>({
    open: false,
    opened: false,
    options: {},
  });
  const open = useCallback((options: ChatOpenOptions = {}) => setState({open: true, opened: true, options}), []);
  const close = useCallback(() => setState((current) => ({...current, open: false})), []);
  // Not `hydrated`: a context change right after hydration would reach parts of the page still
  // hydrating, which React then throws away and renders again (#421).
  const controls = useMemo(() => ({open, phone}), [open, phone]);

  return (
    <ChatContext.Provider value={controls}>
      {children}
      {hydrated && !state.open ? (
        <button
          type="button"
          onClick={() => open()}
          aria-haspopup="dialog"
          className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-emerald-800 px-4 py-3 font-semibold text-white shadow-lg hover:bg-emerald-900"
        >
          <ChatIcon />
          Chat with us
        </button>
      ) : null}
      {state.opened ? (
        <Suspense fallback={null}>
          <ChatPanel open={state.open} onClose={close} phone={phone} {...state.options} />
        </Suspense>
      ) : null}
    </ChatContext.Provider>
  );
}
