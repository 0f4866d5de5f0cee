import {describe, expect, it} from 'vitest';
import {countryByCode} from './markets';
import {decimalOf, priceIn} from './money';

describe('money', () => {
  it('writes amounts as Shopify does, without trailing zeros but with one decimal', () => {
    expect(decimalOf(5495)).toBe('54.95');
    expect(decimalOf(1000)).toBe('10.0');
    expect(decimalOf(1050)).toBe('10.5');
    expect(decimalOf(0)).toBe('0.0');
    expect(decimalOf(7)).toBe('0.07');
  });

  it('prices in USD for the US and in CAD at the fixed rate, rounded to the cent, for Canada', () => {
    expect(priceIn('54.95', countryByCode('US'))).toEqual({
      __typename: 'MoneyV2',
      amount: '54.95',
      currencyCode: 'USD',
    });
    // 5495 × 1.35 = 7418.25 cents → 74.18
    expect(priceIn('54.95', countryByCode('CA'))).toMatchObject({
      amount: '74.18',
      currencyCode: 'CAD',
    });
  });
});
