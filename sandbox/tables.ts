import {inventoryTables} from './catalogue/inventory';
import type {TableModule} from './db';
import {cartTables} from './shopify/carts';

const metaTables: TableModule = {
  name: 'meta',
  migrations: [
    `CREATE TABLE IF NOT EXISTS meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
  ],
};

/** Every table the sandbox keeps, in seeding order: later seeds may read earlier ones. */
export const TABLES: TableModule[] = [metaTables, inventoryTables, cartTables];
