import type {SandboxDb, TableModule} from '../db';

export const marketingTables: TableModule = {
  name: 'marketing',
  migrations: [
    `CREATE TABLE IF NOT EXISTS list_subscriptions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      list_id TEXT NOT NULL,
      email TEXT NOT NULL COLLATE NOCASE,
      fields TEXT NOT NULL,
      received_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS back_in_stock_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      company_id TEXT NOT NULL,
      email TEXT NOT NULL COLLATE NOCASE,
      product_id TEXT NOT NULL,
      variant_id TEXT NOT NULL,
      platform TEXT NOT NULL,
      subscribe_for_newsletter INTEGER NOT NULL,
      list_id TEXT,
      received_at TEXT NOT NULL
    )`,
  ],
};

export function isSubscribed(db: SandboxDb, listId: string, email: string): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM list_subscriptions WHERE list_id = ? AND email = ?')
      .get(listId, email),
  );
}

export function recordSubscription(
  db: SandboxDb,
  subscription: {listId: string; email: string; fields: Record<string, string>},
) {
  db.prepare(
    'INSERT INTO list_subscriptions (list_id, email, fields, received_at) VALUES (?, ?, ?, ?)',
  ).run(
    subscription.listId,
    subscription.email,
    JSON.stringify(subscription.fields),
    new Date().toISOString(),
  );
}

export interface BackInStockRequest {
  companyId: string;
  email: string;
  productId: string;
  variantId: string;
  platform: string;
  subscribeForNewsletter: boolean;
  listId: string | null;
}

export function recordBackInStock(db: SandboxDb, request: BackInStockRequest) {
  db.prepare(
    `INSERT INTO back_in_stock_requests
       (company_id, email, product_id, variant_id, platform, subscribe_for_newsletter, list_id, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    request.companyId,
    request.email,
    request.productId,
    request.variantId,
    request.platform,
    request.subscribeForNewsletter ? 1 : 0,
    request.listId,
    new Date().toISOString(),
  );
}

/** Everything received, newest first, for the dashboard's JSON view and tests. */
export function listReceived(db: SandboxDb) {
  const subscriptions = (
    db.prepare('SELECT * FROM list_subscriptions ORDER BY id DESC').all() as {
      id: number;
      list_id: string;
      email: string;
      fields: string;
      received_at: string;
    }[]
  ).map((row) => ({
    id: row.id,
    listId: row.list_id,
    email: row.email,
    fields: JSON.parse(row.fields) as Record<string, string>,
    receivedAt: row.received_at,
  }));
  const backInStock = (
    db.prepare('SELECT * FROM back_in_stock_requests ORDER BY id DESC').all() as {
      id: number;
      company_id: string;
      email: string;
      product_id: string;
      variant_id: string;
      platform: string;
      subscribe_for_newsletter: number;
      list_id: string | null;
      received_at: string;
    }[]
  ).map((row) => ({
    id: row.id,
    companyId: row.company_id,
    email: row.email,
    productId: row.product_id,
    variantId: row.variant_id,
    platform: row.platform,
    subscribeForNewsletter: row.subscribe_for_newsletter === 1,
    listId: row.list_id,
    receivedAt: row.received_at,
  }));
  return {subscriptions, backInStock};
}

export function countMarketing(db: SandboxDb) {
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as {count: number}).count;
  return {
    subscriptions: count('list_subscriptions'),
    'back-in-stock requests': count('back_in_stock_requests'),
  };
}
