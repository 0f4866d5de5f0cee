/**
 * What Algolia's write API has done to the indexes since the seed: records saved or deleted, and
 * indexes cleared. The seed (built from the catalogue and the stories) stands for what the
 * connector and our indexer wrote before; these rows are laid over it, so writes outlast a restart
 * and a reindex, and `npm run sandbox:reset` forgets them.
 */
import type {SandboxDb, TableModule} from '../db';
import type {AlgoliaRecord} from './attributes';

export const algoliaTables: TableModule = {
  name: 'algolia',
  migrations: [
    // A null record is a deleted one.
    `CREATE TABLE IF NOT EXISTS algolia_objects (
      index_name TEXT NOT NULL,
      object_id TEXT NOT NULL,
      record TEXT,
      PRIMARY KEY (index_name, object_id)
    )`,
    `CREATE TABLE IF NOT EXISTS algolia_cleared_indexes (
      index_name TEXT PRIMARY KEY
    )`,
    `CREATE TABLE IF NOT EXISTS algolia_tasks (
      task_id INTEGER PRIMARY KEY AUTOINCREMENT,
      index_name TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
  ],
};

export type WriteOperation =
  | {kind: 'save'; record: AlgoliaRecord}
  | {kind: 'delete'; objectID: string}
  | {kind: 'clear'};

export interface WrittenRecords {
  /** Applies the operations in order, as one task; returns its id. */
  write(indexName: string, operations: WriteOperation[]): number;
  /** The seed records of an index with every write laid over them, seed order first. */
  recordsOf(indexName: string, seed: readonly AlgoliaRecord[]): AlgoliaRecord[];
  /** Whether the index was ever written to (its seed alone no longer describes it). */
  isWritten(indexName: string): boolean;
  /** Indexes that exist only because something was written to them. */
  writtenIndexNames(): string[];
  taskExists(indexName: string, taskID: number): boolean;
}

export function createWrittenRecords(db: SandboxDb): WrittenRecords {
  const save = db.prepare(
    `INSERT INTO algolia_objects (index_name, object_id, record) VALUES (?, ?, ?)
     ON CONFLICT (index_name, object_id) DO UPDATE SET record = excluded.record`,
  );
  const clearObjects = db.prepare('DELETE FROM algolia_objects WHERE index_name = ?');
  const markCleared = db.prepare(
    'INSERT OR IGNORE INTO algolia_cleared_indexes (index_name) VALUES (?)',
  );
  const addTask = db.prepare('INSERT INTO algolia_tasks (index_name, created_at) VALUES (?, ?)');

  const write = db.transaction((indexName: string, operations: WriteOperation[]) => {
    for (const operation of operations) {
      if (operation.kind === 'clear') {
        clearObjects.run(indexName);
        markCleared.run(indexName);
      } else if (operation.kind === 'save') {
        save.run(indexName, operation.record.objectID, JSON.stringify(operation.record));
      } else {
        save.run(indexName, operation.objectID, null);
      }
    }
    return Number(addTask.run(indexName, new Date().toISOString()).lastInsertRowid);
  });

  return {
    write: (indexName, operations) => write(indexName, operations),

    recordsOf(indexName, seed) {
      const cleared = Boolean(
        db.prepare('SELECT 1 FROM algolia_cleared_indexes WHERE index_name = ?').get(indexName),
      );
      const records = new Map<string, AlgoliaRecord>(
        cleared ? [] : seed.map((record) => [record.objectID, record]),
      );
      const rows = db
        .prepare('SELECT object_id, record FROM algolia_objects WHERE index_name = ? ORDER BY rowid')
        .all(indexName) as {object_id: string; record: string | null}[];
      for (const row of rows) {
        if (row.record === null) records.delete(row.object_id);
        else records.set(row.object_id, JSON.parse(row.record) as AlgoliaRecord);
      }
      return [...records.values()];
    },

    isWritten(indexName) {
      return Boolean(
        db.prepare('SELECT 1 FROM algolia_tasks WHERE index_name = ? LIMIT 1').get(indexName),
      );
    },

    writtenIndexNames() {
      return (
        db.prepare('SELECT DISTINCT index_name FROM algolia_tasks').all() as {index_name: string}[]
      ).map((row) => row.index_name);
    },

    taskExists(indexName, taskID) {
      return Boolean(
        db
          .prepare('SELECT 1 FROM algolia_tasks WHERE index_name = ? AND task_id = ?')
          .get(indexName, taskID),
      );
    },
  };
}
