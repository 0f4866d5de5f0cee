/**
 * The sandbox's state: one SQLite file, created and seeded on first open and kept across restarts.
 * Migrations are additive `CREATE TABLE IF NOT EXISTS` statements, so a later slice adds a table by
 * appending to MIGRATIONS; an older database file picks it up on its next start.
 */
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';

export type SandboxDb = Database.Database;

const DATABASE_FILE = 'sandbox.db';

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  )`,
  // Cart lines, buyer identity and discounts arrive with the cart mutations; a cart is addressed by
  // its full gid (`gid://shopify/Cart/<token>?key=<key>`) exactly as the client sends it back.
  `CREATE TABLE IF NOT EXISTS carts (
    id TEXT PRIMARY KEY,
    country_code TEXT NOT NULL DEFAULT 'US',
    note TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
];

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}

/** Opens (creating and seeding if needed) the database in `dataDir`. */
export function openDatabase(dataDir: string): SandboxDb {
  mkdirSync(dataDir, {recursive: true});
  const db = new Database(databasePath(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.transaction(() => {
    for (const statement of MIGRATIONS) db.exec(statement);
    if (!readMeta(db, 'seeded_at')) seed(db);
  })();
  return db;
}

/** Throws the database away and recreates it from the seed. */
export function resetDatabase(dataDir: string): SandboxDb {
  const file = databasePath(dataDir);
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) rmSync(path);
  }
  return openDatabase(dataDir);
}

export function readMeta(db: SandboxDb, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    | {value: string}
    | undefined;
  return row?.value ?? null;
}

/** The catalogue, customers and discount codes join the seed as their services arrive. */
function seed(db: SandboxDb) {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
    'seeded_at',
    new Date().toISOString(),
  );
}
