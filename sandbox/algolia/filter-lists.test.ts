import {describe, expect, it} from 'vitest';
import {
  facetFiltersToFilter,
  numericFiltersToFilter,
  readFilterList,
  tagFiltersToFilter,
} from './filter-lists';
import {matchesFilter} from './filter-match';

const record = {
  objectID: '1',
  vendor: 'EcoSip',
  named_tags: {Lvl0: 'Hot Cups', Lvl1: 'Hot Cups > Single Wall Hot Cups'},
  tags: ['PLA', '-dash'],
  each_price: 0.105,
  _tags: ['featured'],
};
const facetable = new Set(['vendor', 'named_tags.Lvl0', 'named_tags.Lvl1', 'tags']);
const matches = (filter: ReturnType<typeof facetFiltersToFilter>) =>
  matchesFilter(record, filter, facetable);

describe('facetFilters', () => {
  it('ANDs the top level and ORs nested lists', () => {
    const list = readFilterList('facetFilters', [
      ['vendor:Kraftwell', 'vendor:EcoSip'],
      'named_tags.Lvl0:Hot Cups',
    ]);
    expect(facetFiltersToFilter(list)).toEqual({
      kind: 'and',
      filters: [
        {
          kind: 'or',
          filters: [
            {kind: 'facet', attribute: 'vendor', value: 'Kraftwell'},
            {kind: 'facet', attribute: 'vendor', value: 'EcoSip'},
          ],
        },
        {kind: 'facet', attribute: 'named_tags.Lvl0', value: 'Hot Cups'},
      ],
    });
    expect(matches(facetFiltersToFilter(list))).toBe(true);
    expect(matches(facetFiltersToFilter([['vendor:Kraftwell'], 'named_tags.Lvl0:Hot Cups']))).toBe(
      false,
    );
  });

  it('negates with attr:-value or -attr:value, and keeps an escaped dash literal', () => {
    expect(matches(facetFiltersToFilter(['vendor:-EcoSip']))).toBe(false);
    expect(matches(facetFiltersToFilter(['-vendor:EcoSip']))).toBe(false);
    expect(matches(facetFiltersToFilter(['vendor:-Kraftwell']))).toBe(true);
    expect(matches(facetFiltersToFilter(['tags:\\-dash']))).toBe(true);
  });

  it('compares values case-insensitively and only on facet attributes', () => {
    expect(matches(facetFiltersToFilter(['vendor:ecosip']))).toBe(true);
    expect(matchesFilter(record, facetFiltersToFilter(['vendor:EcoSip']), new Set())).toBe(false);
  });

  it('reads JSON strings and the legacy comma form', () => {
    expect(readFilterList('facetFilters', '[["a:1","a:2"],"b:3"]')).toEqual([
      ['a:1', 'a:2'],
      'b:3',
    ]);
    expect(readFilterList('facetFilters', 'b:3,(a:1,a:2)')).toEqual(['b:3', ['a:1', 'a:2']]);
  });

  it('refuses anything but strings and lists of strings', () => {
    expect(() => readFilterList('facetFilters', [[['too', 'deep']]])).toThrow(
      'Invalid value for "facetFilters" parameter',
    );
    expect(() => facetFiltersToFilter(['no-colon'])).toThrow('Invalid syntax for facet filter');
  });
});

describe('numericFilters and tagFilters', () => {
  it('reads comparisons and ranges', () => {
    expect(matches(numericFiltersToFilter(['each_price>=0.1', 'each_price<0.2']))).toBe(true);
    expect(matches(numericFiltersToFilter(['each_price:0.11 TO 0.5']))).toBe(false);
    expect(matches(numericFiltersToFilter([['each_price=1', 'each_price!=1']]))).toBe(true);
    expect(() => numericFiltersToFilter(['each_price>>1'])).toThrow(
      'Invalid syntax for numeric condition',
    );
  });

  it('filters on _tags', () => {
    expect(matches(tagFiltersToFilter(['featured']))).toBe(true);
    expect(matches(tagFiltersToFilter(['-featured']))).toBe(false);
  });
});
