import {readFileSync} from 'node:fs';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {parseEnv} from '../../app/lib/env';
import {messages} from '../../app/lib/forms/messages';
import {LOCALES} from '../../app/lib/i18n/locale';
import {takeNewsletterAnswer} from '../../app/lib/forms/newsletter.server';
import {AppSession} from '../../app/lib/session';
import {createContentClient} from '../../app/lib/content/storyblok/client.server';
import {action} from '../../app/routes/($locale).api.newsletter';
import {parseDotenv} from '../../scripts/local-env';
import {readJson, setupServedSandbox, type AnyJson} from '../../sandbox/testing';

/*
 * `/api/newsletter` against a served sandbox: the signup reaches the email-marketing service with
 * the global story's list, answered in place for a fetcher and through the session for a page
 * posted without JavaScript.
 */

const {url} = setupServedSandbox();
const SECRET = 'newsletter-test-secret-0123456789abcdef';

async function context(cookie: string | null = null) {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  const env = parseEnv(
    Object.fromEntries(Object.entries(example).map(([name, value]) => [name, value.replaceAll('http://127.0.0.1:4000', url())])),
  );
  const request = new Request('https://shop.example/', {headers: cookie ? {Cookie: cookie} : {}});
  const session = await AppSession.init(request, [SECRET]);
  return {env, locale: LOCALES[0], session, content: createContentClient({env, locale: LOCALES[0]})};
}

let ip = 0;
/** Posts as a fetcher (`cors`), as a page without scripts (`navigate`), or as a client that does not say (`null`). */
async function post(
  fields: Record<string, string>,
  {mode = 'cors', headers = {}}: {mode?: 'cors' | 'navigate' | null; headers?: Record<string, string>} = {},
) {
  ip += 1;
  const appContext = await context();
  const request = new Request('https://shop.example/api/newsletter', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {'oxygen-buyer-ip': `198.51.100.${ip}`, ...(mode ? {'Sec-Fetch-Mode': mode} : {}), ...headers},
  });
  const answered = await action({request, context: appContext as unknown as AppLoadContext, params: {}});
  // A fetcher's answer is JSON with its status; a page's is a redirect, looked at as it is.
  const result: Response | {data: AnyJson; init: ResponseInit} =
    answered.status >= 300 && answered.status < 400
      ? answered
      : {data: (await answered.json()) as AnyJson, init: {status: answered.status, headers: Object.fromEntries(answered.headers)}};
  return {result, session: appContext.session};
}

async function subscriptions(): Promise<AnyJson[]> {
  return (await readJson(await fetch(`${url()}/klaviyo/received.json`))).subscriptions;
}

describe('the newsletter endpoint', () => {
  it('signs a footer visitor up to the global list, with where they signed up', async () => {
    const {result} = await post({placement: 'footer', email: 'cafe@example.com', _botbait: ''});
    expect(result).toMatchObject({data: {placement: 'footer', succeeded: true}});
    expect((await subscriptions()).find((each) => each.email === 'cafe@example.com')).toMatchObject({
      listId: 'WkTq9R',
      fields: {g: 'WkTq9R', $fields: 'signup_form,$source', $source: 'Footer', signup_form: 'footer'},
    });
  });

  it('asks both forms for a real address, and sends the email service nothing it would refuse', async () => {
    const before = (await subscriptions()).length;
    for (const placement of ['footer', 'blog']) {
      for (const email of ['not-an-address', 'a@b', 'reader@example.com\r\nBcc: list@example.com']) {
        const {result} = await post({placement, email, _botbait: ''});
        expect(result, `${placement}: ${JSON.stringify(email)}`).toMatchObject({
          init: {status: 400},
          data: {placement, result: {error: {email: [messages['input.email_error']]}, initialValue: {email}}},
        });
      }
      const blank = await post({placement, email: '', _botbait: ''});
      expect(blank.result).toMatchObject({init: {status: 400}, data: {result: {error: {email: [messages['input.required_error']]}}}});
    }
    expect((await subscriptions()).length).toBe(before);
  });

  it('sends a refused address back to the page without JavaScript, with the reason and what was typed', async () => {
    for (const mode of ['navigate', null] as const) {
      const {result, session} = await post({placement: 'footer', email: 'a@b', _botbait: '', return_to: '/about'}, {mode});
      expect(result, String(mode)).toBeInstanceOf(Response);
      expect((result as Response).status).toBe(303);
      expect((result as Response).headers.get('Location')).toBe('/about#newsletter-footer');
      const next = await context(await session.commit());
      expect(takeNewsletterAnswer(next.session)).toMatchObject({
        placement: 'footer',
        result: {status: 'error', error: {email: [messages['input.email_error']]}, initialValue: {email: 'a@b'}},
      });
    }
  });

  it('sends a page posted without JavaScript back where it came from, with the answer in the session', async () => {
    const {result, session} = await post(
      {placement: 'blog', email: 'reader@example.com', _botbait: '', return_to: '/blog/compost-101?page=2'},
      {mode: 'navigate'},
    );
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/blog/compost-101?page=2#newsletter-blog');

    const next = await context(await session.commit());
    expect(takeNewsletterAnswer(next.session)).toEqual({placement: 'blog', succeeded: true});
    expect(takeNewsletterAnswer(next.session)).toBeNull();
  });

  it('never sends a visitor off our site after a signup', async () => {
    const {result} = await post(
      {placement: 'footer', email: 'x@example.com', _botbait: '', return_to: 'https://evil.example/'},
      {mode: 'navigate'},
    );
    expect((result as Response).headers.get('Location')).toBe('/#newsletter-footer');
  });

  it('thanks a bot that fills the trap without signing anything up', async () => {
    const before = (await subscriptions()).length;
    const {result} = await post({placement: 'footer', email: 'bot@spam.example', _botbait: 'buy now'});
    expect(result).toMatchObject({data: {placement: 'footer', succeeded: true}});
    expect((await subscriptions()).length).toBe(before);
  });

  it('refuses a form it does not know', async () => {
    const {result} = await post({placement: 'sidebar', email: 'a@b.co', _botbait: ''});
    expect(result).toMatchObject({init: {status: 400}});
  });

  it('answers a post past the limit 429 with when to come back, known form or not', async () => {
    const fields = {placement: 'footer', email: 'not-an-address', _botbait: ''};
    const headers = {'oxygen-buyer-ip': '198.51.100.250'};
    for (let attempt = 0; attempt < 5; attempt += 1) await post(fields, {headers});
    for (const refused of [fields, {placement: 'sidebar'}]) {
      const {result} = await post(refused, {headers});
      expect(result).toMatchObject({init: {status: 429, headers: {'retry-after': expect.stringMatching(/^\d+$/)}}});
    }
  });
});
