/** The order confirmation Shopify sends when an order is placed. */
import type {SandboxDb} from '../db';
import {escapeHtml} from '../http/responses';
import {sendMail} from '../outbox/store';
import {SHOP_NAME} from '../outbox/shop';
import {formatMoney} from './format';
import {accountOrderUrl, statusUrl, type OrderLinks} from './links';
import {linesOf, type OrderRecord} from './store';

export function sendOrderConfirmation(db: SandboxDb, order: OrderRecord, links: OrderLinks): void {
  const money = (cents: number) => formatMoney(cents, order.currencyCode);
  const lines = linesOf(db, order.id);
  const accountUrl = accountOrderUrl(links.storefrontUrl, order.orderNumber);
  const status = statusUrl(order, links.sandboxOrigin);
  const totals: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ...(order.discountCents ? [['Discount', -order.discountCents] as [string, number]] : []),
    ['Shipping', order.shippingCents],
    ['Taxes', order.taxCents],
    ['Total', order.totalCents],
  ];
  const name = order.shippingAddress.firstName;

  sendMail(db, {
    to: order.email,
    kind: 'order_confirmation',
    subject: `Order ${order.name} confirmed`,
    text: [
      `Hi ${name}, thank you for your purchase!`,
      `We're getting your order ${order.name} ready to be shipped. We will notify you when it has been sent.`,
      lines
        .map(
          (line) =>
            `${line.title} (${line.variantTitle}, ${line.sku}) × ${line.quantity}: ${money(
              line.discountedTotalCents,
            )}`,
        )
        .join('\n'),
      totals.map(([label, cents]) => `${label}: ${money(cents)}`).join('\n'),
      `View your order:\n${accountUrl}`,
      `Order status:\n${status}`,
      `${SHOP_NAME}`,
    ].join('\n\n'),
    html: `<p>Hi ${escapeHtml(name)}, thank you for your purchase!</p>
<p>We're getting your order ${escapeHtml(order.name)} ready to be shipped.</p>
<table><tbody>${lines
      .map(
        (line) =>
          `<tr><td>${escapeHtml(line.title)} (${escapeHtml(line.variantTitle)})</td><td>× ${
            line.quantity
          }</td><td>${escapeHtml(money(line.discountedTotalCents))}</td></tr>`,
      )
      .join('')}</tbody></table>
<p>${totals
      .map(([label, cents]) => `${escapeHtml(label)}: ${escapeHtml(money(cents))}`)
      .join('<br>')}</p>
<p><a href="${escapeHtml(accountUrl)}">View your order</a> · <a href="${escapeHtml(
      status,
    )}">Order status</a></p>`,
  });
}
