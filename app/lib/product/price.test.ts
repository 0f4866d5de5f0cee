import {describe, expect, it} from 'vitest';
import {formatPiecePrice, pricePerPiece} from './price';

describe('price per piece', () => {
  it('divides the pack price by the pack size', () => {
    expect(pricePerPiece({amount: '44.99', currencyCode: 'USD'}, 1000)).toEqual({amount: '0.04499', currencyCode: 'USD'});
    expect(pricePerPiece({amount: '44.99', currencyCode: 'USD'}, null)).toBeNull();
    expect(pricePerPiece({amount: '44.99', currencyCode: 'USD'}, 0)).toBeNull();
  });

  it('shows tenths of a cent below a dollar and cents above', () => {
    expect(formatPiecePrice({amount: '0.04499', currencyCode: 'USD'})).toBe('$0.045');
    expect(formatPiecePrice({amount: '0.5', currencyCode: 'USD'})).toBe('$0.50');
    expect(formatPiecePrice({amount: '3.456', currencyCode: 'USD'})).toBe('$3.46');
    expect(formatPiecePrice({amount: '0.061', currencyCode: 'CAD'})).toBe('CA$0.061');
  });
});
