/**
 * Discount codes on a cart. Shopify keeps every code the buyer entered and flags each one
 * `applicable` or not, so a storefront can tell the buyer which code failed; only applicable codes
 * take money off. Percentage and fixed-amount codes come off the merchandise subtotal; free-shipping
 * codes only change what checkout charges for shipping.
 */
import {loadCatalogue, type SeedDiscount} from '../catalogue';
import type {SandboxDb, TableModule} from '../db';
import type {CountryMarket} from './markets';
import {convertCents, toCents} from './money';

/** The shop's discount codes, seeded from the catalogue; codes are unique whatever their case. */
export const discountTables: TableModule = {
  name: 'discounts',
  migrations: [
    `CREATE TABLE IF NOT EXISTS discount_codes (
      code TEXT PRIMARY KEY COLLATE NOCASE,
      kind TEXT NOT NULL,
      value REAL NOT NULL,
      starts_at TEXT NOT NULL,
      ends_at TEXT,
      minimum_subtotal TEXT
    )`,
  ],
  seed(db) {
    for (const discount of loadCatalogue().discounts) insertDiscount(db, discount);
  },
};

export function insertDiscount(db: SandboxDb, discount: SeedDiscount): void {
  db.prepare(
    `INSERT INTO discount_codes (code, kind, value, starts_at, ends_at, minimum_subtotal)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    discount.code,
    discount.kind,
    discount.value,
    discount.startsAt,
    discount.endsAt,
    discount.minimumSubtotal,
  );
}

interface DiscountRow {
  code: string;
  kind: SeedDiscount['kind'];
  value: number;
  starts_at: string;
  ends_at: string | null;
  minimum_subtotal: string | null;
}

export interface EvaluatedDiscount {
  /** As the buyer typed it. */
  code: string;
  applicable: boolean;
  /** Set when applicable. */
  discount: SeedDiscount | null;
  /** Taken off the merchandise subtotal, in the market's currency; 0 unless applicable. */
  amountCents: number;
}

/** The discount for a code; codes match whatever their case, as on Shopify. */
export function findDiscount(db: SandboxDb, code: string): SeedDiscount | null {
  const row = db.prepare('SELECT * FROM discount_codes WHERE code = ?').get(code.trim()) as
    | DiscountRow
    | undefined;
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    minimumSubtotal: row.minimum_subtotal,
  };
}

/**
 * Each code with whether it applies to a cart of this subtotal (market currency, cents) right now.
 * A code applies when it exists, has started, has not ended, the cart has something in it and the
 * subtotal reaches its minimum. Amounts of several codes never add up to more than the subtotal.
 */
export function evaluateDiscountCodes(
  db: SandboxDb,
  codes: string[],
  subtotalCents: number,
  country: CountryMarket,
  now: Date = new Date(),
): EvaluatedDiscount[] {
  let remaining = subtotalCents;
  return codes.map((code) => {
    const discount = findDiscount(db, code);
    if (
      !discount ||
      subtotalCents <= 0 ||
      !isActive(discount, now) ||
      !meetsMinimum(discount, subtotalCents, country)
    ) {
      return {code, applicable: false, discount: null, amountCents: 0};
    }
    const amountCents = Math.min(remaining, amountOff(discount, subtotalCents, country));
    remaining -= amountCents;
    return {code, applicable: true, discount, amountCents};
  });
}

/** Whether any applicable code ships the order free. */
export function hasFreeShipping(evaluated: EvaluatedDiscount[]): boolean {
  return evaluated.some((entry) => entry.applicable && entry.discount?.kind === 'free_shipping');
}

function isActive(discount: SeedDiscount, now: Date): boolean {
  const time = now.getTime();
  if (Date.parse(discount.startsAt) > time) return false;
  return discount.endsAt === null || Date.parse(discount.endsAt) > time;
}

function meetsMinimum(discount: SeedDiscount, subtotalCents: number, country: CountryMarket) {
  if (discount.minimumSubtotal === null) return true;
  return subtotalCents >= convertCents(toCents(discount.minimumSubtotal), country);
}

function amountOff(discount: SeedDiscount, subtotalCents: number, country: CountryMarket): number {
  switch (discount.kind) {
    case 'percentage':
      return Math.round((subtotalCents * discount.value) / 100);
    case 'fixed_amount':
      return convertCents(toCents(discount.value), country);
    case 'free_shipping':
      return 0;
  }
}
