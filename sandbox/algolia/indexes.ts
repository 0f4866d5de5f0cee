/**
 * Every index the storefront queries, built from the catalogue, the stock table and the stories:
 * products per market (with their price-sorted replicas), content per locale, and the query
 * suggestions. Names follow `app/lib/algolia.ts`.
 *
 * Highlights default to `<mark>`, as the store's indexes are configured (Algolia's engine default is
 * `<em>`); widgets that ask for their own tags get those.
 */
import type {Story} from '../storyblok/content-types';
import type {CatalogueIndex} from '../catalogue';
import {COUNTRIES} from '../shopify/markets';
import {isPlainObject, type AlgoliaRecord} from './attributes';
import {createReplica, createSearchIndex, type IndexSettings, type SearchIndex} from './engine';
import {contentRecords} from './records/content';
import {productRecords, type StockLookup} from './records/products';
import {suggestionRecords} from './records/suggestions';

export const PRODUCTS_INDEX = 'shopify_products';
export const SUGGESTIONS_INDEX = 'shopify_products_query_suggestions';
export const PRICE_REPLICAS = [
  {suffix: '_each_price_asc', order: 'asc'},
  {suffix: '_each_price_desc', order: 'desc'},
] as const;

const MARKETS = [
  {
    country: 'US',
    productsIndex: PRODUCTS_INDEX,
    contentIndex: 'storyblok_content_en_us',
    folder: 'en-us',
  },
  {
    country: 'CA',
    productsIndex: 'shopify_products_en_ca',
    contentIndex: 'storyblok_content_en_ca',
    folder: 'en-ca',
  },
] as const;

const BASE_SETTINGS: IndexSettings = {
  searchableAttributes: [],
  attributesForFaceting: [],
  attributeForDistinct: null,
  customRanking: [],
  sortBy: null,
  attributesToHighlight: null,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetingAfterDistinct: false,
};

const PRODUCT_FACETS = [
  'searchable(named_tags.Lvl0)',
  'searchable(named_tags.Lvl1)',
  'named_tags_names',
  'searchable(vendor)',
  'searchable(product_type)',
  'searchable(tags)',
  'collections',
  'each_price',
  'price',
  'price_range',
  'inventory_available',
  'option1',
  'option2',
  'filterOnly(id)',
  'filterOnly(handle)',
];

export interface IndexSources {
  catalogue: CatalogueIndex;
  stories: readonly Story[];
  stockOf: StockLookup;
}

export interface IndexCatalog {
  get(name: string): SearchIndex | undefined;
  /** Records per primary index (replicas hold the same records). */
  recordCounts(): Record<string, number>;
}

const PRODUCT_SEARCHABLE = [
  'title',
  'variant_title',
  'sku',
  'product_type',
  'vendor',
  'tags',
  'body_html_safe',
];
const CONTENT_SEARCHABLE = [
  'name',
  'content.seo.title',
  'content.title',
  'content.question',
  'content.seo.description',
  'content.excerpt',
  'content.answer',
  'content.text',
];

/**
 * Each index is built the first time it is asked for, so a query pays only for the index it reads,
 * and counting records builds no index at all. The markets' product records differ only in
 * prices, so they share one text index.
 */
export function createIndexCatalog(loadSources: () => IndexSources): IndexCatalog {
  const sources = once(loadSources);
  /** Primary indexes: their records (cheap, enough for counts) and the index built on them. */
  const primaries = new Map<string, {records: () => AlgoliaRecord[]; index: () => SearchIndex}>();
  const replicas = new Map<string, () => SearchIndex>();
  let sharedProductText: SearchIndex['text'] | undefined;

  const addPrimary = (
    name: string,
    records: () => AlgoliaRecord[],
    build: (records: AlgoliaRecord[]) => SearchIndex,
  ) => {
    const memoRecords = once(records);
    const index = once(() => build(memoRecords()));
    primaries.set(name, {records: memoRecords, index});
    return index;
  };

  for (const market of MARKETS) {
    const country =
      COUNTRIES.find((candidate) => candidate.isoCode === market.country) ?? COUNTRIES[0];
    const products = addPrimary(
      market.productsIndex,
      () => productRecords(sources().catalogue, sources().stockOf, country),
      (records) => {
        const index = createSearchIndex(
          market.productsIndex,
          records,
          {
            ...BASE_SETTINGS,
            searchableAttributes: PRODUCT_SEARCHABLE,
            attributesForFaceting: [...PRODUCT_FACETS, ...metafieldFacets(records)],
            attributeForDistinct: 'id',
          },
          sharedProductText,
        );
        sharedProductText = index.text;
        return index;
      },
    );
    for (const {suffix, order} of PRICE_REPLICAS) {
      const name = `${market.productsIndex}${suffix}`;
      replicas.set(
        name,
        once(() => createReplica(products(), name, {attribute: 'each_price', order})),
      );
    }
    addPrimary(
      market.contentIndex,
      () => contentRecords(sources().stories, market.folder),
      (records) =>
        createSearchIndex(market.contentIndex, records, {
          ...BASE_SETTINGS,
          searchableAttributes: CONTENT_SEARCHABLE,
          attributesForFaceting: ['searchable(component)', 'tag_list'],
        }),
    );
  }
  addPrimary(
    SUGGESTIONS_INDEX,
    () => suggestionRecords(sources().catalogue, PRODUCTS_INDEX),
    (records) =>
      createSearchIndex(SUGGESTIONS_INDEX, records, {
        ...BASE_SETTINGS,
        searchableAttributes: ['query'],
        customRanking: [{attribute: 'popularity', order: 'desc'}],
      }),
  );

  return {
    get: (name) => (primaries.get(name)?.index ?? replicas.get(name))?.(),
    recordCounts: () =>
      Object.fromEntries([...primaries].map(([name, {records}]) => [name, records().length])),
  };
}

function once<T>(build: () => T): () => T {
  let built: {value: T} | undefined;
  return () => (built ??= {value: build()}).value;
}

/** Every `meta.gpp.*` key holding a plain value (flags, sizes, brand), so each can be a filter. */
function metafieldFacets(records: readonly AlgoliaRecord[]): string[] {
  const keys = new Set<string>();
  for (const record of records) {
    const gpp = isPlainObject(record.meta) && isPlainObject(record.meta.gpp) ? record.meta.gpp : {};
    for (const [key, value] of Object.entries(gpp)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) keys.add(`meta.gpp.${key}`);
    }
  }
  return [...keys].sort();
}
