import {algoliasearch, type SearchResponse} from 'algoliasearch';
import {describe, expect, it} from 'vitest';
import {loadCatalogue, type SeedProduct} from '../catalogue';
import {readJson, setupServedSandbox, type AnyJson} from '../testing';

const APP_ID = 'SANDBOXAPP';
const SEARCH_KEY = 'sandbox-algolia-search-key';
const served = setupServedSandbox();
const catalogue = loadCatalogue();

function client(key = SEARCH_KEY) {
  const {host} = new URL(served.url());
  return algoliasearch(APP_ID, key, {
    hosts: [{url: host, protocol: 'http', accept: 'readWrite'}],
    // The first query waits for the sandbox to build its indexes, which on a busy two-core machine
    // takes longer than the client's defaults, made for Algolia's always-warm hosts.
    timeouts: {connect: 10_000, read: 30_000, write: 30_000},
  });
}

async function search(
  indexName: string,
  params: Record<string, unknown>,
): Promise<SearchResponse<AnyJson>> {
  const {results} = await client().search<AnyJson>({requests: [{indexName, ...params}]});
  return results[0] as SearchResponse<AnyJson>;
}

function namedTag(product: SeedProduct, name: string): string | undefined {
  return product.tags.find((tag) => tag.startsWith(`${name}:`))?.slice(name.length + 1);
}

describe('Algolia search API', () => {
  it('counts Lvl1 facets within a Lvl0 category as the catalogue says', async () => {
    const hotCups = catalogue.listedProducts.filter(
      (product) => namedTag(product, 'Lvl0') === 'Hot Cups',
    );
    const expected: Record<string, number> = {};
    for (const product of hotCups) {
      const lvl1 = namedTag(product, 'Lvl1');
      if (lvl1) expected[lvl1] = (expected[lvl1] ?? 0) + product.variants.length;
    }

    const result = await search('shopify_products', {
      facets: ['*'],
      facetFilters: [['named_tags.Lvl0:Hot Cups']],
      distinct: true,
      maxValuesPerFacet: 1000,
    });

    expect(hotCups.length).toBeGreaterThan(0);
    expect(result.nbHits).toBe(hotCups.length);
    expect(result.facets?.['named_tags.Lvl1']).toEqual(expected);
    expect(result.facets?.['named_tags.Lvl0']).toEqual({
      'Hot Cups': Object.values(expected).reduce((a, b) => a + b, 0),
    });
  });

  it('ORs nested facet filters and negates with a dash', async () => {
    const [singleWall, doubleWall] = [
      'Hot Cups > Single Wall Hot Cups',
      'Hot Cups > Double Wall Hot Cups',
    ];
    const either = catalogue.listedProducts.filter((product) =>
      [singleWall, doubleWall].includes(namedTag(product, 'Lvl1') ?? ''),
    );
    const notHotCups = catalogue.listedProducts.filter(
      (product) => namedTag(product, 'Lvl0') !== 'Hot Cups',
    );

    const ored = await search('shopify_products', {
      facetFilters: [[`named_tags.Lvl1:${singleWall}`, `named_tags.Lvl1:${doubleWall}`]],
      distinct: true,
    });
    const negated = await search('shopify_products', {
      facetFilters: ['named_tags.Lvl0:-Hot Cups'],
      distinct: true,
    });

    expect(ored.nbHits).toBe(either.length);
    expect(negated.nbHits).toBe(notHotCups.length);
  });

  it('filters each_price by a numeric range and reports facets_stats', async () => {
    const eachPrices = catalogue.listedProducts
      .flatMap((product) => product.variants)
      .map((variant) => Number(variant.metafields.each_price?.value))
      .filter((price) => price >= 0.1 && price <= 0.2);

    const result = await search('shopify_products', {
      numericFilters: ['each_price>=0.1', 'each_price<=0.2'],
      facets: ['each_price'],
      hitsPerPage: 1000,
    });

    expect(result.nbHits).toBe(eachPrices.length);
    for (const hit of result.hits) expect(hit.each_price).toBeGreaterThanOrEqual(0.1);
    expect(result.facets_stats?.each_price).toMatchObject({
      min: Math.min(...eachPrices),
      max: Math.max(...eachPrices),
    });
    expect(result.facets_stats?.each_price?.avg).toBeCloseTo(
      eachPrices.reduce((sum, price) => sum + price, 0) / eachPrices.length,
      6,
    );
  });

  it('sorts the price replicas by each_price, cheapest or dearest first', async () => {
    const params = {query: 'cup', distinct: true, hitsPerPage: 50};
    const [primary, ascending, descending] = await Promise.all([
      search('shopify_products', params),
      search('shopify_products_each_price_asc', params),
      search('shopify_products_each_price_desc', params),
    ]);
    const prices = (result: SearchResponse<AnyJson>) =>
      result.hits.map((hit) => hit.each_price as number);

    expect(ascending.nbHits).toBe(primary.nbHits);
    expect(prices(ascending)).toEqual([...prices(ascending)].sort((a, b) => a - b));
    expect(prices(descending)).toEqual([...prices(descending)].sort((a, b) => b - a));
    expect(prices(ascending)[0]).toBeLessThan(prices(descending)[0]);
  });

  it('returns one hit per product with distinct, one per variant without', async () => {
    const variantCount = catalogue.listedProducts.reduce(
      (sum, product) => sum + product.variants.length,
      0,
    );

    const grouped = await search('shopify_products', {distinct: true, hitsPerPage: 1000});
    const ungrouped = await search('shopify_products', {distinct: false, hitsPerPage: 0});

    expect(grouped.nbHits).toBe(catalogue.listedProducts.length);
    expect(new Set(grouped.hits.map((hit) => hit.id)).size).toBe(grouped.hits.length);
    expect(ungrouped.nbHits).toBe(variantCount);
  });

  it('forgives typos: "compostible" and "cofee cup" still find products', async () => {
    const compostable = await search('shopify_products', {query: 'compostible', distinct: true});
    const coffee = await search('shopify_products', {
      query: 'cofee cup',
      distinct: true,
      attributesToHighlight: ['*'],
    });

    expect(compostable.nbHits).toBeGreaterThan(0);
    expect(compostable.hits[0]._highlightResult.title.value).toMatch(/<mark>Compostable<\/mark>/);
    expect(coffee.nbHits).toBeGreaterThan(0);
    expect(JSON.stringify(coffee.hits[0]._highlightResult)).toMatch(/<mark>coffee<\/mark>/i);
  });

  it('matches the last word as a prefix while typing', async () => {
    const result = await search('shopify_products', {query: 'clams', distinct: true});

    expect(result.nbHits).toBe(
      catalogue.listedProducts.filter((product) => /clamshell/i.test(product.title)).length,
    );
    expect(result.hits[0]._highlightResult.title.value).toMatch(/<mark>Clams<\/mark>hell/);
  });

  it('ranks title matches above matches in other attributes', async () => {
    const result = await search('shopify_products', {
      query: 'compostable',
      distinct: true,
      hitsPerPage: 1000,
    });
    const inTitle = result.hits.map((hit) => hit._highlightResult.title.matchLevel !== 'none');

    expect(inTitle).toContain(false);
    expect(inTitle.indexOf(false)).toBe(inTitle.filter(Boolean).length);
  });

  it('highlights with the requested tags and says how well each attribute matched', async () => {
    const result = await search('shopify_products', {
      query: 'single wall',
      distinct: true,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      attributesToHighlight: ['title', 'vendor'],
    });
    const highlight = result.hits[0]._highlightResult;

    expect(highlight.title).toMatchObject({
      matchLevel: 'full',
      fullyHighlighted: false,
      matchedWords: ['single', 'wall'],
    });
    expect(highlight.title.value).toContain(
      '__ais-highlight__Single__/ais-highlight__ __ais-highlight__Wall__/ais-highlight__',
    );
    expect(highlight.vendor).toEqual({
      value: result.hits[0].vendor,
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(highlight).not.toHaveProperty('body_html_safe');
  });

  it('pages through results with nbPages', async () => {
    const pages = Math.ceil(catalogue.listedProducts.length / 15);
    const first = await search('shopify_products', {distinct: true, hitsPerPage: 15});
    const last = await search('shopify_products', {
      distinct: true,
      hitsPerPage: 15,
      page: pages - 1,
    });

    expect(first).toMatchObject({
      page: 0,
      nbPages: pages,
      hitsPerPage: 15,
      nbHits: catalogue.listedProducts.length,
    });
    expect(last.hits).toHaveLength(catalogue.listedProducts.length - 15 * (pages - 1));
    expect(last.hits.map((hit) => hit.id)).not.toContain(first.hits[0].id);
  });

  it('suggests five queries as one types and none for an empty box', async () => {
    const typed = await search('shopify_products_query_suggestions', {
      query: 'cup',
      hitsPerPage: 5,
    });
    const empty = await search('shopify_products_query_suggestions', {query: '', hitsPerPage: 0});
    const popularity = typed.hits.map((hit) => hit.popularity as number);

    expect(typed.hits).toHaveLength(5);
    for (const hit of typed.hits) expect(hit.query).toMatch(/cup/);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(empty.hits).toEqual([]);
    expect(empty.nbHits).toBeGreaterThanOrEqual(30);
  });

  it('finds stories by locale with their full_slug and SEO fields', async () => {
    const result = await search('storyblok_content_en_us', {query: 'shipping'});

    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(hit.full_slug).toMatch(/^en-us\//);
      expect(hit.content.seo).toEqual({title: expect.any(String), description: expect.any(String)});
      expect(hit).toMatchObject({objectID: String(hit.id), uuid: expect.any(String)});
    }
  });

  it('prices the Canadian index in Canadian dollars', async () => {
    const [us, ca] = await Promise.all([
      search('shopify_products', {query: '', hitsPerPage: 1}),
      search('shopify_products_en_ca', {query: '', hitsPerPage: 1}),
    ]);

    expect(ca.hits[0].objectID).toBe(us.hits[0].objectID);
    expect(ca.hits[0].price).toBe(Math.round(us.hits[0].price * 135) / 100);
    expect(ca.hits[0].each_price).toBe(Math.round(us.hits[0].each_price * 1.35 * 10000) / 10000);
  });

  it('refuses a wrong key with 403 and an unknown index with 404', async () => {
    await expect(
      client('wrong-key').searchSingleIndex({indexName: 'shopify_products'}),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    await expect(client().searchSingleIndex({indexName: 'shopify_nothing'})).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    });
  });

  it('takes credentials in the query string and params as a URL-encoded string', async () => {
    const response = await fetch(
      `${served.url()}/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${SEARCH_KEY}`,
      {
        method: 'POST',
        headers: {'Content-Type': 'text/plain'},
        body: JSON.stringify({
          requests: [
            {
              indexName: 'shopify_products',
              params: 'query=lid&hitsPerPage=2&facets=%5B%22vendor%22%5D',
            },
          ],
        }),
      },
    );
    const body = await readJson(response);

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(body.results[0]).toMatchObject({
      hitsPerPage: 2,
      query: 'lid',
      params: 'query=lid&hitsPerPage=2&facets=%5B%22vendor%22%5D',
      index: 'shopify_products',
      facets: {vendor: expect.any(Object)},
    });
  });

  it('answers malformed parameters with 400 and Algolia’s message', async () => {
    const post = (body: unknown) =>
      fetch(`${served.url()}/1/indexes/shopify_products/query`, {
        method: 'POST',
        headers: {'X-Algolia-Application-Id': APP_ID, 'X-Algolia-API-Key': SEARCH_KEY},
        body: JSON.stringify(body),
      });

    const badFilter = await post({filters: 'vendor:EcoSip AND'});
    const unknown = await post({colour: 'green'});
    const tooMany = await post({hitsPerPage: 5000});
    const tooLong = await post({query: 'é'.repeat(257)});

    expect(badFilter.status).toBe(400);
    expect(await readJson(badFilter)).toEqual({
      message: 'filters: Unexpected token end of filter expected filter at col 17',
      status: 400,
    });
    expect(await readJson(unknown)).toEqual({message: 'Unknown parameter: colour', status: 400});
    expect(tooMany.status).toBe(400);
    expect(tooLong.status).toBe(400);
    expect((await post({query: 'é'.repeat(256)})).status).toBe(200);
  });

  it('searches facet values of a searchable facet', async () => {
    const {facetHits} = await client().searchForFacetValues({
      indexName: 'shopify_products',
      facetName: 'vendor',
      searchForFacetValuesRequest: {facetQuery: 'eco'},
    });

    expect(facetHits).toEqual([
      {value: 'EcoSip', highlighted: '<mark>Eco</mark>Sip', count: expect.any(Number)},
    ]);
  });

  it('leaves out the attributes a query excludes, without changing what later queries get', async () => {
    const params = {query: 'lid', hitsPerPage: 1};
    const trimmed = await search('shopify_products', {
      ...params,
      attributesToRetrieve: ['*', '-body_html_safe', '-meta.gpp.disclaimer'],
    });
    const whole = await search('shopify_products', params);

    expect(trimmed.hits[0]).not.toHaveProperty('body_html_safe');
    expect(trimmed.hits[0].meta.gpp).not.toHaveProperty('disclaimer');
    expect(trimmed.hits[0].meta.gpp).toHaveProperty('brand');
    expect(whole.hits[0]).toHaveProperty('body_html_safe');
    expect(whole.hits[0].meta.gpp).toHaveProperty('disclaimer');
    const seed = catalogue.variantById.get(Number(whole.hits[0].objectID));
    expect(whole.hits[0].image).toBe(
      `${served.url()}${seed?.product.images[seed.variant.imageIndex ?? 0].src}`,
    );
  });

  it('writes one record per variant in the Shopify connector’s shape', async () => {
    const seed = catalogue.variantById.get(800005);
    if (!seed) throw new Error('The seed has no variant 800005');
    const {product, variant} = seed;
    const result = await search('shopify_products', {
      facetFilters: [`named_tags.Lvl1:${namedTag(product, 'Lvl1')}`],
      distinct: false,
      hitsPerPage: 1000,
    });
    const record = result.hits.find((hit) => hit.objectID === String(variant.id));

    expect(record).toMatchObject({
      id: product.id,
      handle: product.handle,
      title: product.title,
      variant_title: variant.title,
      sku: variant.sku,
      vendor: product.vendor,
      product_type: product.productType,
      tags: product.tags,
      named_tags: {Lvl0: namedTag(product, 'Lvl0'), Lvl1: namedTag(product, 'Lvl1')},
      price: Number(variant.price),
      compare_at_price: Number(variant.compareAtPrice),
      each_price: Number(variant.metafields.each_price?.value),
      inventory_available: variant.inventoryQuantity !== 0,
      image: `${served.url()}${product.images[0].src}`,
      collections: product.collections,
      published_at: product.publishedAt,
    });
    expect(record?.meta.gpp).toMatchObject({
      size_ounces: Number(variant.metafields.size_ounces?.value),
      brand: product.metafields.brand?.value,
      is_bpi_certified: product.metafields.is_bpi_certified?.value === 'true',
    });
    expect(result.hits.filter((hit) => hit.id === product.id)).toHaveLength(
      product.variants.length,
    );
  });

  it('reports a variant sold out only once the indexes are rebuilt', async () => {
    const {db} = served.sandbox();
    const seed = catalogue.variantById.get(800005);
    if (!seed) throw new Error('The seed has no variant 800005');
    const availability = async () => {
      const {hits} = await search('shopify_products', {
        facetFilters: [`named_tags.Lvl1:${namedTag(seed.product, 'Lvl1')}`],
        hitsPerPage: 1000,
      });
      return hits.find((hit) => hit.objectID === String(seed.variant.id))?.inventory_available;
    };
    const setStock = (quantity: number | null) =>
      db
        .prepare('UPDATE inventory SET quantity = ? WHERE variant_id = ?')
        .run(quantity, seed.variant.id);
    const reindex = () => fetch(`${served.url()}/__sandbox/search/reindex`, {method: 'POST'});

    expect(await availability()).toBe(true);
    setStock(0);
    try {
      expect(await availability()).toBe(true);
      await reindex();
      expect(await availability()).toBe(false);
    } finally {
      setStock(seed.variant.inventoryQuantity);
      await reindex();
    }
  });

  it('shows the records per index on the dashboard', async () => {
    const variantCount = catalogue.listedProducts.reduce(
      (sum, product) => sum + product.variants.length,
      0,
    );
    const page = await (await fetch(`${served.url()}/`)).text();

    expect(page).toContain(`${variantCount} shopify_products,`);
    expect(page).toContain('shopify_products_query_suggestions');
  });

  it('rebuilds the indexes on demand and reports the records per index', async () => {
    const response = await fetch(`${served.url()}/__sandbox/search/reindex`, {method: 'POST'});
    const body = await readJson(response);

    expect(response.status).toBe(200);
    expect(body.indexes).toMatchObject({
      shopify_products: catalogue.listedProducts.reduce(
        (sum, product) => sum + product.variants.length,
        0,
      ),
      shopify_products_query_suggestions: expect.any(Number),
      storyblok_content_en_us: expect.any(Number),
    });
  });
});
