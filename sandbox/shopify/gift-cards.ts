/**
 * Gift cards: codes a buyer applies to a cart as a way to pay (decision 0005). Applying one leaves
 * the cart's prices alone; `appliedGiftCards` says how much of each card the order would use, in
 * the order applied, and the hosted checkout takes it off what the buyer pays and lowers the card's
 * balance. Codes match whatever their case but are not trimmed, as on Shopify, and a code the shop
 * does not have (or a spent, disabled or expired card) is left off without a user error, as
 * Shopify leaves it off.
 */
import type {SandboxDb, TableModule} from '../db';
import type {CountryMarket} from './markets';
import {CAD_PER_USD, convertCents} from './money';

export interface SeedGiftCard {
  id: number;
  code: string;
  /** US cents. */
  initialCents: number;
  balanceCents: number;
  /** `YYYY-MM-DD`, or null for a card that never expires. */
  expiresOn: string | null;
}

/** Two cards to try: one full, one already part-spent. */
export const GIFT_CARDS: SeedGiftCard[] = [
  {id: 160001, code: 'GREENGIFT25A4', initialCents: 2500, balanceCents: 2500, expiresOn: null},
  {id: 160002, code: 'CAFEGIFT100B7', initialCents: 10000, balanceCents: 6250, expiresOn: null},
];

export const giftCardTables: TableModule = {
  name: 'gift-cards',
  migrations: [
    `CREATE TABLE IF NOT EXISTS gift_cards (
      id INTEGER PRIMARY KEY,
      code TEXT NOT NULL UNIQUE COLLATE NOCASE,
      initial_cents INTEGER NOT NULL,
      balance_cents INTEGER NOT NULL,
      expires_on TEXT,
      disabled_at TEXT
    )`,
  ],
  seed(db) {
    const insert = db.prepare(
      'INSERT INTO gift_cards (id, code, initial_cents, balance_cents, expires_on) VALUES (?, ?, ?, ?, ?)',
    );
    for (const card of GIFT_CARDS) {
      insert.run(card.id, card.code, card.initialCents, card.balanceCents, card.expiresOn);
    }
  },
};

export interface GiftCard {
  id: number;
  code: string;
  /** US cents left on the card. */
  balanceCents: number;
}

interface GiftCardRow {
  id: number;
  code: string;
  balance_cents: number;
  expires_on: string | null;
  disabled_at: string | null;
}

function toGiftCard(row: GiftCardRow): GiftCard {
  return {id: row.id, code: row.code, balanceCents: row.balance_cents};
}

/** A card a buyer can pay with today: known, enabled, unexpired and not spent. */
export function usableGiftCard(db: SandboxDb, code: string, now = new Date()): GiftCard | null {
  const row = db.prepare('SELECT * FROM gift_cards WHERE code = ?').get(code) as
    | GiftCardRow
    | undefined;
  if (!row || row.disabled_at || row.balance_cents <= 0) return null;
  if (row.expires_on && row.expires_on < now.toISOString().slice(0, 10)) return null;
  return toGiftCard(row);
}

export function giftCardsById(db: SandboxDb, ids: number[]): GiftCard[] {
  const statement = db.prepare('SELECT * FROM gift_cards WHERE id = ?');
  return ids.flatMap((id) => {
    const row = statement.get(id) as GiftCardRow | undefined;
    return row ? [toGiftCard(row)] : [];
  });
}

export interface GiftCardUse {
  card: GiftCard;
  /** Taken from the card, in its own currency (US cents). */
  usedCents: number;
  /** The same, in the cart's currency. */
  presentmentUsedCents: number;
}

/** How much of each card, in order, pays `dueCents` (the cart's currency). */
export function giftCardUses(
  cards: GiftCard[],
  dueCents: number,
  country: CountryMarket,
): GiftCardUse[] {
  let remaining = dueCents;
  return cards.map((card) => {
    const available = convertCents(card.balanceCents, country);
    const presentmentUsedCents = Math.max(0, Math.min(remaining, available));
    remaining -= presentmentUsedCents;
    const usedCents =
      presentmentUsedCents === available
        ? card.balanceCents
        : country.currency.isoCode === 'USD'
        ? presentmentUsedCents
        : Math.round(presentmentUsedCents / CAD_PER_USD);
    return {card, usedCents, presentmentUsedCents};
  });
}

/** Takes what an order used off each card; never below zero. */
export function chargeGiftCards(db: SandboxDb, uses: {id: number; usedCents: number}[]): void {
  const charge = db.prepare(
    'UPDATE gift_cards SET balance_cents = MAX(0, balance_cents - ?) WHERE id = ?',
  );
  for (const use of uses) charge.run(use.usedCents, use.id);
}

export function countGiftCards(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM gift_cards').get() as {count: number}).count;
}
