import {describe, expect, it} from 'vitest';
import {formatMoney} from './money';

describe('formatMoney', () => {
  it('shows two decimals for a pack price', () => {
    expect(formatMoney(44.99, 'USD')).toBe('$44.99');
    expect(formatMoney(3, 'CAD')).toBe('CA$3.00');
  });

  it('keeps the fractions of a cent in a per-piece price', () => {
    expect(formatMoney(0.045, 'USD', {each: true})).toBe('$0.045');
    expect(formatMoney(0.0055, 'USD', {each: true})).toBe('$0.0055');
    expect(formatMoney(0.1, 'USD', {each: true})).toBe('$0.10');
  });
});
