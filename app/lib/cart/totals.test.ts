import {describe, expect, it} from 'vitest';
import {
  cartDiscount,
  freeShippingProgress,
  isOnSale,
  lineQuantityLimit,
  moneyFromMetafield,
  payableCart,
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

describe('payableCart', () => {
  const line = (quantity: number, subtotal: string, total: string, availableForSale = true) => ({
    quantity,
    cost: {subtotalAmount: usd(subtotal), totalAmount: usd(total)},
    merchandise: {availableForSale},
  });
  const cart = (lines: ReturnType<typeof line>[]) => ({
    totalQuantity: lines.reduce((sum, each) => sum + each.quantity, 0),
    cost: {subtotalAmount: usd('109.44'), totalAmount: usd('106.69'), totalTaxAmount: usd('8.19')},
    lines: {nodes: lines},
  });

  it("is the cart's own figures while every line is for sale", () => {
    expect(payableCart(cart([line(1, '9.45', '8.51'), line(2, '99.99', '89.99')]))).toEqual({
      quantity: 3,
      subtotal: usd('109.44'),
      tax: usd('8.19'),
      discount: usd('10.94'),
      total: usd('106.69'),
    });
  });

  it('leaves a sold-out line out of the count and every amount, and the tax to checkout', () => {
    expect(payableCart(cart([line(1, '9.45', '8.51'), line(2, '99.99', '89.99', false)]))).toEqual({
      quantity: 1,
      subtotal: usd('9.45'),
      tax: null,
      discount: usd('0.94'),
      total: usd('8.51'),
    });
    expect(payableCart(cart([line(2, '99.99', '99.99', false)]))).toMatchObject({quantity: 0, total: usd('0.00'), discount: null});
  });
});
