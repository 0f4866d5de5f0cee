import type {SandboxDb} from '../db';

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
