import {describe, expect, it} from 'vitest';
import {
  buyerIp,
  checkRateLimit,
  createMemoryRateLimitStore,
  retryAfterHeaders,
  returnAccountAttempt,
  takeAccountAttempt,
  type RateLimitRule,
} from './rate-limit.server';

const rule: RateLimitRule = {name: 'test', limit: 3, windowSeconds: 60};

function from(ip: string | null) {
  const headers = new Headers();
  if (ip !== null) headers.set('oxygen-buyer-ip', ip);
  return new Request('https://shop.example/contact', {method: 'POST', headers});
}

describe('checkRateLimit', () => {
  it('lets a burst up to the limit through, then refuses with the wait until the next request passes', async () => {
    const store = createMemoryRateLimitStore();
    const now = 1_000_000;
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      results.push(await checkRateLimit(from('203.0.113.7'), rule, {store, now}));
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[2].remaining).toBe(0);
    // Three per minute refill one every 20 seconds.
    expect(results[3].retryAfterSeconds).toBe(20);
    expect(retryAfterHeaders(results[3])).toEqual({'Retry-After': '20'});
  });

  it('refills the budget over the window', async () => {
    const store = createMemoryRateLimitStore();
    const start = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt += 1) await checkRateLimit(from('203.0.113.7'), rule, {store, now: start});
    expect((await checkRateLimit(from('203.0.113.7'), rule, {store, now: start + 19_000})).allowed).toBe(false);
    expect((await checkRateLimit(from('203.0.113.7'), rule, {store, now: start + 41_000})).allowed).toBe(true);
    const afterAWindow = await checkRateLimit(from('203.0.113.7'), rule, {store, now: start + 200_000});
    expect(afterAWindow).toMatchObject({allowed: true, remaining: 2});
  });

  it('keeps one budget per IP and per rule', async () => {
    const store = createMemoryRateLimitStore();
    const now = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt += 1) await checkRateLimit(from('203.0.113.7'), rule, {store, now});
    expect((await checkRateLimit(from('203.0.113.7'), rule, {store, now})).allowed).toBe(false);
    expect((await checkRateLimit(from('198.51.100.1'), rule, {store, now})).allowed).toBe(true);
    expect((await checkRateLimit(from('203.0.113.7'), {...rule, name: 'other'}, {store, now})).allowed).toBe(true);
  });

  it('puts requests without the platform header in one shared budget instead of letting them through', async () => {
    const store = createMemoryRateLimitStore();
    const now = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt += 1) await checkRateLimit(from(null), rule, {store, now});
    expect((await checkRateLimit(from(null), rule, {store, now})).allowed).toBe(false);
    expect(buyerIp(from(null))).toBe('unknown');
    expect(buyerIp(from(' 2001:db8::1 '))).toBe('2001:db8::1');
  });

  it('remembers a bounded number of addresses, forgetting the least recently seen first', async () => {
    const store = createMemoryRateLimitStore({maxKeys: 2});
    const now = 1_000_000;
    const spend = (ip: string) => checkRateLimit(from(ip), {...rule, limit: 1}, {store, now});
    await spend('10.0.0.1');
    await spend('10.0.0.2');
    expect((await spend('10.0.0.1')).allowed).toBe(false);
    await spend('10.0.0.3');
    // 10.0.0.2 was the least recently seen, so its spent budget was forgotten.
    expect((await spend('10.0.0.2')).allowed).toBe(true);
    expect((await spend('10.0.0.3')).allowed).toBe(false);
  });
});

describe('takeAccountAttempt', () => {
  it('counts one account’s attempts whatever address they come from, its email written any way', async () => {
    const store = createMemoryRateLimitStore();
    const now = 1_000_000;
    const emails = ['maria@example.com', 'MARIA@example.com', ' maria@example.com ', 'Maria@Example.com'];
    const results = [];
    for (const email of emails) results.push(await takeAccountAttempt(email, rule, {store, now}));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBe(20);
    // Another account keeps its own budget.
    expect((await takeAccountAttempt('devon@example.com', rule, {store, now})).allowed).toBe(true);
  });

  it('forgets an attempt given back (a right password), so only failures stay counted', async () => {
    const store = createMemoryRateLimitStore();
    const now = 1_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await takeAccountAttempt('maria@example.com', rule, {store, now})).allowed).toBe(true);
      await returnAccountAttempt('maria@example.com', rule, {store, now});
    }
    await returnAccountAttempt('nobody@example.com', rule, {store, now});
    const left = await takeAccountAttempt('maria@example.com', rule, {store, now});
    expect(left).toMatchObject({allowed: true, remaining: 2});
  });
});
