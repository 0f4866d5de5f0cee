import {describe, expect, it} from 'vitest';
import {clampQuantity, quantityLimit} from './quantity';

describe('product quantity', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(25, 10)).toBe(10);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
  });

  it('has no upper bound when stock is unknown', () => {
    expect(clampQuantity(5000, null)).toBe(5000);
    expect(quantityLimit(null)).toBeNull();
    expect(quantityLimit(undefined)).toBeNull();
    expect(quantityLimit(12)).toBe(12);
  });
});
