/**
 * Legacy customer access tokens, and the one-time tokens in reset and activation links. Only a
 * SHA-256 of each token is stored, so the database file never holds a usable credential.
 */
import {createHash, randomBytes} from 'node:crypto';
import type {SandboxDb} from '../db';

export const TOKEN_MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS customer_access_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked_at TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS customer_link_tokens (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL,
    created_at TEXT NOT NULL,
    used_at TEXT
  )`,
];

export interface IssuedAccessToken {
  id: number;
  accessToken: string;
  expiresAt: string;
}

interface AccessTokenRow {
  id: number;
  customer_id: number;
  expires_at: string;
  revoked_at: string | null;
}

export function issueAccessToken(
  db: SandboxDb,
  customerId: number,
  ttlSeconds: number,
): IssuedAccessToken {
  const accessToken = randomBytes(16).toString('hex');
  const now = new Date();
  const expiresAt = isoSeconds(new Date(now.getTime() + ttlSeconds * 1000));
  const {lastInsertRowid} = db
    .prepare(
      `INSERT INTO customer_access_tokens (token_hash, customer_id, created_at, expires_at)
       VALUES (?, ?, ?, ?)`,
    )
    .run(digest(accessToken), customerId, now.toISOString(), expiresAt);
  return {id: Number(lastInsertRowid), accessToken, expiresAt};
}

/** The customer a token belongs to; null when the token is unknown, revoked or expired. */
export function customerIdForAccessToken(db: SandboxDb, token: string): number | null {
  return liveAccessToken(db, token)?.customer_id ?? null;
}

/** Pushes a live token's expiry out by a full lifetime; the token itself stays the same. */
export function renewAccessToken(
  db: SandboxDb,
  token: string,
  ttlSeconds: number,
): IssuedAccessToken | null {
  const row = liveAccessToken(db, token);
  if (!row) return null;
  const expiresAt = isoSeconds(new Date(Date.now() + ttlSeconds * 1000));
  db.prepare('UPDATE customer_access_tokens SET expires_at = ? WHERE id = ?').run(
    expiresAt,
    row.id,
  );
  return {id: row.id, accessToken: token, expiresAt};
}

/** Revokes one live token; returns its id, or null when there was nothing to revoke. */
export function revokeAccessToken(db: SandboxDb, token: string): number | null {
  const row = liveAccessToken(db, token);
  if (!row) return null;
  db.prepare('UPDATE customer_access_tokens SET revoked_at = ? WHERE id = ?').run(
    new Date().toISOString(),
    row.id,
  );
  return row.id;
}

export function revokeAllAccessTokens(db: SandboxDb, customerId: number): void {
  db.prepare(
    'UPDATE customer_access_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL',
  ).run(new Date().toISOString(), customerId);
}

function liveAccessToken(db: SandboxDb, token: string): AccessTokenRow | null {
  const row = db
    .prepare(
      'SELECT id, customer_id, expires_at, revoked_at FROM customer_access_tokens WHERE token_hash = ?',
    )
    .get(digest(token)) as AccessTokenRow | undefined;
  if (!row || row.revoked_at || Date.parse(row.expires_at) <= Date.now()) return null;
  return row;
}

export type LinkPurpose = 'reset' | 'activation';

/** A token for a reset or activation link: `{hex}-{unix seconds}`, the shape Shopify's links carry. */
export function issueLinkToken(db: SandboxDb, customerId: number, purpose: LinkPurpose): string {
  const now = new Date();
  const token = `${randomBytes(16).toString('hex')}-${Math.floor(now.getTime() / 1000)}`;
  db.prepare(
    `INSERT INTO customer_link_tokens (token_hash, customer_id, purpose, created_at)
     VALUES (?, ?, ?, ?)`,
  ).run(digest(token), customerId, purpose, now.toISOString());
  return token;
}

/** Whether the token is an unused one of this customer for this purpose. */
export function isValidLinkToken(
  db: SandboxDb,
  customerId: number,
  purpose: LinkPurpose,
  token: string,
): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM customer_link_tokens
       WHERE token_hash = ? AND customer_id = ? AND purpose = ? AND used_at IS NULL`,
    )
    .get(digest(token), customerId, purpose);
  return row !== undefined;
}

/** Uses up every outstanding link of this purpose: one reset spends all earlier reset emails. */
export function spendLinkTokens(db: SandboxDb, customerId: number, purpose: LinkPurpose): void {
  db.prepare(
    `UPDATE customer_link_tokens SET used_at = ?
     WHERE customer_id = ? AND purpose = ? AND used_at IS NULL`,
  ).run(new Date().toISOString(), customerId, purpose);
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Shopify's DateTime has whole seconds: `2025-05-01T12:00:00Z`. */
function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
