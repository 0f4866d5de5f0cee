import {describe, expect, it} from 'vitest';
import {sendOnce, store} from './support';

/**
 * Guarantee 12 against the running store: sign-in failures are limited per account whatever the
 * buyer IP, and every answer over a limit is a 429 that says when to come back, the newsletter's
 * plain post and its fetcher's `.data` post included.
 */
let ipCounter = 0;
const nextIp = () => `10.37.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
const form = 'application/x-www-form-urlencoded';
const TOO_MANY = 'You have sent this too many times';

function signIn(password: string) {
  return sendOnce(`${store()}/account/login`, {
    headers: {'Content-Type': form, 'oxygen-buyer-ip': nextIp()},
    body: new URLSearchParams({email: 'Devon@example.com', password}).toString(),
  });
}

async function post(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  const response = await fetch(`${store()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': form, ...headers},
    body: new URLSearchParams(fields),
  });
  return {status: response.status, retryAfter: response.headers.get('Retry-After'), type: response.headers.get('Content-Type'), text: await response.text()};
}

describe('Abuse limits', () => {
  it('refuses an account’s eleventh wrong password in the window, each from another address, and then its right one', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await signIn(`guess-${attempt}`)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const right = await signIn('taproom88');
    expect(right.status).toBe(429);
    expect(right.text).toContain(TOO_MANY);
    // What was typed comes back, the password aside.
    expect(right.text).toContain('Devon@example.com');
    expect(right.text).not.toContain('taproom88');
  });

  it('answers the newsletter’s plain post past its limit 429 with Retry-After, known form or not, never 200', async () => {
    const headers = {'oxygen-buyer-ip': nextIp(), Accept: 'application/json'};
    const invalid = {placement: 'blog', email: 'not-an-address', _botbait: ''};
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await post('/api/newsletter', invalid, headers));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(answers[5].retryAfter).toMatch(/^\d+$/);
    const unknown = await post('/api/newsletter', {placement: 'sidebar'}, headers);
    expect(unknown.status).toBe(429);
    expect(unknown.retryAfter).toMatch(/^\d+$/);
    const fetcher = await post('/api/newsletter.data', invalid, headers);
    expect(fetcher.status).toBe(429);
    expect(fetcher.retryAfter).toMatch(/^\d+$/);
    expect(fetcher.text).toContain(TOO_MANY);
  });

  it('answers a newsletter post naming no form of ours 400, not 200', async () => {
    const unknown = await post('/api/newsletter', {placement: 'sidebar', email: 'a@b.co'}, {'oxygen-buyer-ip': nextIp()});
    expect(unknown.status).toBe(400);
  });
});
