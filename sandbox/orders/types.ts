/**
 * What checkout hands to the order store. Amounts are integer cents in the order's currency, already
 * computed by the cart (so an order always matches the cart the buyer saw).
 */
import type {SeedAddress} from '../catalogue';

export interface NewOrderLine {
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  /** Price of one unit before discounts. */
  unitPriceCents: number;
  /** unitPriceCents × quantity. */
  originalTotalCents: number;
  /** After this line's share of order discounts. */
  discountedTotalCents: number;
}

export interface NewOrder {
  /** The checkout's token: placing the same checkout twice returns the first order. */
  checkoutToken: string;
  /** The cart the order came from (its full gid). */
  cartId: string;
  customerId: number | null;
  email: string;
  phone: string | null;
  countryCode: 'US' | 'CA';
  currencyCode: 'USD' | 'CAD';
  shippingAddress: SeedAddress;
  lines: NewOrderLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  discountCodes: string[];
  note: string | null;
}

export interface PlacedOrder {
  id: number;
  /** 1001, 1002, … */
  orderNumber: number;
  /** "#1001" */
  name: string;
  processedAt: string;
  /** The order status page on the sandbox (Order.statusUrl). */
  statusUrl: string;
}
