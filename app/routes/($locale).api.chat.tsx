import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {ChatRequestSchema, CHAT_NO_ANSWER, type ChatResponse} from '~/lib/forms/chat';
import {routeLocale} from '~/lib/i18n/locale';
import {callService, ServiceError} from '~/lib/http/outbound.server';
import {checkRateLimit, RATE_LIMITS, retryAfterHeaders} from '~/lib/http/rate-limit.server';
import {readBodyText} from '~/lib/http/request-body.server';

/** A chat request is a short JSON object; anything longer is not one. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * `POST /api/chat`: the chat widget's one message, checked and passed to the assistant's webhook
 * (`{chatId, message, route: 'general'}` → `{output}`). The widget shows the reply, or its own
 * texts for no answer and for a failure; the webhook's address never reaches the browser.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  routeLocale({params, context});
  // The widget calls this with fetch, so the answer is a plain JSON response with its own status.
  const answer = (body: ChatResponse, init?: ResponseInit) =>
    Response.json(body, {...init, headers: {'Cache-Control': 'no-store', ...init?.headers}});

  const limit = await checkRateLimit(request, RATE_LIMITS.chat);
  if (!limit.allowed) return answer({error: 'rate-limit'}, {status: 429, headers: retryAfterHeaders(limit)});

  const parsed = ChatRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return answer({error: 'invalid'}, {status: 400});
  const {chatId, message} = parsed.data;

  try {
    const response = await callService('chat', context.env.CHAT_WEBHOOK_URL, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({chatId, message, route: 'general'}),
      // An assistant thinking about a hard question is slower than most services.
      timeoutMs: 20_000,
    });
    const {output} = ((await response.json().catch(() => null)) ?? {}) as {output?: unknown};
    const reply = typeof output === 'string' ? output.trim() : '';
    return answer({reply: reply || CHAT_NO_ANSWER});
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return answer({error: 'connection'}, {status: 502});
  }
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse((await readBodyText(request, MAX_BODY_BYTES)) ?? '');
  } catch {
    return null;
  }
}
