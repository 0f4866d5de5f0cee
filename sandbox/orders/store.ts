/**
 * Placed orders and their lines. An order keeps its own copy of everything it showed the buyer
 * (titles, prices, address), so it reads the same after the catalogue changes; only `variant` is
 * looked up again, and is null once the variant is gone, as on Shopify.
 */
import {createHash, randomBytes} from 'node:crypto';
import type {SeedAddress} from '../catalogue';
import type {SandboxDb} from '../db';

export type FinancialStatus = 'PAID' | 'PENDING' | 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'VOIDED';
export type FulfillmentStatus = 'UNFULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED';

/** Order numbers start where a new Shopify store's do. */
export const FIRST_ORDER_NUMBER = 1001;
/** Order ids sit in their own range next to the catalogue's (customers 600001…, products 700001…). */
const ORDER_ID_OFFSET = 500000;

export interface OrderRecord {
  id: number;
  orderNumber: number;
  name: string;
  /** Secret part of the status page address. */
  token: string;
  checkoutToken: string | null;
  customerId: number | null;
  email: string;
  phone: string | null;
  countryCode: 'US' | 'CA';
  currencyCode: 'USD' | 'CAD';
  shippingAddress: SeedAddress;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  discountCodes: string[];
  note: string | null;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  processedAt: string;
  canceledAt: string | null;
  cancelReason: string | null;
}

export interface OrderLineRecord {
  id: number;
  orderId: number;
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  /** Quantity after refunds and removals. */
  currentQuantity: number;
  unitPriceCents: number;
  originalTotalCents: number;
  discountedTotalCents: number;
}

export type NewOrderRecord = Omit<OrderRecord, 'id' | 'orderNumber' | 'name' | 'token'>;
export type NewLineRecord = Omit<OrderLineRecord, 'id' | 'orderId'>;

export const ORDER_MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY,
    order_number INTEGER NOT NULL UNIQUE,
    token TEXT NOT NULL UNIQUE,
    checkout_token TEXT UNIQUE,
    customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
    email TEXT NOT NULL,
    phone TEXT,
    country_code TEXT NOT NULL,
    currency_code TEXT NOT NULL,
    shipping_address TEXT NOT NULL,
    subtotal_cents INTEGER NOT NULL,
    discount_cents INTEGER NOT NULL,
    shipping_cents INTEGER NOT NULL,
    tax_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL,
    refunded_cents INTEGER NOT NULL DEFAULT 0,
    discount_codes TEXT NOT NULL DEFAULT '[]',
    note TEXT,
    financial_status TEXT NOT NULL,
    fulfillment_status TEXT NOT NULL,
    processed_at TEXT NOT NULL,
    canceled_at TEXT,
    cancel_reason TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, processed_at)',
  `CREATE TABLE IF NOT EXISTS order_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    variant_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    variant_title TEXT NOT NULL,
    sku TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    current_quantity INTEGER NOT NULL,
    unit_price_cents INTEGER NOT NULL,
    original_total_cents INTEGER NOT NULL,
    discounted_total_cents INTEGER NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS order_lines_order ON order_lines (order_id)',
];

interface OrderRow {
  id: number;
  order_number: number;
  token: string;
  checkout_token: string | null;
  customer_id: number | null;
  email: string;
  phone: string | null;
  country_code: 'US' | 'CA';
  currency_code: 'USD' | 'CAD';
  shipping_address: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  refunded_cents: number;
  discount_codes: string;
  note: string | null;
  financial_status: FinancialStatus;
  fulfillment_status: FulfillmentStatus;
  processed_at: string;
  canceled_at: string | null;
  cancel_reason: string | null;
}

interface LineRow {
  id: number;
  order_id: number;
  product_id: number;
  variant_id: number;
  title: string;
  variant_title: string;
  sku: string;
  quantity: number;
  current_quantity: number;
  unit_price_cents: number;
  original_total_cents: number;
  discounted_total_cents: number;
}

/** Writes an order under the next order number; callers wrap it in their transaction. */
export function insertOrder(
  db: SandboxDb,
  order: NewOrderRecord,
  lines: NewLineRecord[],
): OrderRecord {
  const orderNumber = nextOrderNumber(db);
  const id = ORDER_ID_OFFSET + orderNumber;
  db.prepare(
    `INSERT INTO orders (id, order_number, token, checkout_token, customer_id, email, phone,
       country_code, currency_code, shipping_address, subtotal_cents, discount_cents, shipping_cents,
       tax_cents, total_cents, refunded_cents, discount_codes, note, financial_status,
       fulfillment_status, processed_at, canceled_at, cancel_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    orderNumber,
    randomBytes(16).toString('hex'),
    order.checkoutToken,
    order.customerId,
    order.email,
    order.phone,
    order.countryCode,
    order.currencyCode,
    JSON.stringify(order.shippingAddress),
    order.subtotalCents,
    order.discountCents,
    order.shippingCents,
    order.taxCents,
    order.totalCents,
    order.refundedCents,
    JSON.stringify(order.discountCodes),
    order.note,
    order.financialStatus,
    order.fulfillmentStatus,
    order.processedAt,
    order.canceledAt,
    order.cancelReason,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, product_id, variant_id, title, variant_title, sku, quantity,
       current_quantity, unit_price_cents, original_total_cents, discounted_total_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of lines) {
    insertLine.run(
      id,
      line.productId,
      line.variantId,
      line.title,
      line.variantTitle,
      line.sku,
      line.quantity,
      line.currentQuantity,
      line.unitPriceCents,
      line.originalTotalCents,
      line.discountedTotalCents,
    );
  }
  return orderById(db, id)!;
}

function nextOrderNumber(db: SandboxDb): number {
  const row = db.prepare('SELECT MAX(order_number) AS last FROM orders').get() as {
    last: number | null;
  };
  return row.last === null ? FIRST_ORDER_NUMBER : row.last + 1;
}

export function orderById(db: SandboxDb, id: number): OrderRecord | null {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function orderByToken(db: SandboxDb, token: string): OrderRecord | null {
  const row = db.prepare('SELECT * FROM orders WHERE token = ?').get(token) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function orderByCheckoutToken(db: SandboxDb, checkoutToken: string): OrderRecord | null {
  const row = db.prepare('SELECT * FROM orders WHERE checkout_token = ?').get(checkoutToken) as
    | OrderRow
    | undefined;
  return row ? toOrder(row) : null;
}

export function ordersOf(db: SandboxDb, customerId: number): OrderRecord[] {
  const rows = db
    .prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY id')
    .all(customerId) as OrderRow[];
  return rows.map(toOrder);
}

export function countOrdersOf(db: SandboxDb, customerId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS count FROM orders WHERE customer_id = ?').get(customerId) as {
      count: number;
    }
  ).count;
}

export function countOrders(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM orders').get() as {count: number}).count;
}

export function linesOf(db: SandboxDb, orderId: number): OrderLineRecord[] {
  const rows = db
    .prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id')
    .all(orderId) as LineRow[];
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    variantId: row.variant_id,
    title: row.title,
    variantTitle: row.variant_title,
    sku: row.sku,
    quantity: row.quantity,
    currentQuantity: row.current_quantity,
    unitPriceCents: row.unit_price_cents,
    originalTotalCents: row.original_total_cents,
    discountedTotalCents: row.discounted_total_cents,
  }));
}

export function orderName(orderNumber: number): string {
  return `#${orderNumber}`;
}

function toOrder(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    name: orderName(row.order_number),
    token: row.token,
    checkoutToken: row.checkout_token,
    customerId: row.customer_id,
    email: row.email,
    phone: row.phone,
    countryCode: row.country_code,
    currencyCode: row.currency_code,
    shippingAddress: JSON.parse(row.shipping_address) as SeedAddress,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    shippingCents: row.shipping_cents,
    taxCents: row.tax_cents,
    totalCents: row.total_cents,
    refundedCents: row.refunded_cents,
    discountCodes: JSON.parse(row.discount_codes) as string[],
    note: row.note,
    financialStatus: row.financial_status,
    fulfillmentStatus: row.fulfillment_status,
    processedAt: row.processed_at,
    canceledAt: row.canceled_at,
    cancelReason: row.cancel_reason,
  };
}

/**
 * The short code Shopify shows buyers beside the order name (nine letters and digits), derived from
 * the order's secret token so it stays the same and needs no column.
 */
export function confirmationNumberOf(order: Pick<OrderRecord, 'token'>): string {
  const digest = createHash('sha256').update(`confirmation:${order.token}`).digest();
  return BigInt(`0x${digest.subarray(0, 8).toString('hex')}`).toString(36).toUpperCase().padStart(9, '0').slice(0, 9);
}
