import type {SandboxDb, TableModule} from '../db';

// A cart is addressed by its full gid (`gid://shopify/Cart/<token>?key=<key>`) exactly as the client
// sends it back.
export const cartTables: TableModule = {
  name: 'carts',
  migrations: [
    `CREATE TABLE IF NOT EXISTS carts (
      id TEXT PRIMARY KEY,
      country_code TEXT NOT NULL DEFAULT 'US',
      note TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
  ],
};

export interface CartRecord {
  id: string;
  countryCode: string;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

interface CartRow {
  id: string;
  country_code: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export function findCart(db: SandboxDb, id: string): CartRecord | null {
  const row = db.prepare('SELECT * FROM carts WHERE id = ?').get(id) as CartRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    countryCode: row.country_code,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function countCarts(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM carts').get() as {count: number}).count;
}
