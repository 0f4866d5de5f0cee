import {describe, expect, test} from 'vitest';
import {matchesSearch, parseSearchQuery, textMatchesTerm, type SearchTerm} from './search-query';

interface Item {
  title: string;
  tags: string[];
  price: number;
}

/** A tiny stand-in for the product matcher: bare words search the title, fields one property. */
function search(query: string, items: Item[]): string[] {
  const expression = parseSearchQuery(query);
  const matches = (item: Item) => (term: SearchTerm) => {
    switch (term.field) {
      case null:
        return textMatchesTerm(item.title, term);
      case 'tag':
        return item.tags.includes(term.value);
      case 'price': {
        const target = Number(term.value);
        if (term.comparator === '>') return item.price > target;
        if (term.comparator === '<=') return item.price <= target;
        return item.price === target;
      }
      default:
        return false;
    }
  };
  return items.filter((item) => matchesSearch(expression, matches(item))).map((item) => item.title);
}

const ITEMS: Item[] = [
  {title: '16 oz PLA Cold Cup', tags: ['pla', 'cold'], price: 104.95},
  {title: '12 oz Hot Cup', tags: ['paper', 'hot'], price: 54.95},
  {title: 'Soup Container Lid', tags: ['pla'], price: 30},
];

describe('Shopify search syntax', () => {
  test('an empty query matches everything', () => {
    expect(parseSearchQuery('   ')).toBeNull();
    expect(search('', ITEMS)).toHaveLength(3);
  });

  test('words are ANDed unless OR joins them', () => {
    expect(search('cup pla', ITEMS)).toEqual(['16 oz PLA Cold Cup']);
    expect(search('hot OR soup', ITEMS)).toEqual(['12 oz Hot Cup', 'Soup Container Lid']);
    expect(search('cup AND hot', ITEMS)).toEqual(['12 oz Hot Cup']);
  });

  test('AND binds tighter than OR, and parentheses regroup', () => {
    expect(search('soup OR cup hot', ITEMS)).toEqual(['12 oz Hot Cup', 'Soup Container Lid']);
    expect(search('(soup OR cup) tag:pla', ITEMS)).toEqual([
      '16 oz PLA Cold Cup',
      'Soup Container Lid',
    ]);
  });

  test('NOT and a leading minus exclude', () => {
    expect(search('cup NOT hot', ITEMS)).toEqual(['16 oz PLA Cold Cup']);
    expect(search('-tag:pla', ITEMS)).toEqual(['12 oz Hot Cup']);
  });

  test('quotes keep a phrase together and a trailing * matches prefixes', () => {
    expect(search('"cold cup"', ITEMS)).toEqual(['16 oz PLA Cold Cup']);
    expect(search('"cup cold"', ITEMS)).toEqual([]);
    expect(search('cont*', ITEMS)).toEqual(['Soup Container Lid']);
    expect(search('cont', ITEMS)).toEqual([]);
  });

  test('fields take comparators', () => {
    expect(search('price:>50', ITEMS)).toEqual(['16 oz PLA Cold Cup', '12 oz Hot Cup']);
    expect(search('price:<=54.95 tag:pla', ITEMS)).toEqual(['Soup Container Lid']);
  });

  test('field values are lower-cased and quoted values may hold spaces', () => {
    expect(parseSearchQuery('product_type:"Cold Cups"')).toEqual({
      kind: 'term',
      term: {
        field: 'product_type',
        comparator: ':',
        value: 'cold cups',
        prefix: false,
        quoted: true,
      },
    });
  });
});
