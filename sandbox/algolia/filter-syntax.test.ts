import {describe, expect, it} from 'vitest';
import {AlgoliaError} from './errors';
import {parseFilters} from './filter-syntax';

describe('the filters parameter', () => {
  it('reads facet, quoted, numeric, range and tag conditions', () => {
    expect(parseFilters('vendor:EcoSip')).toEqual({
      kind: 'facet',
      attribute: 'vendor',
      value: 'EcoSip',
    });
    expect(parseFilters('named_tags.Lvl1:"Hot Cups > Single Wall Hot Cups"')).toEqual({
      kind: 'facet',
      attribute: 'named_tags.Lvl1',
      value: 'Hot Cups > Single Wall Hot Cups',
    });
    expect(parseFilters('each_price >= 0.1')).toEqual({
      kind: 'numeric',
      attribute: 'each_price',
      operator: '>=',
      value: 0.1,
    });
    expect(parseFilters('price:10 TO 20.5')).toEqual({
      kind: 'range',
      attribute: 'price',
      lower: 10,
      upper: 20.5,
    });
    expect(parseFilters('_tags:PLA')).toEqual({kind: 'facet', attribute: '_tags', value: 'PLA'});
  });

  it('binds AND tighter than OR, honours parentheses and NOT', () => {
    expect(parseFilters('a:1 OR b:2 AND c:3')).toEqual({
      kind: 'or',
      filters: [
        {kind: 'facet', attribute: 'a', value: '1'},
        {
          kind: 'and',
          filters: [
            {kind: 'facet', attribute: 'b', value: '2'},
            {kind: 'facet', attribute: 'c', value: '3'},
          ],
        },
      ],
    });
    expect(parseFilters('(a:1 OR a:2) AND NOT b:x')).toEqual({
      kind: 'and',
      filters: [
        {
          kind: 'or',
          filters: [
            {kind: 'facet', attribute: 'a', value: '1'},
            {kind: 'facet', attribute: 'a', value: '2'},
          ],
        },
        {kind: 'not', filter: {kind: 'facet', attribute: 'b', value: 'x'}},
      ],
    });
  });

  it('treats an empty string as no filter', () => {
    expect(parseFilters('  ')).toEqual({kind: 'and', filters: []});
  });

  it.each([
    [
      '(languages:pythonORlanguages:javascript)',
      "filters: Unexpected token ':' expected ')' at col 28",
    ],
    [
      'category.lvl2:Womens>Tailoring',
      "filters: Unexpected token '>' expected end of filter at col 20",
    ],
    ['price > cheap', 'filters: Unexpected token string(cheap) expected numeric at col 8'],
    ['vendor:EcoSip AND', 'filters: Unexpected token end of filter expected filter at col 17'],
  ])('refuses %s as Algolia does', (source, message) => {
    let thrown: unknown;
    try {
      parseFilters(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AlgoliaError);
    expect(thrown).toMatchObject({status: 400, message});
  });
});
