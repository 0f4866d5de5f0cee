import {describe, expect, it} from 'vitest';
import {parseCartPermalink} from './permalink';

describe('parseCartPermalink', () => {
  it('reads variant ids and quantities', () => {
    expect(parseCartPermalink('800083:2,800055:1')).toEqual([
      {merchandiseId: 'gid://shopify/ProductVariant/800083', quantity: 2},
      {merchandiseId: 'gid://shopify/ProductVariant/800055', quantity: 1},
    ]);
  });

  it('refuses anything else', () => {
    for (const segment of ['', '800083', '800083:0', '800083:10000', 'abc:1', '800083:1,', '//evil.example:1']) {
      expect(parseCartPermalink(segment), segment).toBeNull();
    }
    expect(parseCartPermalink(Array.from({length: 51}, () => '1:1').join(','))).toBeNull();
  });
});
