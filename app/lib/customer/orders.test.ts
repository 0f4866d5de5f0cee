import {describe, expect, it} from 'vitest';
import {numericId, pageOf, statusLabel} from './orders';

describe('account order paging', () => {
  const orders = Array.from({length: 75}, (_, index) => index + 1);

  it('shows twelve orders a page, and the last page of 75 holds the last three', () => {
    expect(pageOf(orders, null).items).toEqual(orders.slice(0, 12));
    expect(pageOf(orders, '7')).toMatchObject({page: 7, pageCount: 7, items: [73, 74, 75]});
  });

  it('reads a missing, garbled or out-of-range page as the nearest real one', () => {
    expect(pageOf(orders, 'abc').page).toBe(1);
    expect(pageOf(orders, '-3').page).toBe(1);
    expect(pageOf(orders, '99').page).toBe(7);
    expect(pageOf([], '2')).toMatchObject({page: 1, pageCount: 1, items: []});
  });
});

describe('order labels', () => {
  it('takes the number out of an order gid', () => {
    expect(numericId('gid://shopify/Order/1042?key=abc')).toBe('1042');
    expect(numericId('gid://shopify/ProductVariant/77')).toBe('77');
  });

  it('words Shopify status enums', () => {
    expect(statusLabel('PARTIALLY_FULFILLED')).toBe('Partially fulfilled');
    expect(statusLabel(null)).toBe('—');
  });
});
