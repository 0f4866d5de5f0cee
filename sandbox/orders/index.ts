/**
 * Orders: what checkout places (`placeOrder`), the seeded history, and the order status page
 * (`GET /orders/{token}`, `Order.statusUrl`).
 */
import {countCustomers} from '../customers/store';
import {html} from '../http/responses';
import type {SandboxService, ServiceContext} from '../service';
import {renderStatusPage} from './status-page';
import {countOrders, orderByToken} from './store';

export {placeOrder} from './place';
export {orderTables} from './tables';
export type {OrderLinks} from './links';
export type {NewOrder, NewOrderLine, PlacedOrder} from './types';

export function createOrderService({db, config}: ServiceContext): SandboxService {
  return {
    key: 'orders',
    name: 'Orders',
    description: 'Placed and past orders, with the order status page that Order.statusUrl opens.',
    endpoints: ['/orders/{token}'],
    routes: [
      {
        method: 'GET',
        pattern: '/orders/:token',
        handler: async (_request, params) => {
          const order = orderByToken(db, params.token);
          if (!order) return html(notFoundPage(), {status: 404});
          return html(renderStatusPage(db, order, config.storefront.primaryDomainUrl));
        },
      },
    ],
    counts: () => ({customers: countCustomers(db), orders: countOrders(db)}),
  };
}

function notFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Order not found</title></head>
<body><main><h1>Order not found</h1><p>This order status link is not valid.</p></main></body>
</html>`;
}
