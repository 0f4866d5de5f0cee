/**
 * Carts and their lines as the Storefront API keeps them. A cart is addressed by
 * `gid://shopify/Cart/<token>?key=<key>`: the token names it (and its checkout), the key proves the
 * caller was handed the id, so a token alone opens nothing. Lines are `gid://shopify/CartLine/<uuid>?cart=<token>`.
 */
import {randomBytes, randomUUID} from 'node:crypto';
import type {SandboxDb, TableModule} from '../db';

export const cartTables: TableModule = {
  name: 'carts',
  migrations: [
    `CREATE TABLE IF NOT EXISTS carts (
      token TEXT PRIMARY KEY,
      secret_key TEXT NOT NULL,
      country_code TEXT NOT NULL DEFAULT 'US',
      email TEXT,
      phone TEXT,
      customer_id INTEGER,
      customer_access_token TEXT,
      note TEXT,
      attributes TEXT NOT NULL DEFAULT '[]',
      discount_codes TEXT NOT NULL DEFAULT '[]',
      gift_card_ids TEXT NOT NULL DEFAULT '[]',
      completed_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS cart_lines (
      id TEXT PRIMARY KEY,
      cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      variant_id INTEGER NOT NULL,
      quantity INTEGER NOT NULL,
      attributes TEXT NOT NULL DEFAULT '[]'
    )`,
    'CREATE INDEX IF NOT EXISTS cart_lines_by_cart ON cart_lines (cart_token, position)',
  ],
};

export interface CartAttribute {
  key: string;
  value: string;
}

export interface CartRecord {
  token: string;
  key: string;
  countryCode: string;
  email: string | null;
  phone: string | null;
  customerId: number | null;
  /** The token that linked the customer; the Customer object is read with it. */
  customerAccessToken: string | null;
  note: string | null;
  attributes: CartAttribute[];
  /** As the buyer typed them, in the order applied. */
  discountCodes: string[];
  /** The gift cards applied, in the order applied (`gift_cards.id`). */
  giftCardIds: number[];
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CartLineRecord {
  /** The uuid part of the line's gid. */
  id: string;
  position: number;
  variantId: number;
  quantity: number;
  attributes: CartAttribute[];
}

interface CartRow {
  token: string;
  secret_key: string;
  country_code: string;
  email: string | null;
  phone: string | null;
  customer_id: number | null;
  customer_access_token: string | null;
  note: string | null;
  attributes: string;
  discount_codes: string;
  gift_card_ids: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

interface CartLineRow {
  id: string;
  position: number;
  variant_id: number;
  quantity: number;
  attributes: string;
}

export function cartGid(cart: Pick<CartRecord, 'token' | 'key'>): string {
  return `gid://shopify/Cart/${cart.token}?key=${cart.key}`;
}

export function cartLineGid(cartToken: string, lineId: string): string {
  return `gid://shopify/CartLine/${lineId}?cart=${cartToken}`;
}

/** `gid://shopify/Cart/<token>?key=<key>` → its parts; anything else → null. */
export function parseCartGid(value: unknown): {token: string; key: string} | null {
  if (typeof value !== 'string') return null;
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)\?key=([A-Za-z0-9]+)$/.exec(value);
  return match ? {token: match[1], key: match[2]} : null;
}

/** The uuid of a line gid belonging to the given cart, or null. */
export function parseCartLineGid(value: unknown, cartToken: string): string | null {
  if (typeof value !== 'string') return null;
  const match = /^gid:\/\/shopify\/CartLine\/([0-9a-f-]+)\?cart=([A-Za-z0-9]+)$/.exec(value);
  return match && match[2] === cartToken ? match[1] : null;
}

export interface NewCart {
  countryCode: string;
  email?: string | null;
  phone?: string | null;
  customerId?: number | null;
  customerAccessToken?: string | null;
  note?: string | null;
  attributes?: CartAttribute[];
  discountCodes?: string[];
}

export function createCart(db: SandboxDb, input: NewCart): CartRecord {
  const now = new Date().toISOString();
  const token = randomBytes(16).toString('hex');
  const key = randomBytes(16).toString('hex');
  db.prepare(
    `INSERT INTO carts (token, secret_key, country_code, email, phone, customer_id,
       customer_access_token, note, attributes, discount_codes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    token,
    key,
    input.countryCode,
    input.email ?? null,
    input.phone ?? null,
    input.customerId ?? null,
    input.customerAccessToken ?? null,
    input.note ?? null,
    JSON.stringify(input.attributes ?? []),
    JSON.stringify(input.discountCodes ?? []),
    now,
    now,
  );
  return findCartByToken(db, token) as CartRecord;
}

/** The open cart a full gid names (token and key must both match); completed carts are gone. */
export function findCart(db: SandboxDb, id: unknown): CartRecord | null {
  const parsed = parseCartGid(id);
  if (!parsed) return null;
  const cart = findCartByToken(db, parsed.token);
  return cart && cart.key === parsed.key && !cart.completedAt ? cart : null;
}

/** Any cart by its token, completed or not: checkout addresses carts this way. */
export function findCartByToken(db: SandboxDb, token: string): CartRecord | null {
  const row = db.prepare('SELECT * FROM carts WHERE token = ?').get(token) as CartRow | undefined;
  return row ? toCartRecord(row) : null;
}

export type CartChanges = Partial<
  Pick<
    CartRecord,
    | 'countryCode'
    | 'email'
    | 'phone'
    | 'customerId'
    | 'customerAccessToken'
    | 'note'
    | 'attributes'
    | 'discountCodes'
    | 'giftCardIds'
  >
>;

const COLUMNS: Record<keyof CartChanges, string> = {
  countryCode: 'country_code',
  email: 'email',
  phone: 'phone',
  customerId: 'customer_id',
  customerAccessToken: 'customer_access_token',
  note: 'note',
  attributes: 'attributes',
  discountCodes: 'discount_codes',
  giftCardIds: 'gift_card_ids',
};

/** Applies the given changes and bumps `updatedAt`; every cart mutation ends here. */
export function updateCart(db: SandboxDb, token: string, changes: CartChanges): void {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof CartChanges,
    unknown,
  ][];
  const assignments = entries.map(([field]) => `${COLUMNS[field]} = ?`);
  const values = entries.map(([, value]) =>
    Array.isArray(value) ? JSON.stringify(value) : (value as string | number | null),
  );
  db.prepare(
    `UPDATE carts SET ${[...assignments, 'updated_at = ?'].join(', ')} WHERE token = ?`,
  ).run(...values, new Date().toISOString(), token);
}

export function completeCart(db: SandboxDb, token: string): void {
  db.prepare('UPDATE carts SET completed_at = COALESCE(completed_at, ?) WHERE token = ?').run(
    new Date().toISOString(),
    token,
  );
}

/** A cart's lines, most recently added first, as Shopify lists them. */
export function cartLines(db: SandboxDb, cartToken: string): CartLineRecord[] {
  const rows = db
    .prepare('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position DESC')
    .all(cartToken) as CartLineRow[];
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    variantId: row.variant_id,
    quantity: row.quantity,
    attributes: JSON.parse(row.attributes) as CartAttribute[],
  }));
}

export function addCartLine(
  db: SandboxDb,
  cartToken: string,
  line: {variantId: number; quantity: number; attributes: CartAttribute[]},
): CartLineRecord {
  const {next} = db
    .prepare('SELECT COALESCE(MAX(position), 0) + 1 AS next FROM cart_lines WHERE cart_token = ?')
    .get(cartToken) as {next: number};
  const id = randomUUID();
  db.prepare(
    'INSERT INTO cart_lines (id, cart_token, position, variant_id, quantity, attributes) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, cartToken, next, line.variantId, line.quantity, JSON.stringify(line.attributes));
  return {id, position: next, ...line};
}

export function updateCartLine(
  db: SandboxDb,
  lineId: string,
  changes: {variantId: number; quantity: number; attributes: CartAttribute[]},
): void {
  db.prepare('UPDATE cart_lines SET variant_id = ?, quantity = ?, attributes = ? WHERE id = ?').run(
    changes.variantId,
    changes.quantity,
    JSON.stringify(changes.attributes),
    lineId,
  );
}

export function removeCartLine(db: SandboxDb, lineId: string): void {
  db.prepare('DELETE FROM cart_lines WHERE id = ?').run(lineId);
}

export function countCarts(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM carts').get() as {count: number}).count;
}

export function countCartLines(db: SandboxDb): number {
  return (
    db.prepare('SELECT COUNT(*) AS count FROM cart_lines').get() as {
      count: number;
    }
  ).count;
}

export function countCompletedCarts(db: SandboxDb): number {
  return (
    db.prepare('SELECT COUNT(*) AS count FROM carts WHERE completed_at IS NOT NULL').get() as {
      count: number;
    }
  ).count;
}

function toCartRecord(row: CartRow): CartRecord {
  return {
    token: row.token,
    key: row.secret_key,
    countryCode: row.country_code,
    email: row.email,
    phone: row.phone,
    customerId: row.customer_id,
    customerAccessToken: row.customer_access_token,
    note: row.note,
    attributes: JSON.parse(row.attributes) as CartAttribute[],
    discountCodes: JSON.parse(row.discount_codes) as string[],
    giftCardIds: JSON.parse(row.gift_card_ids) as number[],
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
