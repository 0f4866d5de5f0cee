import type {SearchResponse} from 'algoliasearch/lite';
import {describe, expect, it} from 'vitest';
import {listingRequests, readListing, type ListingInput} from './query';
import {readListingState} from './state';

const input = (search: string, extra: Partial<ListingInput> = {}): ListingInput => ({
  indexName: 'shopify_products',
  currencyCode: 'USD',
  query: '',
  baseFilter: 'named_tags.Lvl0:"Hot Cups"',
  state: readListingState(new URLSearchParams(search)),
  ...extra,
});

describe('listingRequests', () => {
  it('asks for one page of distinct products with every filter facet, on the base filter', () => {
    const [main, ...rest] = listingRequests(input('page=2&per_page=30', {userToken: 'abc'}));
    expect(rest).toEqual([]);
    expect(main).toMatchObject({
      indexName: 'shopify_products',
      filters: 'named_tags.Lvl0:"Hot Cups"',
      distinct: true,
      maxValuesPerFacet: 1000,
      hitsPerPage: 30,
      page: 1,
      userToken: 'abc',
    });
    expect(main.facets).toEqual(
      expect.arrayContaining([
        'meta.gpp.size_ounces',
        'each_price',
        'meta.gpp.brand',
        'meta.gpp.is_home_compostable',
      ]),
    );
    expect(main.attributesToRetrieve).toContain('-body_html_safe');
  });

  it('sorts on the price replicas', () => {
    expect(listingRequests(input('sort=price_asc'))[0].indexName).toBe(
      'shopify_products_each_price_asc',
    );
    expect(listingRequests(input('sort=price_desc'))[0].indexName).toBe(
      'shopify_products_each_price_desc',
    );
  });

  it('adds one facet-only query per refined group, without that group’s own refinement', () => {
    const [main, sizes, prices] = listingRequests(input('size=8&size=12&price=0.05:0.2'));
    expect(main).toMatchObject({
      facetFilters: [['meta.gpp.size_ounces:8', 'meta.gpp.size_ounces:12']],
      numericFilters: ['each_price>=0.05', 'each_price<=0.2'],
    });
    expect(sizes).toMatchObject({
      facets: ['meta.gpp.size_ounces'],
      hitsPerPage: 0,
      numericFilters: main.numericFilters,
    });
    expect(sizes.facetFilters).toBeUndefined();
    expect(prices).toMatchObject({facets: ['each_price'], facetFilters: main.facetFilters});
    expect(prices.numericFilters).toBeUndefined();
  });
});

describe('the features filter', () => {
  it('asks for every chosen quality at once, without a query of its own, and ignores unknown ones', () => {
    const requests = listingRequests(
      input('feature=is_home_compostable&feature=is_pfas_free&feature=is_magic'),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0].facetFilters).toEqual([
      ['meta.gpp.is_home_compostable:true'],
      ['meta.gpp.is_pfas_free:true'],
    ]);
  });
});

describe('readListing', () => {
  const response = (overrides: Partial<SearchResponse>): SearchResponse =>
    ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 15,
      processingTimeMS: 1,
      ...overrides,
    } as SearchResponse);

  it('says which index answered and where each product stood in the search, for Insights', () => {
    const listing = readListing(input('sort=price_asc&page=2'), [
      response({
        page: 1,
        hitsPerPage: 15,
        nbPages: 2,
        queryID: 'f'.repeat(32),
        hits: [{objectID: '11', id: 1}, {objectID: '12', id: 2}] as SearchResponse['hits'],
      }),
    ]);
    expect(listing.indexName).toBe('shopify_products_each_price_asc');
    expect(listing.queryID).toBe('f'.repeat(32));
    expect(listing.products.map(({objectID, position}) => [objectID, position])).toEqual([
      ['11', 16],
      ['12', 17],
    ]);
  });

  it('sorts size labels as numbers, keeps counts from the disjunctive answer and marks chosen values', () => {
    const listingInput = input('size=12');
    const listing = readListing(listingInput, [
      response({
        nbHits: 1,
        nbPages: 1,
        hits: [
          {
            objectID: '1',
            id: 7,
            handle: 'cup',
            title: 'Cup',
            variants_min_price: 3.5,
            each_price: 0.045,
            product_image: 'https://img/cup.png',
            meta: {gpp: {brand: 'Leafline'}},
            inventory_available: true,
          },
        ],
        facets: {'meta.gpp.size_ounces': {'12': 1}, 'meta.gpp.brand': {Leafline: 1}},
        facets_stats: {each_price: {min: 0.045, max: 0.045, avg: 0.045, sum: 0.045}},
      }),
      response({facets: {'meta.gpp.size_ounces': {'12': 4, '8': 3, '16': 2}}}),
    ]);
    expect(listing.products).toEqual([
      {
        id: '7',
        objectID: '1',
        position: 1,
        handle: 'cup',
        title: 'Cup',
        brand: 'Leafline',
        image: 'https://img/cup.png',
        price: 3.5,
        eachPrice: 0.045,
        available: true,
      },
    ]);
    const size = listing.groups.find((group) => group.param === 'size');
    expect(size).toMatchObject({
      values: [
        {value: '8', label: '8 oz', count: 3, selected: false},
        {value: '12', label: '12 oz', count: 4, selected: true},
        {value: '16', label: '16 oz', count: 2, selected: false},
      ],
    });
    // One price only: a range from a value to itself is no choice.
    expect(listing.groups.find((group) => group.param === 'price')).toBeUndefined();
  });

  it('shows the qualities some listed product has, with their icons, and keeps a chosen one', () => {
    const listing = readListing(input('feature=is_heavy_duty'), [
      response({
        facets: {
          'meta.gpp.is_home_compostable': {true: 3, false: 2},
          'meta.gpp.is_pfas_free': {false: 5},
        },
      }),
    ]);
    expect(listing.groups.find((group) => group.param === 'feature')).toMatchObject({
      type: 'icons',
      values: [
        {
          value: 'is_home_compostable',
          label: 'Home Compostable',
          count: 3,
          selected: false,
          icon: '/icons/product/is-home-compostable.svg',
        },
        {value: 'is_heavy_duty', label: 'Heavy Duty', count: 0, selected: true},
      ],
    });
  });

  it('rounds range bounds outward to two decimals', () => {
    const listing = readListing(input(''), [
      response({facets_stats: {each_price: {min: 0.0055, max: 0.7425, avg: 0, sum: 0}}}),
    ]);
    expect(listing.groups.find((group) => group.param === 'price')).toMatchObject({
      labelPrefix: '$',
      min: 0,
      max: 0.75,
    });
  });

  it("writes the price bounds in the market's currency", () => {
    const listing = readListing(input('', {indexName: 'shopify_products_en_ca', currencyCode: 'CAD'}), [
      response({facets_stats: {each_price: {min: 0.02, max: 0.9, avg: 0, sum: 0}}}),
    ]);
    expect(listing.groups.find((group) => group.param === 'price')).toMatchObject({labelPrefix: 'CA$'});
  });
});
