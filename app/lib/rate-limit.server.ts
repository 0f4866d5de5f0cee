import {getStorefrontHeaders} from '@shopify/remix-oxygen';

/**
 * Abuse limits per buyer IP (guarantee 12). Each rule is a budget of requests over a window, kept
 * as a token bucket: a burst up to `limit` passes, then requests pass again as the budget refills
 * at `limit` per `windowSeconds`. Decision 0013 says what this promises on Oxygen.
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
  return {
    async take(key, {limit, windowSeconds}, now) {
      const refillPerMs = limit / (windowSeconds * 1000);
      const previous = buckets.get(key);
      const tokens = previous
        ? Math.min(limit, previous.tokens + (now - previous.updatedAt) * refillPerMs)
        : limit;
      const allowed = tokens >= 1;
      const left = allowed ? tokens - 1 : tokens;

      buckets.delete(key);
      buckets.set(key, {tokens: left, updatedAt: now});
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);

      return {
        allowed,
        remaining: Math.floor(left),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - left) / refillPerMs / 1000)),
      };
    },
  };
}

const defaultStore = createMemoryRateLimitStore();
