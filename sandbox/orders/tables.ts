import {loadCatalogue} from '../catalogue';
import type {TableModule} from '../db';
import {generateOrderHistory} from './history';
import {insertOrder, ORDER_MIGRATIONS} from './store';

/** Orders, seeded after customers with each seeded customer's past orders. */
export const orderTables: TableModule = {
  name: 'orders',
  migrations: ORDER_MIGRATIONS,
  seed(db) {
    for (const {order, lines} of generateOrderHistory(loadCatalogue(), new Date())) {
      insertOrder(db, order, lines);
    }
  },
};
