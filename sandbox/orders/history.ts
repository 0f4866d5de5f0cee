/**
 * Past orders for the seeded customers, generated from the catalogue with a seeded PRNG so every
 * fresh database holds the same orders (dates are laid out backwards from the moment of seeding, so
 * the history always reads as the last few years). Order numbers rise with `processedAt` across all
 * customers, as a real shop's do.
 */
import type {
  CatalogueIndex,
  SeedAddress,
  SeedCustomer,
  SeedProduct,
  SeedVariant,
} from '../catalogue';
import {convertCents, FLAT_SHIPPING_USD, TAX_RATES, toCents} from '../shopify/money';
import {countryByCode} from '../shopify/markets';
import type {FinancialStatus, FulfillmentStatus, NewLineRecord, NewOrderRecord} from './store';
import {randomFrom} from '../catalogue/seed/random';

const DAY = 24 * 60 * 60 * 1000;
/** How far back a long-standing customer's history reaches. */
const HISTORY_DAYS = 3 * 365;
/** Orders this recent have not shipped yet. */
const UNSHIPPED_DAYS = 4;

export interface HistoricOrder {
  order: NewOrderRecord;
  lines: NewLineRecord[];
}

/**
 * Products newer than the customers' order history: no past order holds them, and every history
 * stays as it was before they joined the seed (the stock-print cups, 240 variants, would otherwise
 * take a third of all past lines).
 */
const NEWER_THAN_HISTORY = new Set(['stock-print-hot-cups']);

export function generateOrderHistory(catalogue: CatalogueIndex, now: Date): HistoricOrder[] {
  const variants = catalogue.listedProducts
    .filter((product) => !NEWER_THAN_HISTORY.has(product.handle))
    .flatMap((product) => product.variants.map((variant) => ({product, variant})));
  if (variants.length === 0) return [];
  const orders = catalogue.customers.flatMap((customer) =>
    historyOf(customer, variants, catalogue, now),
  );
  return orders.sort((a, b) => a.order.processedAt.localeCompare(b.order.processedAt));
}

interface Purchasable {
  product: SeedProduct;
  variant: SeedVariant;
}

function historyOf(
  customer: SeedCustomer,
  variants: Purchasable[],
  catalogue: CatalogueIndex,
  now: Date,
): HistoricOrder[] {
  const random = randomFrom(`orders:${customer.id}`);
  const address = shippingAddressOf(customer);
  const country = countryByCode(address.countryCode);
  const end = now.getTime() - DAY / 24;
  const start = Math.max(Date.parse(customer.createdAt), end - HISTORY_DAYS * DAY);
  const threshold = convertCents(toCents(catalogue.shop.freeShippingThreshold), country);

  return Array.from({length: customer.orderHistory}, () => {
    const processedAt = new Date(start + random() * (end - start));
    const lineCount = 1 + Math.floor(random() * Math.min(5, variants.length));
    const picked = new Set<Purchasable>();
    while (picked.size < lineCount) picked.add(variants[Math.floor(random() * variants.length)]);
    const lines: NewLineRecord[] = [...picked].map(({product, variant}) => {
      const quantity = 1 + Math.floor(random() * 4);
      const unitPriceCents = convertCents(toCents(variant.price), country);
      return {
        productId: product.id,
        variantId: variant.id,
        title: product.title,
        variantTitle: variant.title,
        sku: variant.sku,
        quantity,
        currentQuantity: quantity,
        unitPriceCents,
        originalTotalCents: unitPriceCents * quantity,
        discountedTotalCents: unitPriceCents * quantity,
      };
    });
    const subtotalCents = lines.reduce((sum, line) => sum + line.originalTotalCents, 0);
    const shippingCents =
      subtotalCents >= threshold ? 0 : convertCents(toCents(FLAT_SHIPPING_USD), country);
    const taxCents = Math.round(subtotalCents * TAX_RATES[country.isoCode]);
    const totalCents = subtotalCents + shippingCents + taxCents;
    const outcome = outcomeOf(random(), now.getTime() - processedAt.getTime());
    if (outcome.refunded) for (const line of lines) line.currentQuantity = 0;

    return {
      lines,
      order: {
        checkoutToken: null,
        customerId: customer.id,
        email: customer.email,
        phone: customer.phone,
        countryCode: country.isoCode,
        currencyCode: country.currency.isoCode,
        shippingAddress: address,
        subtotalCents,
        discountCents: 0,
        shippingCents,
        taxCents,
        totalCents,
        refundedCents: outcome.refunded ? totalCents : 0,
        discountCodes: [],
        note: null,
        financialStatus: outcome.financialStatus,
        fulfillmentStatus: outcome.fulfillmentStatus,
        processedAt: isoSeconds(processedAt),
        canceledAt: outcome.refunded ? isoSeconds(new Date(processedAt.getTime() + DAY)) : null,
        cancelReason: outcome.refunded ? 'CUSTOMER' : null,
      },
    };
  });
}

/** Most orders were paid and shipped; a few were cancelled and refunded or shipped in parts. */
function outcomeOf(
  roll: number,
  ageMs: number,
): {financialStatus: FinancialStatus; fulfillmentStatus: FulfillmentStatus; refunded: boolean} {
  if (roll < 0.05)
    return {financialStatus: 'REFUNDED', fulfillmentStatus: 'UNFULFILLED', refunded: true};
  if (ageMs < UNSHIPPED_DAYS * DAY) {
    return {financialStatus: 'PAID', fulfillmentStatus: 'UNFULFILLED', refunded: false};
  }
  if (roll < 0.1) {
    return {financialStatus: 'PAID', fulfillmentStatus: 'PARTIALLY_FULFILLED', refunded: false};
  }
  return {financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', refunded: false};
}

function shippingAddressOf(customer: SeedCustomer): SeedAddress {
  const address = customer.addresses[customer.defaultAddress ?? 0] ?? customer.addresses[0] ?? null;
  return (
    address ?? {
      firstName: customer.firstName,
      lastName: customer.lastName,
      company: null,
      address1: '2100 NW Industrial St',
      address2: null,
      city: 'Portland',
      province: 'Oregon',
      provinceCode: 'OR',
      country: 'United States',
      countryCode: 'US',
      zip: '97210',
      phone: customer.phone,
    }
  );
}

/** Shopify's timestamps carry no milliseconds. */
function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
