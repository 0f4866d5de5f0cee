import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {CHAT_NO_ANSWER} from '~/lib/forms/chat';
import {DEFAULT_LOCALE} from '~/lib/i18n/locale';
import {RATE_LIMITS} from '~/lib/http/rate-limit.server';
import {action} from '~/routes/($locale).api.chat';

const WEBHOOK = 'https://automation.example/webhook/chat';
let received: unknown[] = [];
let reply: () => Response = () => HttpResponse.json({output: 'Our [12 oz Lid](/products/12-oz-lid) fits.'});

const server = setupServer(
  http.post(WEBHOOK, async ({request}) => {
    received.push(await request.json());
    return reply();
  }),
);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterAll(() => server.close());
beforeEach(() => {
  received = [];
  reply = () => HttpResponse.json({output: 'Our [12 oz Lid](/products/12-oz-lid) fits.'});
});

const context = {env: {CHAT_WEBHOOK_URL: WEBHOOK}, locale: DEFAULT_LOCALE} as unknown as AppLoadContext;
let visitor = 0;

async function ask(body: unknown, ip = `203.0.113.${(visitor += 1)}`) {
  const request = new Request('https://shop.example/api/chat', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'oxygen-buyer-ip': ip},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await action({request, context, params: {}});
  return {status: response.status, body: await response.json(), headers: response.headers};
}

const chatId = 'chat_abcdefghij0123456789wxyz';

describe('POST /api/chat', () => {
  it('passes the message to the webhook with the chat id and the general route, and answers its output', async () => {
    const answer = await ask({chatId, message: '  Do you have lids?  '});
    expect(answer).toMatchObject({status: 200, body: {reply: 'Our [12 oz Lid](/products/12-oz-lid) fits.'}});
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(received).toEqual([{chatId, message: 'Do you have lids?', route: 'general'}]);
  });

  it('says it could not understand when the assistant has no output', async () => {
    reply = () => HttpResponse.json({});
    expect((await ask({chatId, message: 'hmm'})).body).toEqual({reply: CHAT_NO_ANSWER});
    reply = () => HttpResponse.json({output: '   '});
    expect((await ask({chatId, message: 'hmm'})).body).toEqual({reply: CHAT_NO_ANSWER});
  });

  it('tells the widget it could not connect when the webhook fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reply = () => new HttpResponse('upstream trouble', {status: 500});
    expect(await ask({chatId, message: 'Where is my order?'})).toMatchObject({status: 502, body: {error: 'connection'}});
  });

  it('refuses a blank or oversized message, a made-up chat id and a body that is not JSON, without calling out', async () => {
    for (const body of [
      {chatId, message: '   '},
      {chatId, message: 'x'.repeat(2001)},
      {chatId: 'session-1', message: 'Hi'},
      {message: 'Hi'},
      'not json',
      JSON.stringify({chatId, message: 'x'.repeat(20_000)}),
    ]) {
      expect((await ask(body)).status).toBe(400);
    }
    expect(received).toEqual([]);
  });

  it('limits each buyer IP, telling the widget when to come back', async () => {
    const ip = '198.51.100.200';
    for (let message = 0; message < RATE_LIMITS.chat.limit; message += 1) {
      expect((await ask({chatId, message: `Question ${message}`}, ip)).status).toBe(200);
    }
    const limited = await ask({chatId, message: 'One more'}, ip);
    expect(limited).toMatchObject({status: 429, body: {error: 'rate-limit'}});
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
