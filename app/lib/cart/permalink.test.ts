import {describe, expect, it} from 'vitest';
import {parseCartPermalink} from './permalink';

describe('parseCartPermalink', () => {
  it('reads variant ids and quantities', () => {
    expect(parseCartPermalink('800083:2,800055:1')).toEqual([
      {kind: 'line', variantId: '800083', merchandiseId: 'gid://shopify/ProductVariant/800083', quantity: 2},
      {kind: 'line', variantId: '800055', merchandiseId: 'gid://shopify/ProductVariant/800055', quantity: 1},
    ]);
  });

  it('tells each part that is no line apart, and keeps the others', () => {
    expect(parseCartPermalink('800083:0,800055:1,800001:99999,abc:1,//evil.example:1')).toEqual([
      {kind: 'bad-quantity', variantId: '800083', merchandiseId: 'gid://shopify/ProductVariant/800083', quantity: 0},
      {kind: 'line', variantId: '800055', merchandiseId: 'gid://shopify/ProductVariant/800055', quantity: 1},
      {kind: 'bad-quantity', variantId: '800001', merchandiseId: 'gid://shopify/ProductVariant/800001', quantity: 99999},
      {kind: 'unreadable', text: 'abc:1'},
      {kind: 'unreadable', text: '//evil.example:1'},
    ]);
    expect(parseCartPermalink('800083')).toEqual([{kind: 'unreadable', text: '800083'}]);
  });

  it('refuses a link that names nothing or more lines than a cart page shows', () => {
    expect(parseCartPermalink('')).toBeNull();
    expect(parseCartPermalink(Array.from({length: 51}, () => '1:1').join(','))).toBeNull();
  });
});
