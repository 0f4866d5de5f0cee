import {describe, expect, it} from 'vitest';
import {numberFormat} from './number-format';

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat would, and hands back the same format for the same settings', () => {
    const usd = numberFormat('en-US', {style: 'currency', currency: 'USD'});
    expect(usd.format(1287.5)).toBe('$1,287.50');
    expect(numberFormat('en-US', {style: 'currency', currency: 'USD'})).toBe(usd);
    expect(numberFormat('en-US', {style: 'currency', currency: 'CAD'}).format(2)).toBe('CA$2.00');
    expect(numberFormat('fr-CA').format(1287)).toBe(new Intl.NumberFormat('fr-CA').format(1287));
  });
});
