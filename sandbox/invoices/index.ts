/**
 * `GET /invoices/{shop}/{orderId}?expires=…&signature=…`: the printable invoice the store sends its
 * customers on to, standing in for the third-party invoice app. As such an app does, it opens only
 * at an address the store signed: `signature` is the hex HMAC-SHA256 of `{shop}\n{orderId}\n{expires}`
 * with the secret both hold, and `expires` (unix seconds) is still ahead. Anything else is a 403,
 * so order ids, which count up, cannot be walked. `orderId` is the order's numeric id or its gid;
 * `shop` is shown as given, since the sandbox has one shop.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';
import type {SandboxDb} from '../db';
import {escapeHtml, html} from '../http/responses';
import {addressBlock, documentPage, linesTable, statusLabel, totalsList} from '../orders/documents';
import {formatDate} from '../orders/format';
import {linesOf, orderById, type OrderRecord} from '../orders/store';
import {SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME} from '../outbox/shop';
import type {SandboxService, ServiceContext} from '../service';
import {numericId} from '../shopify/nodes';

export function createInvoiceService({db, config}: ServiceContext): SandboxService {
  return {
    key: 'invoices',
    name: 'Invoices',
    description: 'Printable invoices for placed orders.',
    endpoints: ['/invoices/{shop}/{orderId}?expires={unix seconds}&signature={hex HMAC-SHA256}'],
    routes: [
      {
        method: 'GET',
        pattern: '/invoices/:shop/:orderId',
        handler: async (request, params) => {
          if (!isSigned(new URL(request.url).searchParams, params, config.invoices.secret)) {
            return html(
              documentPage(
                'Link expired',
                '<h1>This invoice link has expired</h1><p>Open the invoice again from your account.</p>',
              ),
              {status: 403},
            );
          }
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

/** Whether the address carries an unexpired signature of this shop and order. */
function isSigned(query: URLSearchParams, {shop, orderId}: Record<string, string>, secret: string): boolean {
  const expires = query.get('expires') ?? '';
  const signature = query.get('signature') ?? '';
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= Date.now()) return false;
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(invoiceSignature(secret, shop, orderId, expires), 'hex'), Buffer.from(signature, 'hex'));
}

/** The signature the store puts on an invoice address (its `invoice.server.ts` makes the same). */
export function invoiceSignature(secret: string, shop: string, orderId: string, expires: string): string {
  return createHmac('sha256', secret).update(`${shop}\n${orderId}\n${expires}`).digest('hex');
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
