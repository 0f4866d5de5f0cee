import {describe, expect, it} from 'vitest';
import {
  cartDiscount,
  freeShippingProgress,
  isOnSale,
  lineQuantityLimit,
  moneyFromMetafield,
  showsItemPrice,
} from './totals';

const usd = (amount: string) => ({amount, currencyCode: 'USD' as const});

describe('cartDiscount', () => {
  it('is subtotal plus tax minus total, to the cent', () => {
    expect(cartDiscount({subtotalAmount: usd('100.00'), totalTaxAmount: usd('8.25'), totalAmount: usd('98.25')})).toEqual(
      usd('10.00'),
    );
    // 0.1 + 0.2 style float error must not show as 0.30000000000000004.
    expect(cartDiscount({subtotalAmount: usd('0.30'), totalAmount: usd('0.00')})).toEqual(usd('0.30'));
  });

  it('is null when nothing was taken off, or when the total is higher', () => {
    expect(cartDiscount({subtotalAmount: usd('50.00'), totalTaxAmount: null, totalAmount: usd('50.00')})).toBeNull();
    expect(cartDiscount({subtotalAmount: usd('50.00'), totalAmount: usd('55.00')})).toBeNull();
  });
});

describe('freeShippingProgress', () => {
  it('says how much is left below the threshold', () => {
    expect(freeShippingProgress(usd('120.50'), usd('150.00'))).toEqual({
      qualifies: false,
      remaining: usd('29.50'),
      percent: 80,
    });
  });

  it('qualifies at and above the threshold', () => {
    expect(freeShippingProgress(usd('150.00'), usd('150.00'))).toEqual({qualifies: true, percent: 100});
    expect(freeShippingProgress(usd('151.00'), usd('150.00'))?.qualifies).toBe(true);
  });

  it('says nothing without a threshold or in another currency', () => {
    expect(freeShippingProgress(usd('10.00'), null)).toBeNull();
    expect(freeShippingProgress(usd('10.00'), {amount: '202.50', currencyCode: 'CAD' as const})).toBeNull();
  });
});

describe('line rules', () => {
  it('shows the per-item price only above one', () => {
    expect(showsItemPrice(1)).toBe(false);
    expect(showsItemPrice(2)).toBe(true);
  });

  it('is on sale only when the total is below the subtotal', () => {
    expect(isOnSale({totalAmount: usd('9.00'), subtotalAmount: usd('10.00')})).toBe(true);
    expect(isOnSale({totalAmount: usd('10.00'), subtotalAmount: usd('10.00')})).toBe(false);
  });

  it('caps a line at its stock but never below 1', () => {
    expect(lineQuantityLimit(7)).toBe(7);
    expect(lineQuantityLimit(0)).toBe(1);
    expect(lineQuantityLimit(null)).toBeNull();
  });
});

describe('moneyFromMetafield', () => {
  it('reads a money metafield', () => {
    expect(moneyFromMetafield('{"amount":"202.5","currency_code":"CAD"}')).toEqual({amount: '202.50', currencyCode: 'CAD'});
  });

  it('is null for anything else', () => {
    expect(moneyFromMetafield(null)).toBeNull();
    expect(moneyFromMetafield('150')).toBeNull();
    expect(moneyFromMetafield('{not json')).toBeNull();
    expect(moneyFromMetafield('{"amount":"x","currency_code":"USD"}')).toBeNull();
  });
});
