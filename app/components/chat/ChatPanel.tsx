import {useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent} from 'react';
import {SiteLink} from '~/components/SiteLink';
import {CloseIcon, SendIcon} from '~/components/icons';
import {
  CHAT_MESSAGE_MAX,
  CHAT_RATE_LIMITED,
  chatConnectionError,
  newChatId,
  type ChatResponse,
} from '~/lib/forms/chat';
import {useEscapeKey} from '~/lib/ui/useEscapeKey';
import {localizePath} from '~/lib/i18n/locale';
import {useLocale, useLocalizedPath} from '~/lib/i18n/useLocale';
import {parseChatText} from './chat-text';

export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** ISO time the message was written or received. */
  timestamp: string;
}

const CHAT_ID_KEY = 'chat-id';
const MESSAGES_KEY = 'chat-messages';
/** Enough history for the tab's session; older messages drop off the top. */
const KEPT_MESSAGES = 50;
const DEFAULT_WELCOME = 'Hi! Ask me about our products, sizes, orders or composting.';

interface ChatPanelProps {
  open: boolean;
  onClose(): void;
  /** The support line, for the connection error. */
  phone: string | undefined;
  welcome?: string;
  placeholder?: string;
}

/**
 * The chat assistant's panel. The conversation belongs to the browser tab: its chat id (`chat_…`)
 * and messages live in session storage, so they survive navigation and reloads, and a new tab
 * starts afresh. Loaded only once someone opens the chat.
 */
export default function ChatPanel({open, onClose, phone, welcome, placeholder}: ChatPanelProps) {
  const endpoint = useLocalizedPath('/api/chat');
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(readMessages);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);

  useEscapeKey(open, onClose);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    sessionStorage.setItem(MESSAGES_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)));
    listRef.current?.lastElementChild?.scrollIntoView({block: 'end'});
  }, [messages, waiting]);

  const send = useCallback(async () => {
    const text = draft.trim();
    if (!text || waiting) return;
    setDraft('');
    setMessages((current) => [...current, message(text, true)]);
    setWaiting(true);
    const reply = await ask(endpoint, chatId(), text, phone);
    setMessages((current) => [...current, message(reply, false)]);
    setWaiting(false);
    // The input was disabled while waiting, which took its focus away.
    requestAnimationFrame(() => inputRef.current?.focus());
  }, [draft, waiting, endpoint, phone]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      className="fixed inset-x-2 bottom-2 z-50 flex h-[min(36rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      <header className="flex items-center justify-between bg-emerald-900 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          Chat with us
        </h2>
        <button type="button" onClick={onClose} className="rounded-md p-1 hover:bg-emerald-800 focus-visible:outline-white">
          <CloseIcon />
          <span className="sr-only">Close chat</span>
        </button>
      </header>
      <ol ref={listRef} aria-live="polite" aria-label="Messages" className="flex-1 space-y-3 overflow-y-auto bg-stone-50 px-4 py-4">
        <Bubble message={{id: 'welcome', text: welcome?.trim() || DEFAULT_WELCOME, isUser: false, timestamp: ''}} />
        {messages.map((each) => (
          <Bubble key={each.id} message={each} />
        ))}
        {waiting ? (
          <li className="flex">
            <p role="status" className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-stone-700 shadow-sm">
              <span className="sr-only">The assistant is typing…</span>
              <Dot delay="0ms" />
              <Dot delay="150ms" />
              <Dot delay="300ms" />
            </p>
          </li>
        ) : null}
      </ol>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-stone-200 p-3">
        <label htmlFor={`${titleId}-message`} className="sr-only">
          Your message
        </label>
        <textarea
          ref={inputRef}
          id={`${titleId}-message`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={waiting}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={placeholder?.trim() || 'Type your question…'}
          className="block max-h-32 min-h-11 flex-1 resize-y rounded-md border border-stone-400 px-3 py-2 text-stone-900 placeholder:text-stone-600 disabled:bg-stone-100"
        />
        <button
          type="submit"
          disabled={waiting}
          className="inline-flex size-11 items-center justify-center rounded-md bg-emerald-800 text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendIcon />
          <span className="sr-only">Send</span>
        </button>
      </form>
    </section>
  );
}

function Bubble({message: {text, isUser, timestamp}}: {message: ChatMessage}) {
  return (
    <li className={`flex flex-col ${isUser ? 'items-end' : 'items-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-line shadow-sm ${
          isUser ? 'rounded-br-sm bg-emerald-800 text-white' : 'rounded-bl-sm bg-white text-stone-900'
        }`}
      >
        <span className="sr-only">{isUser ? 'You: ' : 'Assistant: '}</span>
        {isUser ? text : <AnswerText text={text} />}
      </p>
      {timestamp ? (
        <time dateTime={timestamp} className="mt-1 text-xs text-stone-600">
          {new Date(timestamp).toLocaleTimeString([], {hour: 'numeric', minute: '2-digit'})}
        </time>
      ) : null}
    </li>
  );
}

function AnswerText({text}: {text: string}) {
  const locale = useLocale();
  return parseChatText(text).map((part, index) =>
    part.href ? (
      // The assistant links to the store's own paths; on a market's pages they lead into that market.
      <SiteLink key={index} href={localizePath(part.href, locale)} className="font-semibold text-emerald-800 underline underline-offset-2">
        {part.text}
      </SiteLink>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

function Dot({delay}: {delay: string}) {
  return <span aria-hidden="true" className="size-2 animate-bounce rounded-full bg-stone-500" style={{animationDelay: delay}} />;
}

/** Asks the store's chat endpoint; the answer, or the text to show instead of one. */
async function ask(endpoint: string, chatId: string, text: string, phone: string | undefined): Promise<string> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({chatId, message: text}),
    });
    const body = (await response.json().catch(() => null)) as ChatResponse | null;
    if (body && 'reply' in body) return body.reply;
    if (body?.error === 'rate-limit') return CHAT_RATE_LIMITED;
  } catch {
    // Offline or the store unreachable: the same as the assistant being unreachable.
  }
  return chatConnectionError(phone);
}

/** This tab's chat id, made on first use. */
function chatId(): string {
  const existing = sessionStorage.getItem(CHAT_ID_KEY);
  if (existing) return existing;
  const id = newChatId();
  sessionStorage.setItem(CHAT_ID_KEY, id);
  return id;
}

function readMessages(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(MESSAGES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isMessage) : [];
  } catch {
    return [];
  }
}

function isMessage(value: unknown): value is ChatMessage {
  const candidate = value as ChatMessage;
  return (
    typeof candidate?.id === 'string' &&
    typeof candidate.text === 'string' &&
    typeof candidate.isUser === 'boolean' &&
    typeof candidate.timestamp === 'string'
  );
}

function message(text: string, isUser: boolean): ChatMessage {
  return {id: crypto.randomUUID(), text, isUser, timestamp: new Date().toISOString()};
}
