/**
 * The catalogue side of the Storefront API, driven through Hydrogen's own storefront client and
 * helpers. Products are picked from the seed by what they have (two options, a sold-out variant, …)
 * so the tests hold whatever the seed's handles are.
 */
import {
  getAdjacentAndFirstAvailableVariants,
  getProductOptions,
  getShopAnalytics,
} from '@shopify/hydrogen';
import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import {afterEach, describe, expect, test} from 'vitest';
import {isInStock, takeStock} from '../catalogue/inventory';
import {loadCatalogue, type SeedProduct} from '../catalogue';
import {setupServedSandbox, type AnyJson, hydrogenStorefront} from '../testing';
import {countryByCode} from './markets';
import {priceIn, toCents} from './money';

const served = setupServedSandbox();
const catalogue = loadCatalogue();

function storefront(country: 'US' | 'CA' = 'US') {
  return hydrogenStorefront(served.url(), country);
}

function query(
  document: string,
  variables: Record<string, unknown> = {},
  country: 'US' | 'CA' = 'US',
) {
  return storefront(country).query<AnyJson>(document, {variables});
}

function pick(description: string, test: (product: SeedProduct) => boolean): SeedProduct {
  const found = catalogue.products.find(test);
  if (!found) throw new Error(`The seed has no ${description}`);
  return found;
}

const twoOptionProduct = () =>
  pick('product with two options and a gap in its combinations', (product) => {
    const combinations = product.options.reduce((total, option) => total * option.values.length, 1);
    return product.options.length === 2 && product.variants.length < combinations;
  });

/** Stock changes made by a test are undone after it, so tests do not depend on each other. */
const stockChanges: {variantId: number; quantity: number | null}[] = [];
function sellOut(variantId: number) {
  const db = served.sandbox().db;
  const row = db.prepare('SELECT quantity FROM inventory WHERE variant_id = ?').get(variantId) as {
    quantity: number | null;
  };
  stockChanges.push({variantId, quantity: row.quantity});
  db.prepare('UPDATE inventory SET quantity = 100 WHERE variant_id = ? AND quantity IS NULL').run(
    variantId,
  );
  takeStock(db, variantId, 1_000_000);
}
afterEach(() => {
  const db = served.sandbox().db;
  for (const {variantId, quantity} of stockChanges.splice(0)) {
    db.prepare('UPDATE inventory SET quantity = ? WHERE variant_id = ?').run(quantity, variantId);
  }
});

const VARIANT_FIELDS = `#graphql
  fragment CatalogueTestVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    quantityAvailable
    currentlyNotInStock
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    selectedOptions { name value }
    image { url altText width height }
    product { handle }
  }
`;

describe('Products', () => {
  test('a product is the same whether fetched by handle or by id', async () => {
    const seed = catalogue.products[0];
    const document = `#graphql
      query CatalogueTestProduct($handle: String, $id: ID) {
        product(handle: $handle, id: $id) {
          id handle title vendor productType tags descriptionHtml
          priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount } }
          featuredImage { url(transform: {maxWidth: 200, maxHeight: 200, crop: CENTER}) altText width height }
          variants(first: 250) { nodes { ...CatalogueTestVariant } }
        }
      }
      ${VARIANT_FIELDS}
    `;
    const byHandle = await query(document, {handle: seed.handle});
    const byId = await query(document, {id: `gid://shopify/Product/${seed.id}`});
    expect(byHandle.errors).toBeUndefined();
    expect(byId.product).toEqual(byHandle.product);

    const product = byHandle.product;
    expect(product).toMatchObject({
      id: `gid://shopify/Product/${seed.id}`,
      title: seed.title,
      vendor: seed.vendor,
    });
    expect(product.variants.nodes.map((variant: AnyJson) => variant.sku)).toEqual(
      seed.variants.map((variant) => variant.sku),
    );
    const cheapest = Math.min(...seed.variants.map((variant) => toCents(variant.price)));
    expect(toCents(product.priceRange.minVariantPrice.amount)).toBe(cheapest);
    expect(product.featuredImage.url).toBe(
      `${served.url()}${seed.images[0].src}?width=200&height=200&crop=center`,
    );
  });

  test('an unknown handle or id is null, not an error', async () => {
    const result = await query(`#graphql
      query CatalogueTestMissing {
        byHandle: product(handle: "no-such-product") { id }
        byId: product(id: "gid://shopify/Product/1") { id }
      }
    `);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({byHandle: null, byId: null});
  });

  test('variantBySelectedOptions finds each variant by its options, and nothing for unknown ones', async () => {
    const seed = twoOptionProduct();
    const document = `#graphql
      query CatalogueTestBySelection($handle: String!, $options: [SelectedOptionInput!]!, $ignore: Boolean, $caseless: Boolean) {
        product(handle: $handle) {
          variantBySelectedOptions(selectedOptions: $options, ignoreUnknownOptions: $ignore, caseInsensitiveMatch: $caseless) { id }
        }
      }
    `;
    for (const variant of seed.variants) {
      const result = await query(document, {handle: seed.handle, options: variant.selectedOptions});
      expect(result.product.variantBySelectedOptions).toEqual({
        id: `gid://shopify/ProductVariant/${variant.id}`,
      });
    }
    const [first] = seed.variants;
    const withExtra = [...first.selectedOptions, {name: 'utm_source', value: 'mail'}];
    const shouted = first.selectedOptions.map(({name, value}) => ({
      name: name.toUpperCase(),
      value: value.toUpperCase(),
    }));
    const answers = await Promise.all([
      query(document, {handle: seed.handle, options: withExtra}),
      query(document, {handle: seed.handle, options: withExtra, ignore: true}),
      query(document, {handle: seed.handle, options: shouted}),
      query(document, {handle: seed.handle, options: shouted, caseless: true}),
      query(document, {handle: seed.handle, options: first.selectedOptions.slice(0, 1)}),
    ]);
    expect(answers.map((answer) => answer.product.variantBySelectedOptions?.id ?? null)).toEqual([
      null,
      `gid://shopify/ProductVariant/${first.id}`,
      null,
      `gid://shopify/ProductVariant/${first.id}`,
      null,
    ]);
  });

  test('selectedOrFirstAvailableVariant skips a sold-out first variant, and the selection wins when given', async () => {
    const seed = pick(
      'product with three variants, all in stock',
      (product) =>
        product.variants.length >= 3 &&
        product.variants.every((variant) => variant.inventoryQuantity !== 0),
    );
    const [first, second] = seed.variants;
    sellOut(first.id);
    const result = await query(
      `#graphql
        query CatalogueTestFirstAvailable($handle: String!, $options: [SelectedOptionInput!]) {
          product(handle: $handle) {
            availableForSale
            firstAvailable: selectedOrFirstAvailableVariant { ...CatalogueTestVariant }
            selected: selectedOrFirstAvailableVariant(selectedOptions: $options) { ...CatalogueTestVariant }
          }
        }
        ${VARIANT_FIELDS}
      `,
      {handle: seed.handle, options: first.selectedOptions},
    );
    expect(result.product.firstAvailable).toMatchObject({
      id: `gid://shopify/ProductVariant/${second.id}`,
      availableForSale: true,
    });
    expect(result.product.selected).toMatchObject({
      id: `gid://shopify/ProductVariant/${first.id}`,
      availableForSale: false,
      quantityAvailable: 0,
      currentlyNotInStock: false,
    });
  });

  test('Hydrogen’s option helpers read existence and availability from the encodings', async () => {
    const seed = twoOptionProduct();
    const soldOut = seed.variants[seed.variants.length - 1];
    sellOut(soldOut.id);
    const {product} = await query(
      `#graphql
        query CatalogueTestOptions($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
          product(handle: $handle) {
            handle
            encodedVariantExistence
            encodedVariantAvailability
            options { name optionValues { name firstSelectableVariant { ...CatalogueTestVariant } swatch { color } } }
            selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ...CatalogueTestVariant }
            adjacentVariants(selectedOptions: $selectedOptions) { ...CatalogueTestVariant }
          }
        }
        ${VARIANT_FIELDS}
      `,
      {handle: seed.handle, selectedOptions: soldOut.selectedOptions},
    );
    const indices = (options: {name: string; value: string}[]) =>
      seed.options.map((option) =>
        option.values.indexOf(options.find((item) => item.name === option.name)!.value),
      );
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toEqual(
      seed.variants.map((variant) => indices(variant.selectedOptions)).sort(compareTuples),
    );
    expect(decodeEncodedVariant(product.encodedVariantAvailability)).toEqual(
      seed.variants
        .filter((variant) =>
          variant.id === soldOut.id ? false : isInStock(served.sandbox().db, variant.id),
        )
        .map((variant) => indices(variant.selectedOptions))
        .sort(compareTuples),
    );

    const options = getProductOptions(product);
    const soldOutValues = options.flatMap((option: AnyJson) =>
      option.optionValues.filter((value: AnyJson) => value.selected),
    );
    expect(soldOutValues.map((value: AnyJson) => value.name)).toEqual(
      soldOut.selectedOptions.map((item) => item.value),
    );
    expect(soldOutValues.every((value: AnyJson) => value.exists && !value.available)).toBe(true);

    const adjacent = product.adjacentVariants.map((variant: AnyJson) =>
      indices(variant.selectedOptions),
    );
    for (const tuple of adjacent) {
      const differences = tuple.filter(
        (value: number, index: number) => value !== indices(soldOut.selectedOptions)[index],
      );
      expect(differences).toHaveLength(1);
    }
    const known = getAdjacentAndFirstAvailableVariants(product).map(
      (variant: AnyJson) => variant.id,
    );
    expect(known).toContain(`gid://shopify/ProductVariant/${soldOut.id}`);
  });

  test('prices are in Canadian dollars under @inContext(country: CA)', async () => {
    const seed = pick('product with a compare-at price', (product) =>
      product.variants.some((variant) => variant.compareAtPrice !== null),
    );
    const variant = seed.variants.find((item) => item.compareAtPrice !== null)!;
    const document = `#graphql
      query CatalogueTestPrices($handle: String!, $country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
        product(handle: $handle) {
          priceRange { maxVariantPrice { amount currencyCode } }
          variants(first: 250) { nodes { id price { amount currencyCode } compareAtPriceV2 { amount currencyCode } } }
        }
      }
    `;
    const canada = countryByCode('CA');
    const {product} = await query(document, {handle: seed.handle}, 'CA');
    const answered = product.variants.nodes.find((node: AnyJson) =>
      node.id.endsWith(`/${variant.id}`),
    );
    expect(answered.price).toEqual({
      amount: priceIn(variant.price, canada).amount,
      currencyCode: 'CAD',
    });
    expect(answered.compareAtPriceV2).toEqual({
      amount: priceIn(variant.compareAtPrice!, canada).amount,
      currencyCode: 'CAD',
    });
    expect(product.priceRange.maxVariantPrice.currencyCode).toBe('CAD');

    const us = await query(document, {handle: seed.handle}, 'US');
    expect(us.product.priceRange.maxVariantPrice.currencyCode).toBe('USD');
  });

  test('metafields answer position by position and references resolve to products', async () => {
    const seed = pick('product with related products', (product) => {
      const refs = product.metafields.related_product_refs;
      return Boolean(refs && JSON.parse(refs.value).length > 1);
    });
    const related: string[] = JSON.parse(seed.metafields.related_product_refs.value);
    const {product} = await query(
      `#graphql
        query CatalogueTestMetafields($handle: String!) {
          product(handle: $handle) {
            metafields(identifiers: [
              {namespace: "gpp", key: "subtitle"},
              {namespace: "gpp", key: "no_such_key"},
              {namespace: "gpp", key: "related_product_refs"},
              {namespace: "gpp", key: "complementary_product"}
            ]) {
              id namespace key type value description
              reference { __typename ... on Product { id handle } }
              references(first: 10) { nodes { __typename ... on Product { id } } }
            }
            unnamespaced: metafield(key: "subtitle") { value }
          }
        }
      `,
      {handle: seed.handle},
    );
    const [subtitle, missing, relatedRefs, complementary] = product.metafields;
    expect(subtitle).toMatchObject({
      namespace: 'gpp',
      key: 'subtitle',
      type: 'single_line_text_field',
      value: seed.metafields.subtitle.value,
      description: null,
      reference: null,
      references: null,
    });
    expect(subtitle.id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    expect(missing).toBeNull();
    expect(relatedRefs.references.nodes.map((node: AnyJson) => node.id)).toEqual(
      related.slice(0, 10),
    );
    expect(complementary.reference).toMatchObject({
      __typename: 'Product',
      id: seed.metafields.complementary_product.value,
    });
    expect(product.unnamespaced).toBeNull();
  });

  test('an unsupported non-null field fails with the sandbox’s message', async () => {
    const result = await query(`#graphql
      query CatalogueTestUnsupported {
        shop { name }
        locations(first: 1) { nodes { id } }
      }
    `);
    // Hydrogen prefixes the message with where it came from and ends it with the request id.
    expect(result.errors?.[0]?.message).toMatch(
      /Field "QueryRoot\.locations" is not supported by the sandbox - Request ID: [0-9a-f-]{36}$/,
    );
    expect(result.errors?.[0]?.path).toEqual(['locations']);
  });
});

describe('Product lists', () => {
  const PAGE = `#graphql
    query CatalogueTestPage($first: Int, $last: Int, $after: String, $before: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
      products(first: $first, last: $last, after: $after, before: $before, query: $query, sortKey: $sortKey, reverse: $reverse) {
        edges { cursor node { handle productType priceRange { minVariantPrice { amount } } } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  `;

  test('paging forward and back with cursors visits every product once, in the same order', async () => {
    const forward: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const {products}: AnyJson = await query(PAGE, {first: 40, after});
      expect(products.pageInfo.hasPreviousPage).toBe(pages > 0);
      forward.push(...products.edges.map((edge: AnyJson) => edge.node.handle));
      pages++;
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(new Set(forward).size).toBe(forward.length);
    expect([...forward].sort()).toEqual(catalogue.products.map((product) => product.handle).sort());

    const backward: string[] = [];
    let before: string | null = null;
    for (;;) {
      const {products}: AnyJson = await query(PAGE, {last: 40, before});
      backward.unshift(...products.edges.map((edge: AnyJson) => edge.node.handle));
      if (!products.pageInfo.hasPreviousPage) break;
      expect(products.pageInfo.hasNextPage).toBe(before !== null);
      before = products.pageInfo.startCursor;
    }
    expect(backward).toEqual(forward);
  });

  test('a search sorted by PRICE lists the matching products cheapest first, or dearest with reverse', async () => {
    const productType = catalogue.products[0].productType;
    const expected = catalogue.products.filter((product) => product.productType === productType);
    const cheapestFirst = await query(PAGE, {
      first: 250,
      query: `product_type:"${productType}"`,
      sortKey: 'PRICE',
    });
    const dearestFirst = await query(PAGE, {
      first: 250,
      query: `product_type:"${productType}"`,
      sortKey: 'PRICE',
      reverse: true,
    });
    const prices = (result: AnyJson) =>
      result.products.edges.map((edge: AnyJson) =>
        Number(edge.node.priceRange.minVariantPrice.amount),
      );
    expect(cheapestFirst.products.edges).toHaveLength(expected.length);
    expect(
      cheapestFirst.products.edges.every((edge: AnyJson) => edge.node.productType === productType),
    ).toBe(true);
    expect(prices(cheapestFirst)).toEqual([...prices(cheapestFirst)].sort((a, b) => a - b));
    expect(prices(dearestFirst)).toEqual([...prices(cheapestFirst)].reverse());
  });

  test('words, tags and negation narrow a search', async () => {
    const tagged = pick('product with a tag', (product) => product.tags.length > 0);
    const tag = tagged.tags[0];
    const withTag = catalogue.products.filter((product) => product.tags.includes(tag));
    const {withIt, without} = await query(`#graphql
      query CatalogueTestTags {
        withIt: products(first: 250, query: "tag:'${tag}'") { nodes { handle } }
        without: products(first: 250, query: "tag_not:'${tag}'") { nodes { handle } }
      }
    `);
    expect(withIt.nodes.map((node: AnyJson) => node.handle).sort()).toEqual(
      withTag.map((product) => product.handle).sort(),
    );
    expect(without.nodes).toHaveLength(catalogue.products.length - withTag.length);
  });

  test('a list without first or last, or with more than 250, is refused as Shopify refuses it', async () => {
    const missing = await query(`#graphql
      query CatalogueTestNoSize { products(query: "cup") { nodes { id } } }
    `);
    expect(missing.errors?.[0]?.message).toMatch(/you must provide one of first or last - Request/);
    expect(missing.errors?.[0]?.path).toEqual(['products']);
    const tooMany = await query(PAGE, {first: 251});
    expect(tooMany.errors?.[0]?.message).toMatch(/250/);
  });
});

describe('Collections', () => {
  const biggest = () =>
    [...catalogue.collections].sort(
      (a, b) =>
        (catalogue.productsByCollection.get(b.handle)?.length ?? 0) -
        (catalogue.productsByCollection.get(a.handle)?.length ?? 0),
    )[0];

  const COLLECTION = `#graphql
    query CatalogueTestCollection($handle: String!, $filters: [ProductFilter!]) {
      collection(handle: $handle) {
        id title handle
        products(first: 250, filters: $filters) {
          nodes { id handle availableForSale }
          filters { id label type values { id label count input } }
        }
      }
    }
  `;

  test('a collection lists its products in manual order with availability counts', async () => {
    const seed = biggest();
    const members = catalogue.productsByCollection.get(seed.handle)!;
    const {collection} = await query(COLLECTION, {handle: seed.handle});
    expect(collection.products.nodes.map((node: AnyJson) => node.handle)).toEqual(
      members.map((product) => product.handle),
    );
    const db = served.sandbox().db;
    const inStock = members.filter((product) =>
      product.variants.some((variant) => isInStock(db, variant.id)),
    );
    const availability = collection.products.filters.find(
      (filter: AnyJson) => filter.id === 'filter.v.availability',
    );
    expect(availability).toMatchObject({label: 'Availability', type: 'LIST'});
    expect(availability.values[0]).toMatchObject({label: 'In stock', count: inStock.length});
    expect(JSON.parse(availability.values[0].input)).toEqual({available: true});

    const price = collection.products.filters.find(
      (filter: AnyJson) => filter.type === 'PRICE_RANGE',
    );
    expect(JSON.parse(price.values[0].input).price.max).toBe(
      Math.max(
        ...members.flatMap((product) => product.variants.map((variant) => Number(variant.price))),
      ),
    );
  });

  test('each filter value’s input, sent back, lists as many products as its count said', async () => {
    const seed = biggest();
    const {collection} = await query(COLLECTION, {handle: seed.handle});
    const listFilters = collection.products.filters.filter(
      (filter: AnyJson) => filter.type === 'LIST',
    );
    expect(listFilters.length).toBeGreaterThan(2);
    for (const filter of listFilters) {
      for (const value of filter.values) {
        const filtered = await query(COLLECTION, {
          handle: seed.handle,
          filters: [JSON.parse(value.input)],
        });
        expect(filtered.collection.products.nodes, `${filter.id} ${value.label}`).toHaveLength(
          value.count,
        );
      }
    }
  });

  test('counts under an active filter leave out that filter’s own kind, as Shopify’s facets do', async () => {
    const seed = biggest();
    const members = catalogue.productsByCollection.get(seed.handle)!;
    const db = served.sandbox().db;
    const inStock = (product: SeedProduct) =>
      product.variants.some((variant) => isInStock(db, variant.id));
    const {collection} = await query(COLLECTION, {
      handle: seed.handle,
      filters: [{available: true}],
    });
    const facet = (id: string) =>
      collection.products.filters.find((filter: AnyJson) => filter.id === id);
    const outOfStock = members.filter((product) =>
      product.variants.some((variant) => !isInStock(db, variant.id)),
    );
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(facet('filter.v.availability').values[1]).toMatchObject({
      label: 'Out of stock',
      count: outOfStock.length,
    });
    for (const value of facet('filter.p.product_type').values) {
      const expected = members.filter(
        (product) => product.productType === value.label && inStock(product),
      );
      expect(value.count, value.label).toBe(expected.length);
    }
  });

  test('two values of one filter widen the list, filters of different kinds narrow it', async () => {
    const seed = biggest();
    const members = catalogue.productsByCollection.get(seed.handle)!;
    const types = [...new Set(members.map((product) => product.productType))].slice(0, 2);
    const {collection} = await query(COLLECTION, {
      handle: seed.handle,
      filters: [...types.map((productType) => ({productType})), {available: true}],
    });
    const db = served.sandbox().db;
    const expected = members.filter(
      (product) =>
        types.includes(product.productType) &&
        product.variants.some((variant) => isInStock(db, variant.id)),
    );
    expect(collection.products.nodes.map((node: AnyJson) => node.handle)).toEqual(
      expected.map((product) => product.handle),
    );
  });
});

describe('Nodes, recommendations and the shop', () => {
  test('nodes answers position by position with null for ids the shop does not have', async () => {
    const product = catalogue.products[0];
    const variant = product.variants[0];
    const collection = catalogue.collections[0];
    const {nodes} = await query(
      `#graphql
        query CatalogueTestNodes($ids: [ID!]!) {
          nodes(ids: $ids) {
            __typename id
            ... on Product { handle }
            ... on ProductVariant { sku }
            ... on Collection { handle }
          }
        }
      `,
      {
        ids: [
          `gid://shopify/Product/${product.id}`,
          'gid://shopify/Product/1',
          `gid://shopify/ProductVariant/${variant.id}`,
          'gid://shopify/Blog/1',
          `gid://shopify/Collection/${collection.id}`,
        ],
      },
    );
    expect(nodes).toEqual([
      {__typename: 'Product', id: `gid://shopify/Product/${product.id}`, handle: product.handle},
      null,
      {
        __typename: 'ProductVariant',
        id: `gid://shopify/ProductVariant/${variant.id}`,
        sku: variant.sku,
      },
      null,
      {
        __typename: 'Collection',
        id: `gid://shopify/Collection/${collection.id}`,
        handle: collection.handle,
      },
    ]);
  });

  test('recommendations come from the product’s related and complementary references', async () => {
    const seed = pick('product with related products', (product) =>
      Boolean(product.metafields.related_product_refs && product.metafields.complementary_product),
    );
    const related: string[] = JSON.parse(seed.metafields.related_product_refs.value);
    const result = await query(
      `#graphql
        query CatalogueTestRecommendations($id: ID!, $handle: String!) {
          related: productRecommendations(productId: $id) { id }
          complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) { id }
          unknown: productRecommendations(productHandle: "no-such-product") { id }
        }
      `,
      {id: `gid://shopify/Product/${seed.id}`, handle: seed.handle},
    );
    const relatedIds = result.related.map((product: AnyJson) => product.id);
    expect(relatedIds.length).toBeLessThanOrEqual(10);
    expect(relatedIds).not.toContain(`gid://shopify/Product/${seed.id}`);
    expect(relatedIds.slice(0, related.length)).toEqual(
      related.filter((id) => !id.endsWith(`/${seed.id}`)).slice(0, 10),
    );
    expect(result.complementary).toEqual([{id: seed.metafields.complementary_product.value}]);
    expect(result.unknown).toBeNull();
  });

  test('Hydrogen’s shop analytics query answers with the shop id and the market’s currency', async () => {
    const analytics = await getShopAnalytics({
      storefront: storefront('CA'),
      publicStorefrontId: '12345',
    });
    expect(analytics).toEqual({
      shopId: 'gid://shopify/Shop/1',
      acceptedLanguage: 'EN',
      currency: 'CAD',
      hydrogenSubchannelId: '12345',
    });
  });

  test('the free-shipping threshold is a money metafield of the shop, in the market’s currency', async () => {
    const document = `#graphql
      query CatalogueTestThreshold($country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
        shop { metafield(namespace: "gpp", key: "free_shipping_threshold") { type value } }
      }
    `;
    const threshold = catalogue.shop.freeShippingThreshold;
    const us = await query(document, {}, 'US');
    const ca = await query(document, {}, 'CA');
    expect(us.shop.metafield.type).toBe('money');
    expect(JSON.parse(us.shop.metafield.value)).toEqual({
      amount: Number(threshold).toFixed(2),
      currency_code: 'USD',
    });
    expect(JSON.parse(ca.shop.metafield.value)).toEqual({
      amount: Number(priceIn(threshold, countryByCode('CA')).amount).toFixed(2),
      currency_code: 'CAD',
    });
  });
});

describe('The shop’s tags, types, payment settings and metaobjects', () => {
  test('productTags and productTypes list each value once, alphabetically, up to first', async () => {
    const document = `#graphql
      query CatalogueTestTagsAndTypes($first: Int!) {
        productTags(first: $first) {
          nodes
          pageInfo { hasNextPage }
        }
        productTypes(first: 250) { nodes }
      }
    `;
    const alphabetical = (values: string[]) =>
      [...new Set(values)].sort((a, b) => a.localeCompare(b));
    const tags = alphabetical(catalogue.products.flatMap((product) => product.tags));
    const types = alphabetical(catalogue.products.map((product) => product.productType));

    const all = await query(document, {first: 250});
    expect(all.productTags.nodes).toEqual(tags);
    expect(all.productTags.pageInfo.hasNextPage).toBe(false);
    expect(all.productTypes.nodes).toEqual(types);

    const few = await query(document, {first: 3});
    expect(few.productTags.nodes).toEqual(tags.slice(0, 3));
    expect(few.productTags.pageInfo.hasNextPage).toBe(true);
  });

  test('payment settings name the shop’s currency and country; a metaobject the shop lacks is null', async () => {
    const result = await query(`#graphql
      query CatalogueTestPaymentSettings {
        paymentSettings { countryCode currencyCode acceptedCardBrands enabledPresentmentCurrencies }
        metaobject(handle: {type: "faq", handle: "shipping"}) { id }
      }
    `);
    expect(result.paymentSettings).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      enabledPresentmentCurrencies: ['USD', 'CAD'],
    });
    expect(result.paymentSettings.acceptedCardBrands).toContain('VISA');
    expect(result.metaobject).toBeNull();
  });
});

function compareTuples(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++)
    if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}
