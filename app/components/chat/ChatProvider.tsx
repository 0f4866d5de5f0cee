import {createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {ChatIcon} from '~/components/icons';
import {useHydrated} from '~/lib/ui/useHydrated';

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

interface ChatState {
  open: boolean;
  /** Once opened, the panel stays mounted (hidden when closed), keeping the conversation. */
  opened: boolean;
  options: ChatOpenOptions;
  /** What had focus when the chat opened, to have it again when it closes. */
  opener: HTMLElement | null;
}

/**
 * The floating chat assistant on every page: a launcher button and, once opened, the panel. The
 * launcher appears after hydration; until the chat is opened, none of its code is downloaded.
 *
 * Whether the chat is open lives outside React state here, in a small store only the widget reads:
 * a state change in this provider would re-render the whole page beneath it, and parts of the page
 * still hydrating would then be thrown away and rendered again (React error #421).
 */
export function ChatProvider({phone, children}: {phone: string | undefined; children: ReactNode}) {
  const [store] = useState(createChatStore);
  const controls = useMemo(() => ({open: store.open, phone}), [store, phone]);
  return (
    <ChatContext.Provider value={controls}>
      {children}
      <ChatWidget store={store} phone={phone} />
    </ChatContext.Provider>
  );
}

function ChatWidget({store, phone}: {store: ChatStore; phone: string | undefined}) {
  const hydrated = useHydrated();
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // A dialog hands focus back to what opened it when it closes (the launcher, if that is gone).
  useEffect(() => {
    if (state.open || !state.opener) return;
    const opener = state.opener.isConnected ? state.opener : launcherRef.current;
    opener?.focus();
  }, [state.open, state.opener]);

  return (
    <>
      {hydrated && !state.open ? (
        <button
          ref={launcherRef}
          type="button"
          onClick={() => store.open()}
          aria-haspopup="dialog"
          className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-emerald-800 p-3 font-semibold text-white shadow-lg hover:bg-emerald-900 2xl:px-4"
        >
          <ChatIcon />
          {/* Named in words only where the page's margin has room for them: at 1280 px the label
              covered the cart's totals, while the icon alone stays beside the page's content. */}
          <span className="max-2xl:sr-only">Chat with us</span>
        </button>
      ) : null}
      {state.opened ? (
        <Suspense fallback={null}>
          <ChatPanel open={state.open} onClose={store.close} phone={phone} {...state.options} />
        </Suspense>
      ) : null}
    </>
  );
}

type ChatStore = ReturnType<typeof createChatStore>;

function createChatStore() {
  let state: ChatState = {open: false, opened: false, options: {}, opener: null};
  const listeners = new Set<() => void>();
  const set = (next: ChatState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (options: ChatOpenOptions = {}) =>
      set({open: true, opened: true, options, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null}),
    close: () => set({...state, open: false}),
  };
}
