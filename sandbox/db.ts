/**
 * The sandbox's state: one SQLite file, created and seeded on first open and kept across restarts.
 * Each area owns its tables (`tables.ts` lists them in seeding order). Migrations are additive
 * `CREATE TABLE IF NOT EXISTS` statements, so an older database file picks up a new table on its next
 * start; seeding runs once, on the first open of a fresh file.
 */
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {TABLES} from './tables';

export type SandboxDb = Database.Database;

const DATABASE_FILE = 'sandbox.db';

/**
 * Raised whenever a table's shape changes incompatibly. A database file written under another
 * version is thrown away and reseeded on open, so nobody has to remember to reset by hand.
 */
const SCHEMA_VERSION = '4';

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}

/** Opens (creating and seeding if needed) the database in `dataDir`. */
export function openDatabase(dataDir: string): SandboxDb {
  mkdirSync(dataDir, {recursive: true});
  if (storedSchemaVersion(dataDir) !== SCHEMA_VERSION) removeDatabase(dataDir);
  const db = new Database(databasePath(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.transaction(() => {
    for (const table of TABLES) for (const statement of table.migrations) db.exec(statement);
    if (!readMeta(db, 'seeded_at')) seed(db);
  })();
  return db;
}

/** Throws the database away and recreates it from the seed. */
export function resetDatabase(dataDir: string): SandboxDb {
  removeDatabase(dataDir);
  return openDatabase(dataDir);
}

function removeDatabase(dataDir: string) {
  const file = databasePath(dataDir);
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) rmSync(path);
  }
}

/** The version a file was seeded under; a fresh folder counts as current. */
function storedSchemaVersion(dataDir: string): string | null {
  if (!existsSync(databasePath(dataDir))) return SCHEMA_VERSION;
  const db = new Database(databasePath(dataDir), {readonly: true});
  try {
    const hasMeta = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
      .get();
    return hasMeta ? readMeta(db, 'schema_version') : null;
  } finally {
    db.close();
  }
}

export function readMeta(db: SandboxDb, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    | {value: string}
    | undefined;
  return row?.value ?? null;
}

/** One area's tables: created on every open, seeded once. */
export interface TableModule {
  name: string;
  migrations: string[];
  seed?(db: SandboxDb): void;
}

function seed(db: SandboxDb) {
  for (const table of TABLES) table.seed?.(db);
  const insert = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  insert.run('seeded_at', new Date().toISOString());
  insert.run('schema_version', SCHEMA_VERSION);
}
