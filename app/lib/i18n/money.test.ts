import {describe, expect, it} from 'vitest';
import {currencySymbol, formatMoney, formatMoneyV2} from './money';

describe('formatMoney', () => {
  it('shows two decimals for a pack price', () => {
    expect(formatMoney(44.99, 'USD')).toBe('$44.99');
    expect(formatMoney(3, 'CAD')).toBe('CA$3.00');
  });

  it('keeps the fractions of a cent in a per-piece price', () => {
    expect(formatMoney(0.045, 'USD', {each: true})).toBe('$0.045');
    expect(formatMoney(0.0055, 'USD', {each: true})).toBe('$0.0055');
    expect(formatMoney(0.1, 'USD', {each: true})).toBe('$0.10');
    expect(formatMoney(0.061, 'CAD', {each: true})).toBe('CA$0.061');
  });

  it('writes a per-piece price of a dollar or more in cents', () => {
    expect(formatMoney(3.456, 'USD', {each: true})).toBe('$3.46');
  });

  it('formats a Storefront amount the same way', () => {
    expect(formatMoneyV2({amount: '0.04499', currencyCode: 'USD'}, {each: true})).toBe('$0.045');
    expect(formatMoneyV2({amount: '128.24', currencyCode: 'CAD'})).toBe('CA$128.24');
  });
});

describe('currencySymbol', () => {
  it('writes the symbol as prices do', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('CAD')).toBe('CA$');
  });
});
