import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';

/** The cart's figures as the cart page shows them: free-shipping progress, discount, per-item prices, sale prices. */

export interface MoneyLike {
  amount: string;
  currencyCode: CurrencyCode;
}

const cents = (money: MoneyLike) => Math.round(Number(money.amount) * 100);
const fromCents = (value: number, currencyCode: CurrencyCode): MoneyLike => ({
  amount: (value / 100).toFixed(2),
  currencyCode,
});

/**
 * What the codes took off: subtotal + tax − total, to the cent, or null when nothing was taken off.
 * (The Storefront API reports no discount total of its own for the whole cart.)
 */
export function cartDiscount(cost: {
  subtotalAmount: MoneyLike;
  totalAmount: MoneyLike;
  totalTaxAmount?: MoneyLike | null;
}): MoneyLike | null {
  const tax = cost.totalTaxAmount ? cents(cost.totalTaxAmount) : 0;
  const discount = cents(cost.subtotalAmount) + tax - cents(cost.totalAmount);
  return discount > 0 ? fromCents(discount, cost.totalAmount.currencyCode) : null;
}

/** What a cart holds and costs, as `payableCart` reads it. */
export interface PayableCart {
  totalQuantity: number;
  cost: {subtotalAmount: MoneyLike; totalAmount: MoneyLike; totalTaxAmount?: MoneyLike | null};
  lines: {nodes: readonly PayableLine[]};
}

interface PayableLine {
  quantity: number;
  cost: {subtotalAmount: MoneyLike; totalAmount: MoneyLike};
  merchandise: {availableForSale: boolean};
}

export interface Payable {
  /** Items, for the header's count. */
  quantity: number;
  subtotal: MoneyLike;
  /** Null: not known for these lines (checkout works it out). */
  tax: MoneyLike | null;
  discount: MoneyLike | null;
  total: MoneyLike;
}

/**
 * What the shopper would pay for the cart: checkout charges only lines still for sale, so lines
 * whose merchandise sold out count in no total and no item count. With every line for sale these
 * are the cart's own figures; otherwise they are summed from the lines for sale (each with its
 * share of the codes), and the tax is left to checkout, as the cart's figure covers every line.
 */
export function payableCart(cart: PayableCart): Payable {
  const available = cart.lines.nodes.filter((line) => line.merchandise.availableForSale);
  if (available.length === cart.lines.nodes.length) {
    return {
      quantity: cart.totalQuantity,
      subtotal: cart.cost.subtotalAmount,
      tax: cart.cost.totalTaxAmount ?? null,
      discount: cartDiscount(cart.cost),
      total: cart.cost.totalAmount,
    };
  }
  const currencyCode = cart.cost.totalAmount.currencyCode;
  const subtotal = available.reduce((sum, line) => sum + cents(line.cost.subtotalAmount), 0);
  const total = available.reduce((sum, line) => sum + cents(line.cost.totalAmount), 0);
  return {
    quantity: available.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: fromCents(subtotal, currencyCode),
    tax: null,
    discount: subtotal > total ? fromCents(subtotal - total, currencyCode) : null,
    total: fromCents(total, currencyCode),
  };
}

export type ShippingProgress =
  | {qualifies: true; percent: 100}
  | {qualifies: false; remaining: MoneyLike; percent: number};

/**
 * How far the cart is from free shipping, or null when the threshold is unknown or in another
 * currency than the cart (a cart priced before the shopper switched country).
 */
export function freeShippingProgress(subtotal: MoneyLike, threshold: MoneyLike | null): ShippingProgress | null {
  if (!threshold || threshold.currencyCode !== subtotal.currencyCode) return null;
  const goal = cents(threshold);
  const have = cents(subtotal);
  if (goal <= 0 || have >= goal) return {qualifies: true, percent: 100};
  return {
    qualifies: false,
    remaining: fromCents(goal - have, subtotal.currencyCode),
    percent: Math.floor((have / goal) * 100),
  };
}

/** A line shows its price per item only when there is more than one. */
export const showsItemPrice = (quantity: number) => quantity > 1;

/** A line is on sale when what it costs is less than its undiscounted subtotal. */
export const isOnSale = (line: {totalAmount: MoneyLike; subtotalAmount: MoneyLike}) =>
  cents(line.totalAmount) < cents(line.subtotalAmount);

/** The most one line may hold: what is in stock, but never less than 1 (stock unknown or sold out). */
export function lineQuantityLimit(quantityAvailable: number | null | undefined): number | null {
  if (typeof quantityAvailable !== 'number') return null;
  return Math.max(1, quantityAvailable);
}

/** A money metafield's JSON (`{"amount":"150.00","currency_code":"USD"}`), or null if unreadable. */
export function moneyFromMetafield(value: string | null | undefined): MoneyLike | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as {amount?: unknown; currency_code?: unknown};
    const amount = Number(parsed.amount);
    if (!Number.isFinite(amount) || typeof parsed.currency_code !== 'string') return null;
    // The Storefront API writes money metafields in ISO 4217 codes, the same set as CurrencyCode.
    return {amount: amount.toFixed(2), currencyCode: parsed.currency_code as CurrencyCode};
  } catch {
    return null;
  }
}
