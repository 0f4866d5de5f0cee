import {z} from 'zod';
import {SUPPORT_HOURS} from '../content/site';

/**
 * The chat assistant's shared rules: what the widget may send to `/api/chat`, and the texts it shows
 * when the assistant has nothing to say or cannot be reached.
 */
export const CHAT_MESSAGE_MAX = 2000;

export const ChatRequestSchema = z.object({
  /** `chat_` and a random string, kept in the tab's session storage. */
  chatId: z.string().regex(/^chat_[A-Za-z0-9]{8,64}$/),
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});

export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** What `/api/chat` answers: the assistant's reply, or why there is none. */
export type ChatResponse = {reply: string} | {error: 'connection' | 'invalid' | 'rate-limit'};

export const CHAT_NO_ANSWER = "Sorry, I couldn't understand that.";

export const CHAT_RATE_LIMITED = 'You have sent a lot of messages in a short while. Please wait a few minutes and try again.';

/** The connection error, with the support line and when it answers. */
export function chatConnectionError(phone: string | undefined): string {
  const line = phone?.trim() ? `${phone.trim()} (${SUPPORT_HOURS})` : `our support line (${SUPPORT_HOURS})`;
  return `Sorry, I'm having trouble connecting. Please try again or call ${line} for assistance.`;
}

/** A new session chat id: `chat_` and 24 random letters and digits. */
export function newChatId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `chat_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}
