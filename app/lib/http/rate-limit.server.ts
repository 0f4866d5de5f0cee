import {getStorefrontHeaders} from '@shopify/remix-oxygen';

/**
 * Abuse limits per buyer IP, and sign-in failures per account (guarantee 12). Each rule is a budget
 * of requests over a window, kept as a token bucket: a burst up to `limit` passes, then requests
 * pass again as the budget refills at `limit` per `windowSeconds`. Decision 0013 says what this
 * promises on Oxygen.
 *
 * The buyer IP is Oxygen's `oxygen-buyer-ip` header. Oxygen's edge sets it on every request from
 * the connection it accepted and overwrites any value a client sent, so a visitor cannot choose
 * it; only requests that reach the worker some other way (the local runtime, a test) can. Where
 * one person holds many addresses, the per-account rule still counts every wrong password.
 */
export interface RateLimitRule {
  /** Keeps rules apart: the same IP has one budget per rule. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The store's rules. Every POST counts, valid or not: a bot's failures cost it as much as its successes. */
export const RATE_LIMITS = {
  /** Any request form a CMS page posts (contact, print order, tax exemption, …). */
  forms: {name: 'forms', limit: 10, windowSeconds: 10 * 60},
  /** Form posts that carry files, on top of `forms`: each can hold 25 MB. */
  uploads: {name: 'uploads', limit: 5, windowSeconds: 10 * 60},
  newsletter: {name: 'newsletter', limit: 5, windowSeconds: 10 * 60},
  chat: {name: 'chat', limit: 30, windowSeconds: 5 * 60},
  /** Sign-in attempts: ten a minute is more than a person mistyping, far less than a password guesser. */
  login: {name: 'login', limit: 10, windowSeconds: 60},
  /**
   * Wrong passwords for one account, whatever address they come from: more than a person mistyping,
   * far fewer than a guesser spread over many addresses needs. Refused attempts are not checked.
   */
  loginFailures: {name: 'login-failures', limit: 10, windowSeconds: 15 * 60},
  /** New accounts, and the reset and activation forms that also set a password. */
  accounts: {name: 'accounts', limit: 10, windowSeconds: 10 * 60},
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  /** Requests left in the budget after this one. */
  remaining: number;
  /** When refused: whole seconds until the next request would pass. */
  retryAfterSeconds: number;
}

/** Where budgets are kept. The default is this isolate's memory; a shared store can replace it. */
export interface RateLimitStore {
  take(key: string, rule: RateLimitRule, now: number): Promise<RateLimitResult>;
  /** Puts back one request `take` spent (an attempt that turned out not to count). */
  give(key: string, rule: RateLimitRule, now: number): Promise<void>;
}

/** Requests whose platform header is missing share one budget rather than passing unchecked. */
const UNKNOWN_IP = 'unknown';

/** The buyer's IP as the platform reports it (`oxygen-buyer-ip`, set by Oxygen, not the browser). */
export function buyerIp(request: Request): string {
  return getStorefrontHeaders(request).buyerIp?.trim() || UNKNOWN_IP;
}

/**
 * Spends one request of `rule`'s budget for the request's buyer IP. Check before reading a large
 * body, so a refused request costs little.
 */
export function checkRateLimit(
  request: Request,
  rule: RateLimitRule,
  {store = defaultStore, now = Date.now()}: {store?: RateLimitStore; now?: number} = {},
): Promise<RateLimitResult> {
  return store.take(`${rule.name}:${buyerIp(request)}`, rule, now);
}

/**
 * Spends one attempt of `rule`'s budget for `account` (a sign-in email), whatever the IP. Spent
 * before the password is checked, so attempts sent at once cannot all pass a budget they exceed;
 * `returnAccountAttempt` gives it back when the attempt succeeded, so only failures stay counted.
 */
export function takeAccountAttempt(
  account: string,
  rule: RateLimitRule,
  {store = defaultStore, now = Date.now()}: {store?: RateLimitStore; now?: number} = {},
): Promise<RateLimitResult> {
  return store.take(accountKey(account, rule), rule, now);
}

/** Gives back the attempt `takeAccountAttempt` spent. */
export function returnAccountAttempt(
  account: string,
  rule: RateLimitRule,
  {store = defaultStore, now = Date.now()}: {store?: RateLimitStore; now?: number} = {},
): Promise<void> {
  return store.give(accountKey(account, rule), rule, now);
}

/** Emails are compared as Shopify compares them, without case or surrounding space. */
function accountKey(account: string, rule: RateLimitRule) {
  return `${rule.name}:account:${account.trim().toLowerCase()}`;
}

/** The headers a 429 answer carries, so clients and proxies know when to come back. */
export function retryAfterHeaders(result: RateLimitResult): HeadersInit {
  return {'Retry-After': String(result.retryAfterSeconds)};
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Budgets in this isolate's memory. At most `maxKeys` IPs are remembered; the least recently seen
 * is forgotten first, so a flood of addresses cannot grow the isolate's memory without bound.
 */
export function createMemoryRateLimitStore({maxKeys = 10_000}: {maxKeys?: number} = {}): RateLimitStore {
  const buckets = new Map<string, Bucket>();
  const tokensNow = (key: string, {limit, windowSeconds}: RateLimitRule, now: number) => {
    const previous = buckets.get(key);
    return previous ? Math.min(limit, previous.tokens + (now - previous.updatedAt) * refillPerMs({limit, windowSeconds})) : limit;
  };
  const result = (allowed: boolean, left: number, rule: RateLimitRule): RateLimitResult => ({
    allowed,
    remaining: Math.floor(left),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - left) / refillPerMs(rule) / 1000)),
  });
  return {
    async take(key, rule, now) {
      const tokens = tokensNow(key, rule, now);
      const allowed = tokens >= 1;
      const left = allowed ? tokens - 1 : tokens;

      buckets.delete(key);
      buckets.set(key, {tokens: left, updatedAt: now});
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);

      return result(allowed, left, rule);
    },
    async give(key, rule, now) {
      if (!buckets.has(key)) return;
      buckets.set(key, {tokens: Math.min(rule.limit, tokensNow(key, rule, now) + 1), updatedAt: now});
    },
  };
}

function refillPerMs({limit, windowSeconds}: Pick<RateLimitRule, 'limit' | 'windowSeconds'>) {
  return limit / (windowSeconds * 1000);
}

const defaultStore = createMemoryRateLimitStore();
