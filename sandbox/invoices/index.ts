/**
 * `GET /invoices/{shop}/{orderId}`: the printable invoice the account pages link to, standing in for
 * the third-party invoice app. `orderId` is the order's numeric id or its gid; `shop` is shown as
 * given, since the sandbox has one shop.
 */
import type {SandboxDb} from '../db';
import {escapeHtml, html} from '../http/responses';
import {addressBlock, documentPage, linesTable, statusLabel, totalsList} from '../orders/documents';
import {formatDate} from '../orders/format';
import {linesOf, orderById, type OrderRecord} from '../orders/store';
import {SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME} from '../outbox/shop';
import type {SandboxService, ServiceContext} from '../service';
import {numericId} from '../shopify/nodes';

export function createInvoiceService({db}: ServiceContext): SandboxService {
  return {
    key: 'invoices',
    name: 'Invoices',
    description: 'Printable invoices for placed orders.',
    endpoints: ['/invoices/{shop}/{orderId}'],
    routes: [
      {
        method: 'GET',
        pattern: '/invoices/:shop/:orderId',
        handler: async (_request, params) => {
          const id = /^\d+$/.test(params.orderId)
            ? Number(params.orderId)
            : numericId(params.orderId, 'Order');
          const order = id === null ? null : orderById(db, id);
          if (!order) {
            return html(
              documentPage(
                'Invoice not found',
                '<h1>Invoice not found</h1><p>There is no order with this id.</p>',
              ),
              {
                status: 404,
              },
            );
          }
          return html(renderInvoice(db, order));
        },
      },
    ],
  };
}

function renderInvoice(db: SandboxDb, order: OrderRecord): string {
  return documentPage(
    `Invoice ${order.name} · ${SHOP_NAME}`,
    `    <header>
      <p><strong>${escapeHtml(SHOP_NAME)}</strong><br>${SHOP_ADDRESS.map(escapeHtml).join(
      '<br>',
    )}<br>${escapeHtml(SHOP_EMAIL)}</p>
      <h1>Invoice for order ${escapeHtml(order.name)}</h1>
      <p>Order date: <time datetime="${escapeHtml(order.processedAt)}">${escapeHtml(
      formatDate(order.processedAt),
    )}</time><br>
      Payment: ${escapeHtml(statusLabel(order.financialStatus))}</p>
    </header>
    <section aria-labelledby="bill-to"><h2 id="bill-to">Bill to</h2>${addressBlock(
      order.shippingAddress,
    )}<p>${escapeHtml(order.email)}</p></section>
    <section aria-labelledby="ship-to"><h2 id="ship-to">Ship to</h2>${addressBlock(
      order.shippingAddress,
    )}</section>
    ${linesTable(linesOf(db, order.id), order.currencyCode, `Items in order ${order.name}`)}
    ${totalsList(order)}`,
  );
}
