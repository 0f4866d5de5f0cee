/** The order status page a buyer reaches from `Order.statusUrl` and the confirmation email. */
import type {SandboxDb} from '../db';
import {escapeHtml} from '../http/responses';
import {SHOP_NAME} from '../outbox/shop';
import {addressBlock, documentPage, linesTable, statusLabel, totalsList} from './documents';
import {formatDate} from './format';
import {accountOrderUrl} from './links';
import {linesOf, type OrderRecord} from './store';

export function renderStatusPage(db: SandboxDb, order: OrderRecord, storefrontUrl: string): string {
  const heading = `Order ${order.name}`;
  return documentPage(
    `${heading} · ${SHOP_NAME}`,
    `    <nav aria-label="Store"><a href="${escapeHtml(storefrontUrl)}">${escapeHtml(
      SHOP_NAME,
    )}</a></nav>
    <h1>${escapeHtml(heading)}</h1>
    <p>Placed on <time datetime="${escapeHtml(order.processedAt)}">${escapeHtml(
      formatDate(order.processedAt),
    )}</time>.</p>
    ${
      order.canceledAt
        ? `<p role="status">This order was cancelled on ${escapeHtml(
            formatDate(order.canceledAt),
          )}.</p>`
        : ''
    }
    <dl>
      <dt>Payment</dt><dd>${escapeHtml(statusLabel(order.financialStatus))}</dd>
      <dt>Fulfilment</dt><dd>${escapeHtml(statusLabel(order.fulfillmentStatus))}</dd>
    </dl>
    <h2>Shipping address</h2>
    ${addressBlock(order.shippingAddress)}
    <h2>Items</h2>
    ${linesTable(linesOf(db, order.id), order.currencyCode, `Items in order ${order.name}`)}
    <h2>Totals</h2>
    ${totalsList(order)}
    <p><a href="${escapeHtml(
      accountOrderUrl(storefrontUrl, order.orderNumber),
    )}">View this order in your account</a></p>
    <p><a href="${escapeHtml(storefrontUrl)}">Continue shopping</a></p>`,
  );
}
