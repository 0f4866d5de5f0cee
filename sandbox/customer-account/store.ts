/**
 * The Customer Account API's sign-in state: hosted sign-ins under way (the authorize request and the
 * one-time code mailed for it), authorization codes, and access and refresh tokens. Only SHA-256
 * digests of codes and tokens are stored, as for legacy tokens, so the file holds no usable credential.
 */
import {createHash, randomBytes, randomInt} from 'node:crypto';
import type {SandboxDb, TableModule} from '../db';

export const customerAccountTables: TableModule = {
  name: 'customer-account',
  migrations: [
    `CREATE TABLE IF NOT EXISTS ca_sign_ins (
      id TEXT PRIMARY KEY,
      request TEXT NOT NULL,
      email TEXT,
      code_hash TEXT,
      code_expires_at INTEGER,
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS ca_codes (
      code_hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      request TEXT NOT NULL,
      session_id TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    )`,
    `CREATE TABLE IF NOT EXISTS ca_tokens (
      token_hash TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      client_id TEXT NOT NULL,
      session_id TEXT NOT NULL,
      scope TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER
    )`,
    'CREATE INDEX IF NOT EXISTS ca_tokens_session ON ca_tokens (session_id)',
  ],
};

/** What the client asked for at `oauth/authorize`, kept until it redeems the code. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string;
  uiLocales: string | null;
}

export interface SignIn {
  id: string;
  request: AuthorizeRequest;
  email: string | null;
  codeHash: string | null;
  codeExpiresAt: number | null;
  attempts: number;
}

/** A sign-in page left open longer than this starts over. */
const SIGN_IN_TTL_MS = 60 * 60 * 1000;
/** The emailed one-time code. */
export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Authorization codes are short-lived, as OAuth 2.0 recommends. */
const AUTHORIZATION_CODE_TTL_MS = 60 * 1000;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function secret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function startSignIn(db: SandboxDb, request: AuthorizeRequest): string {
  const id = randomBytes(16).toString('hex');
  db.prepare('INSERT INTO ca_sign_ins (id, request, created_at) VALUES (?, ?, ?)').run(
    id,
    JSON.stringify(request),
    Date.now(),
  );
  return id;
}

export function signInById(db: SandboxDb, id: string): SignIn | null {
  const row = db
    .prepare('SELECT * FROM ca_sign_ins WHERE id = ? AND created_at > ?')
    .get(id, Date.now() - SIGN_IN_TTL_MS) as
    | {
        id: string;
        request: string;
        email: string | null;
        code_hash: string | null;
        code_expires_at: number | null;
        attempts: number;
      }
    | undefined;
  if (!row) return null;
  return {
    id: row.id,
    request: JSON.parse(row.request) as AuthorizeRequest,
    email: row.email,
    codeHash: row.code_hash,
    codeExpiresAt: row.code_expires_at,
    attempts: row.attempts,
  };
}

/** A new six-digit code for the email given; the one before stops working. */
export function issueOneTimeCode(db: SandboxDb, signInId: string, email: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    'UPDATE ca_sign_ins SET email = ?, code_hash = ?, code_expires_at = ?, attempts = 0 WHERE id = ?',
  ).run(email, digest(code), Date.now() + ONE_TIME_CODE_TTL_MS, signInId);
  return code;
}

export function countCodeAttempt(db: SandboxDb, signInId: string): void {
  db.prepare('UPDATE ca_sign_ins SET attempts = attempts + 1 WHERE id = ?').run(signInId);
}

export function endSignIn(db: SandboxDb, signInId: string): void {
  db.prepare('DELETE FROM ca_sign_ins WHERE id = ?').run(signInId);
}

export function issueAuthorizationCode(
  db: SandboxDb,
  customerId: number,
  request: AuthorizeRequest,
): string {
  const code = secret('');
  db.prepare(
    'INSERT INTO ca_codes (code_hash, customer_id, request, session_id, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    digest(code),
    customerId,
    JSON.stringify(request),
    randomBytes(16).toString('hex'),
    Date.now() + AUTHORIZATION_CODE_TTL_MS,
  );
  return code;
}

export interface IssuedCode {
  customerId: number;
  request: AuthorizeRequest;
  sessionId: string;
  expired: boolean;
  usedBefore: boolean;
}

/** Marks the code used and says what it was issued for; a second redemption sees `usedBefore`. */
export function redeemAuthorizationCode(db: SandboxDb, code: string): IssuedCode | null {
  const row = db.prepare('SELECT * FROM ca_codes WHERE code_hash = ?').get(digest(code)) as
    | {customer_id: number; request: string; session_id: string; expires_at: number; used_at: number | null}
    | undefined;
  if (!row) return null;
  db.prepare('UPDATE ca_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL').run(
    Date.now(),
    digest(code),
  );
  return {
    customerId: row.customer_id,
    request: JSON.parse(row.request) as AuthorizeRequest,
    sessionId: row.session_id,
    expired: row.expires_at < Date.now(),
    usedBefore: row.used_at !== null,
  };
}

export interface TokenGrant {
  customerId: number;
  clientId: string;
  sessionId: string;
  scope: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * An access token (`shcat_…`, as Shopify shapes them) and a refresh token (`shcrt_…`) for one
 * sign-in session; a refresh replaces both.
 */
export function issueTokens(db: SandboxDb, grant: TokenGrant, accessTtlSeconds: number): IssuedTokens {
  const accessToken = secret('shcat_');
  const refreshToken = secret('shcrt_');
  const insert = db.prepare(
    `INSERT INTO ca_tokens (token_hash, kind, customer_id, client_id, session_id, scope, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  const values = [grant.customerId, grant.clientId, grant.sessionId, grant.scope] as const;
  insert.run(digest(accessToken), 'access', ...values, now + accessTtlSeconds * 1000);
  insert.run(digest(refreshToken), 'refresh', ...values, now + REFRESH_TOKEN_TTL_SECONDS * 1000);
  return {accessToken, refreshToken, expiresIn: accessTtlSeconds};
}

/** The grant behind a live token of the given kind; null when unknown, revoked or expired. */
export function liveToken(db: SandboxDb, token: string, kind: 'access' | 'refresh'): TokenGrant | null {
  const row = db
    .prepare(
      `SELECT customer_id, client_id, session_id, scope FROM ca_tokens
       WHERE token_hash = ? AND kind = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(digest(token), kind, Date.now()) as
    | {customer_id: number; client_id: string; session_id: string; scope: string}
    | undefined;
  return row
    ? {customerId: row.customer_id, clientId: row.client_id, sessionId: row.session_id, scope: row.scope}
    : null;
}

/**
 * The customer behind a live Customer Account API access token: Storefront API carts take it as
 * `buyerIdentity.customerAccessToken`, as they take a legacy one, so the order lands in the account.
 */
export function customerIdForAccountToken(db: SandboxDb, token: string): number | null {
  return liveToken(db, token, 'access')?.customerId ?? null;
}

export function revokeToken(db: SandboxDb, token: string): void {
  db.prepare('UPDATE ca_tokens SET revoked_at = ? WHERE token_hash = ?').run(Date.now(), digest(token));
}

/** Ends a sign-in session: every token issued in it stops working. */
export function revokeSession(db: SandboxDb, sessionId: string): void {
  db.prepare('UPDATE ca_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL').run(
    Date.now(),
    sessionId,
  );
}

export function countLiveSessions(db: SandboxDb): number {
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT session_id) AS count FROM ca_tokens
       WHERE kind = 'refresh' AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(Date.now()) as {count: number};
  return row.count;
}
