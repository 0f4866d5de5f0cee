/**
 * `POST /chat`: the automation webhook behind the chat widget. `{chatId, message, route}` in,
 * `{output}` out; each chat's history is kept so follow-up questions have context.
 */
import {loadCatalogue} from '../catalogue';
import type {SandboxDb} from '../db';
import {json} from '../http/responses';
import type {RouteParams} from '../http/router';
import type {SandboxService, ServiceContext} from '../service';
import {createStoryStore} from '../storyblok/stories';
import {buildKnowledge, type Knowledge} from './knowledge';
import {reply, type SupportContact} from './responder';
import {appendMessage, chatHistory, countChats} from './store';

export const SUPPORT_HOURS = 'Monday to Friday, 8 am to 5 pm Pacific';
const FALLBACK_PHONE = '(800) 555-0199';
const MAX_MESSAGE_LENGTH = 2000;

export function createChatService({db, seedDir}: ServiceContext): SandboxService {
  let knowledge: Knowledge | undefined;
  const know = () => (knowledge ??= buildKnowledge(seedDir, loadCatalogue()));
  const support = (): SupportContact => ({phone: supportPhone(seedDir), hours: SUPPORT_HOURS});

  return {
    key: 'chat',
    name: 'Chat assistant',
    description:
      'The chat webhook: answers from the FAQ and the catalogue, keeps each chat’s history.',
    endpoints: ['/chat', '/chat/{chatId}/history'],
    routes: [
      {method: 'POST', pattern: '/chat', handler: createMessageHandler(db, know, support)},
      {
        method: 'GET',
        pattern: '/chat/:chatId/history',
        handler: async (_request: Request, params: RouteParams) =>
          json(chatHistory(db, params.chatId ?? '')),
      },
    ],
    counts: () => ({chats: countChats(db)}),
  };
}

function createMessageHandler(
  db: SandboxDb,
  knowledge: () => Knowledge,
  support: () => SupportContact,
) {
  return async (request: Request): Promise<Response> => {
    const body: unknown = await request.json().catch(() => null);
    const {chatId, message, route} = (
      typeof body === 'object' && body !== null ? body : {}
    ) as Record<string, unknown>;
    const problems = [
      ...(typeof chatId === 'string' && chatId.trim() && chatId.length <= 100
        ? []
        : ['chatId must be a non-empty string of at most 100 characters']),
      ...(typeof message === 'string' && message.trim() && message.length <= MAX_MESSAGE_LENGTH
        ? []
        : [`message must be non-empty text of at most ${MAX_MESSAGE_LENGTH} characters`]),
      ...(route === undefined || typeof route === 'string' ? [] : ['route must be a string']),
    ];
    if (problems.length > 0) return json({error: problems.join('; ')}, {status: 400});

    const id = String(chatId);
    const text = String(message).trim();
    const earlier = chatHistory(db, id)
      .filter((entry) => entry.role === 'user')
      .map((entry) => entry.text);
    const output = reply(knowledge(), text, earlier, support());
    appendMessage(db, id, {
      role: 'user',
      text,
      route: typeof route === 'string' ? route : undefined,
    });
    appendMessage(db, id, {role: 'assistant', text: output});
    return json({output});
  };
}

/** The phone number the header shows, so the assistant never gives a different one. */
function supportPhone(seedDir: string): string {
  const global = createStoryStore(seedDir).find('en-us/global', 'published');
  const header = (global?.content as {header?: {phone?: unknown}[]} | undefined)?.header?.[0];
  return typeof header?.phone === 'string' && header.phone.trim() ? header.phone : FALLBACK_PHONE;
}
