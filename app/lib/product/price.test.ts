import {describe, expect, it} from 'vitest';
import {pricePerPiece} from './price';

describe('price per piece', () => {
  it('divides the pack price by the pack size', () => {
    expect(pricePerPiece({amount: '44.99', currencyCode: 'USD'}, 1000)).toEqual({amount: '0.04499', currencyCode: 'USD'});
    expect(pricePerPiece({amount: '44.99', currencyCode: 'USD'}, null)).toBeNull();
    expect(pricePerPiece({amount: '44.99', currencyCode: 'USD'}, 0)).toBeNull();
  });
});
