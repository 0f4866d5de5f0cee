import {describe, expect, it} from 'vitest';
import {
  appliedCount,
  listingSearchParams,
  readListingState,
  withoutRefinements,
  withoutValue,
  EMPTY_STATE,
} from './state';

const read = (search: string) => readListingState(new URLSearchParams(search));

describe('readListingState', () => {
  it('reads every refinement, the sort, page, page size and layout from a shared address', () => {
    expect(
      read('size=8&size=12&price=0.05:0.2&sort=price_asc&page=2&per_page=30&grid=true'),
    ).toEqual({
      refinements: {size: ['8', '12']},
      ranges: {price: {min: 0.05, max: 0.2}},
      sort: 'price_asc',
      page: 2,
      perPage: 30,
      grid: true,
    });
  });

  it('reads the two range fields the form sends without JavaScript', () => {
    expect(read('price_min=0.05&price_max=').ranges).toEqual({price: {min: 0.05, max: null}});
  });

  it.each([
    'state=%7B%22broken',
    'state={"refinementList":{"size":["8"]}}',
    'page=0',
    'page=-1',
    'page=abc',
    'page=99999999',
    'per_page=1000',
    'sort=drop_table',
    'price=abc:def',
    'price=9:1',
    'price=1e9:2',
    'grid=maybe',
    'size=',
    `size=${'x'.repeat(500)}`,
  ])('ignores the malformed %s', (search) => {
    expect(read(search)).toEqual(EMPTY_STATE);
  });

  it('keeps a value once however often it is repeated', () => {
    expect(read('size=8&size=8').refinements).toEqual({size: ['8']});
  });
});

describe('listingSearchParams', () => {
  it('writes the address it reads, leaving out defaults', () => {
    const search = 'size=8&size=12&price=0.05%3A0.2&sort=price_desc&per_page=45&grid=false&page=3';
    expect(listingSearchParams(read(search)).toString()).toBe(search);
    expect(listingSearchParams(read('sort=featured&per_page=15&page=1')).toString()).toBe('');
  });

  it('writes an open-ended range with one side empty', () => {
    expect(listingSearchParams(read('price_max=0.1')).toString()).toBe('price=%3A0.1');
  });
});

describe('changing the state', () => {
  const state = read('size=8&size=12&brand=Leafline&price=0.05:0.2&sort=price_asc&page=3');

  it('counts each value and each range as one applied filter', () => {
    expect(appliedCount(state)).toBe(4);
  });

  it('removes one value or a whole range, and starts again at page 1', () => {
    expect(withoutValue(state, 'size', '8')).toMatchObject({refinements: {size: ['12']}, page: 1});
    expect(withoutValue(state, 'price').ranges).toEqual({});
  });

  it('clears every refinement but keeps the sort', () => {
    expect(withoutRefinements(state)).toMatchObject({
      refinements: {},
      ranges: {},
      sort: 'price_asc',
      page: 1,
    });
  });
});
