import {ChatIcon} from '~/components/icons';
import {SiteLink} from '~/components/SiteLink';
import {telHref} from '~/components/Header';
import {SUPPORT_HOURS} from '~/lib/content/site';
import {useHydrated} from '~/lib/ui/useHydrated';
import {useChat, type ChatOpenOptions} from './ChatProvider';

/**
 * A place in a page to start the chat (the `chat` block, the contact page's chat slot): its
 * greeting, a button that opens the assistant with it, and the support line for those who would
 * rather call, or have no JavaScript.
 */
export function ChatCard({heading, ...options}: ChatOpenOptions & {heading: string}) {
  const chat = useChat();
  const {phone} = chat;
  // Without JavaScript there is no chat to open; the phone line below still is.
  const hydrated = useHydrated();
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 className="flex items-center gap-2 text-xl font-bold text-stone-900">
        <ChatIcon className="size-6 text-emerald-800" />
        {heading}
      </h2>
      {options.welcome ? <p className="mt-2 text-stone-700">{options.welcome}</p> : null}
      {hydrated ? (
        <button
          type="button"
          onClick={() => chat.open(options)}
          aria-haspopup="dialog"
          className="mt-4 inline-flex items-center rounded-md bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          Start a chat
        </button>
      ) : null}
      {phone ? (
        <p className="mt-4 text-sm text-stone-700">
          Prefer to talk? Call{' '}
          <SiteLink href={telHref(phone)} className="font-semibold text-emerald-800 underline">
            {phone}
          </SiteLink>
          , {SUPPORT_HOURS}.
        </p>
      ) : null}
    </div>
  );
}
