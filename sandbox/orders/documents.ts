/** Pieces shared by the order status page and the printable invoice. */
import type {SeedAddress} from '../catalogue';
import {escapeHtml} from '../http/responses';
import {formatMoney} from './format';
import type {OrderLineRecord, OrderRecord} from './store';

export function documentPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a2e1a; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border-bottom: 1px solid #cfd8cf; padding: .5rem; text-align: left; }
    td.amount, th.amount { text-align: right; }
    address { font-style: normal; }
    @media print { a[href]::after { content: none; } nav { display: none; } }
  </style>
</head>
<body>
  <main>
${body}
  </main>
</body>
</html>`;
}

export function linesTable(
  lines: OrderLineRecord[],
  currencyCode: string,
  caption: string,
): string {
  const rows = lines.map(
    (line) => `<tr>
        <th scope="row">${escapeHtml(line.title)}<br><small>${escapeHtml(
      line.variantTitle,
    )}</small></th>
        <td>${escapeHtml(line.sku)}</td>
        <td class="amount">${line.quantity}</td>
        <td class="amount">${escapeHtml(formatMoney(line.unitPriceCents, currencyCode))}</td>
        <td class="amount">${escapeHtml(formatMoney(line.discountedTotalCents, currencyCode))}</td>
      </tr>`,
  );
  return `<table>
      <caption>${escapeHtml(caption)}</caption>
      <thead><tr><th scope="col">Item</th><th scope="col">SKU</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Price</th><th scope="col" class="amount">Total</th></tr></thead>
      <tbody>${rows.join('')}</tbody>
    </table>`;
}

export function totalsList(order: OrderRecord): string {
  const money = (cents: number) => escapeHtml(formatMoney(cents, order.currencyCode));
  const rows: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ...(order.discountCents ? [['Discount', -order.discountCents] as [string, number]] : []),
    ['Shipping', order.shippingCents],
    ['Tax', order.taxCents],
    ['Total', order.totalCents],
    ...(order.refundedCents ? [['Refunded', -order.refundedCents] as [string, number]] : []),
  ];
  return `<dl>${rows
    .map(([label, cents]) => `<dt>${label}</dt><dd>${money(cents)}</dd>`)
    .join('')}</dl>`;
}

export function addressBlock(address: SeedAddress): string {
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.city, address.provinceCode ?? address.province, address.zip].filter(Boolean).join(' '),
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return `<address>${lines.map(escapeHtml).join('<br>')}</address>`;
}

/** "Paid", "Partially fulfilled": Shopify's enum values as words. */
export function statusLabel(status: string): string {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
