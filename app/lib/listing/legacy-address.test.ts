import {describe, expect, it} from 'vitest';
import {legacyListingPath} from './legacy-address';

const path = (search: string) => legacyListingPath(new URL(`https://shop.test/search?${search}`));
const state = (value: unknown) => `state=${encodeURIComponent(JSON.stringify(value))}`;

describe('legacyListingPath', () => {
  it('opens content results for the original content flag', () => {
    expect(path('query=pla&content=true')).toBe('/search?query=pla&tab=content');
    expect(path('query=pla&content=false')).toBe('/search?query=pla');
  });

  it('reads InstantSearch’s JSON state into today’s parameters', () => {
    const legacy = state({
      refinementList: {'meta.gpp.size_ounces': ['8', '12'], 'meta.gpp.brand': ['Leafline']},
      range: {each_price: '0.05:0.2'},
      toggle: {'meta.gpp.is_home_compostable': true},
      sortBy: 'shopify_products_each_price_asc',
      page: 2,
      hitsPerPage: 30,
    });
    expect(path(`query=cups&${legacy}`)).toBe(
      '/search?query=cups&size=8&size=12&brand=Leafline&price=0.05%3A0.2&feature=is_home_compostable&sort=price_asc&page=2&per_page=30',
    );
  });

  it('reads the state keyed by index name, and its query when the address has none', () => {
    expect(path(state({shopify_products: {query: 'lids', range: {each_price: {min: 0.1}}}}))).toBe(
      '/search?query=lids&price=0.1%3A',
    );
  });

  it('keeps the address’s own parameters over the old state’s', () => {
    expect(path(`query=cups&${state({query: 'lids', page: 3})}`)).toBe('/search?query=cups&page=3');
  });

  it('leaves alone an address without the old parameters, or whose state is not JSON', () => {
    expect(path('query=cups&size=8')).toBeNull();
    expect(path('query=cups&state=%7B%22broken')).toBeNull();
    expect(path('state=%5B1%5D')).toBeNull();
  });
});
