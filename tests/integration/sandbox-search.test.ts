/**
 * Storefront search on the sandbox, `search` and `predictiveSearch`, read through Hydrogen's own
 * storefront client with the arguments Hydrogen apps send (the skeleton template's among them).
 */
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from '../../sandbox/catalogue';
import {hydrogenStorefront, setupServedSandbox, type AnyJson} from '../../sandbox/testing';

const served = setupServedSandbox();
const catalogue = loadCatalogue();

function query(document: string, variables: Record<string, unknown> = {}): Promise<AnyJson> {
  return hydrogenStorefront(served.url()).query(document, {variables});
}

const SEARCH = `#graphql
  query SandboxSearch(
    $query: String!
    $types: [SearchType!]
    $first: Int
    $last: Int
    $after: String
    $before: String
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $prefix: SearchPrefixQueryType
    $productFilters: [ProductFilter!]
    $unavailableProducts: SearchUnavailableProductsType
  ) {
    search(
      query: $query
      types: $types
      first: $first
      last: $last
      after: $after
      before: $before
      sortKey: $sortKey
      reverse: $reverse
      prefix: $prefix
      productFilters: $productFilters
      unavailableProducts: $unavailableProducts
    ) {
      totalCount
      nodes {
        __typename
        ... on Product { handle title productType vendor trackingParameters priceRange { minVariantPrice { amount } } }
        ... on Page { handle title trackingParameters }
        ... on Article { handle title trackingParameters }
      }
      edges { cursor }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      productFilters { id label type values { label count input } }
    }
  }
`;

const search = async (variables: Record<string, unknown>) =>
  (await query(SEARCH, {first: 250, ...variables})).search;

const handles = (result: AnyJson) => result.nodes.map((node: AnyJson) => node.handle);

describe('search', () => {
  test('finds products, pages and articles by word, plurals included, with a total', async () => {
    const result = await search({query: 'soup'});
    const types = new Set(result.nodes.map((node: AnyJson) => node.__typename));
    expect(types).toEqual(new Set(['Product', 'Article']));
    expect(handles(result)).toContain('now-in-stock-32-oz-soup-containers');
    expect(handles(result)).toContain('32-oz-soup-container-white');
    expect(result.totalCount).toBe(result.nodes.length);

    const cups = await search({query: 'cup', types: ['PRODUCT']});
    expect(handles(cups)).toContain(
      catalogue.products.find((product) => /Cups$/.test(product.title))?.handle,
    );
    expect(handles(await search({query: 'compostable', types: ['PAGE']}))).toEqual([
      'why-compostable',
      'about',
    ]);
  });

  test('puts title matches first, and only counts what every word matches', async () => {
    const result = await search({query: 'kraft soup', types: ['PRODUCT']});
    expect(result.nodes.length).toBeGreaterThan(0);
    for (const node of result.nodes) expect(`${node.title}`.toLowerCase()).toMatch(/kraft|soup/);
    expect(result.nodes[0].title).toBe('Kraft Soup Containers with Vented Lids');
    expect((await search({query: 'zebra'})).totalCount).toBe(0);
  });

  test('a partial last word matches only with prefix LAST', async () => {
    expect((await search({query: 'compostab', types: ['PRODUCT']})).totalCount).toBe(0);
    const partial = await search({query: 'compostab', types: ['PRODUCT'], prefix: 'LAST'});
    expect(partial.totalCount).toBeGreaterThan(10);
  });

  test('pages by cursor through a search, forwards and back, with tracking parameters', async () => {
    const all = await search({query: 'cup', types: ['PRODUCT']});
    const first = (await query(SEARCH, {query: 'cup', types: ['PRODUCT'], first: 8})).search;
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    expect(handles(first)).toEqual(handles(all).slice(0, 8));
    expect(first.totalCount).toBe(all.totalCount);
    const second = (
      await query(SEARCH, {
        query: 'cup',
        types: ['PRODUCT'],
        first: 8,
        after: first.pageInfo.endCursor,
      })
    ).search;
    expect(handles(second)).toEqual(handles(all).slice(8, 16));
    const back = (
      await query(SEARCH, {
        query: 'cup',
        types: ['PRODUCT'],
        last: 8,
        before: second.pageInfo.startCursor,
      })
    ).search;
    expect(handles(back)).toEqual(handles(first));

    expect(first.nodes[0].trackingParameters).toMatch(/^_pos=1&_sid=[0-9a-f]{9}&_ss=r$/);
    expect(second.nodes[0].trackingParameters).toMatch(/^_pos=9&/);
  });

  test('sorts products by price either way, pages and articles after them', async () => {
    const prices = (result: AnyJson) =>
      result.nodes
        .filter((node: AnyJson) => node.__typename === 'Product')
        .map((node: AnyJson) => Number(node.priceRange.minVariantPrice.amount));
    const cheapest = await search({query: 'soup', sortKey: 'PRICE', unavailableProducts: 'SHOW'});
    expect(prices(cheapest)).toEqual([...prices(cheapest)].sort((a, b) => a - b));
    expect(cheapest.nodes.at(-1).__typename).toBe('Article');
    const dearest = await search({
      query: 'soup',
      sortKey: 'PRICE',
      reverse: true,
      unavailableProducts: 'SHOW',
    });
    expect(prices(dearest)).toEqual([...prices(cheapest)].reverse());
    expect(dearest.nodes.at(-1).__typename).toBe('Article');
  });

  test('narrows products with product filters and answers the facets of what it found', async () => {
    const all = await search({query: 'cup', types: ['PRODUCT']});
    const vendorFacet = all.productFilters.find(
      (filter: AnyJson) => filter.id === 'filter.p.vendor',
    );
    const ecoSip = vendorFacet.values.find((value: AnyJson) => value.label === 'EcoSip');
    expect(ecoSip.count).toBeGreaterThan(0);
    expect(ecoSip.count).toBeLessThan(all.totalCount);

    const filtered = await search({
      query: 'cup',
      types: ['PRODUCT'],
      productFilters: [JSON.parse(ecoSip.input)],
    });
    expect(filtered.totalCount).toBe(ecoSip.count);
    for (const node of filtered.nodes) expect(node.vendor).toBe('EcoSip');

    const cheap = await search({
      query: 'cup',
      types: ['PRODUCT'],
      productFilters: [{price: {min: 0, max: 40}}],
    });
    expect(cheap.totalCount).toBeGreaterThan(0);
    for (const node of cheap.nodes)
      expect(Number(node.priceRange.minVariantPrice.amount)).toBeLessThanOrEqual(40);
    expect(all.productFilters.map((filter: AnyJson) => filter.id)).toEqual(
      expect.arrayContaining([
        'filter.v.availability',
        'filter.v.price',
        'filter.p.product_type',
        'filter.p.vendor',
      ]),
    );
  });

  test('hides sold-out products, or lists them last', async () => {
    const soldOut = catalogue.products.find((product) =>
      product.variants.every(
        (variant) => variant.inventoryQuantity !== null && variant.inventoryQuantity <= 0,
      ),
    );
    if (!soldOut) throw new Error('The seed needs a sold-out product');
    const word = soldOut.productType.split(' ')[0];
    const availability = `#graphql
      query SandboxSearchAvailability($query: String!, $unavailableProducts: SearchUnavailableProductsType) {
        search(query: $query, types: [PRODUCT], first: 250, unavailableProducts: $unavailableProducts) {
          totalCount
          nodes { ... on Product { handle availableForSale } }
        }
      }
    `;
    const run = async (unavailableProducts?: string) =>
      (await query(availability, {query: word, unavailableProducts})).search;
    const [shown, last, hidden] = await Promise.all([run('SHOW'), run(), run('HIDE')]);
    const soldOutCount = shown.nodes.filter((node: AnyJson) => !node.availableForSale).length;

    expect(handles(shown)).toContain(soldOut.handle);
    const flags = last.nodes.map((node: AnyJson) => node.availableForSale);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(handles(last).slice(-soldOutCount)).toContain(soldOut.handle);
    expect(handles(hidden)).not.toContain(soldOut.handle);
    expect(hidden.nodes.every((node: AnyJson) => node.availableForSale)).toBe(true);
    expect(hidden.totalCount).toBe(shown.totalCount - soldOutCount);
  });

  test('runs the skeleton template’s search as the skeleton sends it', async () => {
    const result = await query(
      `#graphql
      query RegularSearch($country: CountryCode, $endCursor: String, $first: Int, $language: LanguageCode, $last: Int, $term: String!, $startCursor: String)
      @inContext(country: $country, language: $language) {
        articles: search(query: $term, types: [ARTICLE], first: $first) { nodes { ... on Article { handle } } }
        pages: search(query: $term, types: [PAGE], first: $first) { nodes { ... on Page { handle } } }
        products: search(after: $endCursor, before: $startCursor, first: $first, last: $last, query: $term, sortKey: RELEVANCE, types: [PRODUCT], unavailableProducts: HIDE) {
          nodes { ... on Product { handle selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { price { amount currencyCode } } } }
          pageInfo { hasNextPage endCursor }
        }
      }`,
      {term: 'cup', first: 8},
    );
    expect(result.errors).toBeUndefined();
    expect(result.products.nodes).toHaveLength(8);
    expect(result.products.nodes[0].selectedOrFirstAvailableVariant.price.currencyCode).toBe('USD');
    expect(result.products.pageInfo.hasNextPage).toBe(true);
  });
});

const PREDICTIVE = `#graphql
  query SandboxPredictive(
    $query: String!
    $limit: Int
    $limitScope: PredictiveSearchLimitScope
    $types: [PredictiveSearchType!]
    $searchableFields: [SearchableField!]
  ) {
    predictiveSearch(query: $query, limit: $limit, limitScope: $limitScope, types: $types, searchableFields: $searchableFields) {
      products { handle title trackingParameters }
      collections { handle title trackingParameters }
      pages { handle title trackingParameters }
      articles { handle title blog { handle } trackingParameters }
      queries { text styledText trackingParameters }
    }
  }
`;

const predictive = async (variables: Record<string, unknown>) =>
  (await query(PREDICTIVE, variables)).predictiveSearch;

describe('predictive search', () => {
  test('finds products, collections and suggestions from a partial word', async () => {
    const result = await predictive({query: 'compostab', limitScope: 'EACH'});
    expect(result.products).toHaveLength(10);
    for (const product of result.products) expect(product.title).toMatch(/Compostable/);
    expect(result.queries[0]).toEqual({
      text: 'compostable',
      styledText: '<mark>compostab</mark>le',
      trackingParameters: '_pos=1&_psq=compostab&_ss=e&_v=1.0',
    });
    expect(result.products[1].trackingParameters).toBe('_pos=2&_psq=compostab&_ss=e&_v=1.0');

    const cups = await predictive({query: 'cold cu', limitScope: 'EACH'});
    expect(cups.collections.map((collection: AnyJson) => collection.handle)).toContain('cold-cups');
    expect(cups.queries.map((suggestion: AnyJson) => suggestion.text)).toContain('cold cups');
    expect(
      cups.queries.find((suggestion: AnyJson) => suggestion.text === 'cold cups').styledText,
    ).toBe('<mark>cold</mark> <mark>cu</mark>ps');
  });

  test('limits the total with ALL and each type with EACH', async () => {
    const all = await predictive({query: 'cup', limit: 5});
    const total = ['products', 'collections', 'pages', 'articles', 'queries'].reduce(
      (sum, type) => sum + all[type].length,
      0,
    );
    expect(total).toBe(5);
    expect(all.products).toHaveLength(5);

    const each = await predictive({query: 'cup', limit: 3, limitScope: 'EACH'});
    expect(each.products).toHaveLength(3);
    expect(each.collections).toHaveLength(3);
    expect(each.queries).toHaveLength(3);
  });

  test('searches only the types and fields asked for', async () => {
    const byBody = await predictive({
      query: 'samples',
      types: ['ARTICLE'],
      searchableFields: ['TITLE', 'BODY'],
    });
    expect(byBody.products).toEqual([]);
    expect(byBody.articles.map((article: AnyJson) => article.handle)).toContain(
      'free-samples-are-here',
    );
    expect(byBody.articles[0].blog.handle).toBe('news');

    const byVendor = await predictive({query: 'ecosi', types: ['PRODUCT']});
    expect(byVendor.products.length).toBeGreaterThan(0);
    const byTitleOnly = await predictive({
      query: 'ecosi',
      types: ['PRODUCT'],
      searchableFields: ['TITLE'],
    });
    expect(byTitleOnly.products).toEqual([]);

    const pages = await predictive({query: 'abou', types: ['PAGE']});
    expect(pages.pages.map((page: AnyJson) => page.handle)).toEqual(['about']);
  });

  test('runs the skeleton template’s predictive search as the skeleton sends it', async () => {
    const result = await query(
      `#graphql
      query PredictiveSearch($country: CountryCode, $language: LanguageCode, $limit: Int!, $limitScope: PredictiveSearchLimitScope!, $term: String!, $types: [PredictiveSearchType!])
      @inContext(country: $country, language: $language) {
        predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
          articles { __typename id title handle blog { handle } image { url altText width height } trackingParameters }
          collections { __typename id title handle image { url altText width height } trackingParameters }
          pages { __typename id title handle trackingParameters }
          products { __typename id title handle trackingParameters selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id image { url } price { amount currencyCode } } }
          queries { __typename text styledText trackingParameters }
        }
      }`,
      {term: 'cup', limit: 10, limitScope: 'EACH'},
    );
    expect(result.errors).toBeUndefined();
    expect(result.predictiveSearch.products).toHaveLength(10);
    expect(result.predictiveSearch.collections[0].image.url).toMatch(/^http/);
  });
});
