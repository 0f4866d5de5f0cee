/**
 * Everything a cart costs, in integer cents of the cart's currency (its buyer's country). The
 * Storefront API answer and the hosted checkout both read this, so the order a buyer places always
 * matches the cart they saw.
 */
import {loadCatalogue, type SeedProduct, type SeedVariant} from '../catalogue';
import {isInStock} from '../catalogue/inventory';
import type {SandboxDb} from '../db';
import {cartLines, type CartLineRecord, type CartRecord} from './carts';
import {evaluateDiscountCodes, hasFreeShipping, type EvaluatedDiscount} from './discounts';
import {giftCardsById, giftCardUses, type GiftCardUse} from './gift-cards';
import {countryByCode, type CountryMarket} from './markets';
import {convertCents, FLAT_SHIPPING_USD, TAX_RATES, toCents} from './money';

export interface CodeAllocation {
  code: string;
  amountCents: number;
}

export interface PricedLine {
  line: CartLineRecord;
  product: SeedProduct;
  variant: SeedVariant;
  availableForSale: boolean;
  unitCents: number;
  compareAtUnitCents: number | null;
  /** unit × quantity, before discounts. */
  subtotalCents: number;
  /** This line's share of each applicable code. */
  allocations: CodeAllocation[];
  totalCents: number;
}

export interface PricedCart {
  cart: CartRecord;
  country: CountryMarket;
  lines: PricedLine[];
  totalQuantity: number;
  subtotalCents: number;
  discountCodes: EvaluatedDiscount[];
  discountCents: number;
  /** Estimated on the discounted subtotal at the country's rate. */
  taxCents: number;
  /** subtotal − discount + tax: what the cart says the buyer pays, before shipping. */
  totalCents: number;
  /** What checkout charges for shipping: free above the shop's threshold or with a free-shipping code. */
  shippingCents: number;
  /** The gift cards applied and how much of the checkout's total (with shipping) each pays; they change no price. */
  giftCards: GiftCardUse[];
}

export function priceCart(db: SandboxDb, cart: CartRecord, now: Date = new Date()): PricedCart {
  const country = countryByCode(cart.countryCode);
  const catalogue = loadCatalogue();
  const lines = cartLines(db, cart.token).flatMap((line) => {
    const found = catalogue.variantById.get(line.variantId);
    return found ? [priceLine(db, line, found.product, found.variant, country)] : [];
  });

  const subtotalCents = sum(lines.map((line) => line.subtotalCents));
  const discountCodes = evaluateDiscountCodes(db, cart.discountCodes, subtotalCents, country, now);
  for (const {code, amountCents} of discountCodes) {
    if (amountCents > 0) allocate(lines, code, amountCents, subtotalCents);
  }
  for (const line of lines) {
    line.totalCents = line.subtotalCents - sum(line.allocations.map((share) => share.amountCents));
  }

  const discountCents = sum(discountCodes.map((entry) => entry.amountCents));
  const taxCents = Math.round((subtotalCents - discountCents) * TAX_RATES[country.isoCode]);
  const threshold = convertCents(toCents(catalogue.shop.freeShippingThreshold), country);
  const shipsFree =
    lines.length === 0 || subtotalCents >= threshold || hasFreeShipping(discountCodes);
  const totalCents = subtotalCents - discountCents + taxCents;
  const shippingCents = shipsFree ? 0 : convertCents(toCents(FLAT_SHIPPING_USD), country);

  return {
    cart,
    country,
    lines,
    totalQuantity: sum(lines.map((line) => line.line.quantity)),
    subtotalCents,
    discountCodes,
    discountCents,
    taxCents,
    totalCents,
    shippingCents,
    giftCards: giftCardUses(
      giftCardsById(db, cart.giftCardIds),
      totalCents + shippingCents,
      country,
    ),
  };
}

function priceLine(
  db: SandboxDb,
  line: CartLineRecord,
  product: SeedProduct,
  variant: SeedVariant,
  country: CountryMarket,
): PricedLine {
  const unitCents = convertCents(toCents(variant.price), country);
  const subtotalCents = unitCents * line.quantity;
  return {
    line,
    product,
    variant,
    availableForSale: isInStock(db, variant.id),
    unitCents,
    compareAtUnitCents: variant.compareAtPrice
      ? convertCents(toCents(variant.compareAtPrice), country)
      : null,
    subtotalCents,
    allocations: [],
    totalCents: subtotalCents,
  };
}

/** Splits a code's amount over the lines by their share of the subtotal; the last line takes the rounding. */
function allocate(lines: PricedLine[], code: string, amountCents: number, subtotalCents: number) {
  let allocated = 0;
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1
        ? amountCents - allocated
        : Math.floor((amountCents * line.subtotalCents) / subtotalCents);
    allocated += share;
    line.allocations.push({code, amountCents: share});
  });
}

/** What the buyer still pays at checkout once the gift cards have paid their part. */
export function amountDueCents(priced: PricedCart): number {
  const paid = sum(priced.giftCards.map((use) => use.presentmentUsedCents));
  return priced.totalCents + priced.shippingCents - paid;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
