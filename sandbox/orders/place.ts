/**
 * `placeOrder`: what the hosted checkout calls when the buyer pays. One transaction writes the order,
 * lowers stock and queues the confirmation email; placing the same checkout again returns the
 * order it already made, so a double submit never charges twice.
 */
import {takeStock} from '../catalogue/inventory';
import type {SandboxDb} from '../db';
import {sendOrderConfirmation} from './emails';
import {configuredOrderLinks, statusUrl, type OrderLinks} from './links';
import {insertOrder, orderByCheckoutToken, type OrderRecord} from './store';
import type {NewOrder, PlacedOrder} from './types';

export function placeOrder(
  db: SandboxDb,
  order: NewOrder,
  links: OrderLinks = configuredOrderLinks(),
): PlacedOrder {
  return db.transaction(() => {
    const placed =
      orderByCheckoutToken(db, order.checkoutToken) ?? recordNewOrder(db, order, links);
    return {
      id: placed.id,
      orderNumber: placed.orderNumber,
      name: placed.name,
      processedAt: placed.processedAt,
      statusUrl: statusUrl(placed, links.sandboxOrigin),
    };
  })();
}

function recordNewOrder(db: SandboxDb, order: NewOrder, links: OrderLinks): OrderRecord {
  const record = insertOrder(
    db,
    {
      checkoutToken: order.checkoutToken,
      customerId: order.customerId,
      email: order.email,
      phone: order.phone,
      countryCode: order.countryCode,
      currencyCode: order.currencyCode,
      shippingAddress: order.shippingAddress,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      refundedCents: 0,
      discountCodes: order.discountCodes,
      note: order.note,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      processedAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      canceledAt: null,
      cancelReason: null,
    },
    order.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      title: line.title,
      variantTitle: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
      currentQuantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      originalTotalCents: line.originalTotalCents,
      discountedTotalCents: line.discountedTotalCents,
    })),
  );
  for (const line of order.lines) takeStock(db, line.variantId, line.quantity);
  sendOrderConfirmation(db, record, links);
  return record;
}
