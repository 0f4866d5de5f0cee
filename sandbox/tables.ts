import {insightsTables} from './algolia/insights';
import {algoliaTables} from './algolia/written-records';
import {inventoryTables} from './catalogue/inventory';
import type {TableModule} from './db';
import {formTables} from './forms/store';
import {marketingTables} from './marketing/store';
import {reviewTables} from './reviews/store';
import {chatTables} from './chat/store';
import {customerAccountTables} from './customer-account/store';
import {customerTables} from './customers/tables';
import {orderTables} from './orders/tables';
import {outboxTables} from './outbox/store';
import {cartTables} from './shopify/carts';
import {storyPublicationTables} from './storyblok/publications';
import {discountTables} from './shopify/discounts';
import {giftCardTables} from './shopify/gift-cards';

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
export const TABLES: TableModule[] = [
  metaTables,
  inventoryTables,
  cartTables,
  discountTables,
  giftCardTables,
  formTables,
  marketingTables,
  reviewTables,
  chatTables,
  outboxTables,
  customerTables,
  orderTables,
  customerAccountTables,
  algoliaTables,
  insightsTables,
  storyPublicationTables,
];
