/**
 * Every index the storefront queries, built from the catalogue, the stock table and the stories:
 * products per market (with their price-sorted replicas), content per locale, and the query
 * suggestions. Names follow `app/lib/listing/algolia.ts`; searchable attributes, facets, ranking, distinct
 * and replicas come from the store's committed settings (`algolia/settings.json`).
 *
 * Highlights default to `<mark>`, as the store's indexes are configured (Algolia's engine default is
 * `<em>`); widgets that ask for their own tags get those.
 */
import type {Story} from '../storyblok/content-types';
import type {CatalogueIndex} from '../catalogue';
import {COUNTRIES} from '../shopify/markets';
import type {AlgoliaRecord} from './attributes';
import {createReplica, createSearchIndex, type IndexSettings, type SearchIndex} from './engine';
import {contentRecords} from './records/content';
import {productRecords, type StockLookup} from './records/products';
import {suggestionRecords} from './records/suggestions';
import type {WrittenRecords} from './written-records';
import {
  loadSettingsFile,
  replicaSort,
  settingsOf,
  sortCriterion,
  type AlgoliaIndexSettings,
} from './settings-file';

export const PRODUCTS_INDEX = 'shopify_products';
export const SUGGESTIONS_INDEX = 'shopify_products_query_suggestions';

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

export interface IndexSources {
  catalogue: CatalogueIndex;
  stories: readonly Story[];
  stockOf: StockLookup;
}

export interface IndexCatalog {
  get(name: string): SearchIndex | undefined;
  /** Records per primary index (replicas hold the same records). */
  recordCounts(): Record<string, number>;
  /** Drops what was built of an index (and its replicas) after a write; rebuilt when next asked. */
  invalidate(name: string): void;
}

/**
 * Each index is built the first time it is asked for, so a query pays only for the index it reads,
 * and counting records builds no index at all. The markets' product records differ only in
 * prices, so they share one text index while neither has been written to. Records written through
 * the write API are laid over the seed (`written`); an index that only writes created is searched
 * with default settings.
 */
export function createIndexCatalog(
  loadSources: () => IndexSources,
  written?: WrittenRecords,
): IndexCatalog {
  const sources = once(loadSources);
  const file = loadSettingsFile();
  /** Primary indexes: their records (cheap, enough for counts) and the index built on them. */
  const primaries = new Map<string, {records: Resettable<AlgoliaRecord[]>; index: Resettable<SearchIndex>}>();
  const replicas = new Map<string, {primary: string; index: Resettable<SearchIndex>}>();
  let sharedProductText: SearchIndex['text'] | undefined;
  const unwritten = (name: string) => !written?.isWritten(name);

  const addPrimary = (
    name: string,
    seed: () => AlgoliaRecord[],
    build: (records: AlgoliaRecord[]) => SearchIndex,
  ) => {
    const records = resettable(() => (written ? written.recordsOf(name, seed()) : seed()));
    const index = resettable(() => build(records()));
    primaries.set(name, {records, index});
    return index;
  };

  for (const market of MARKETS) {
    const country =
      COUNTRIES.find((candidate) => candidate.isoCode === market.country) ?? COUNTRIES[0];
    const products = addPrimary(
      market.productsIndex,
      () => productRecords(sources().catalogue, sources().stockOf, country),
      (records) => {
        const shares = unwritten(PRODUCTS_INDEX) && unwritten('shopify_products_en_ca');
        const index = createSearchIndex(
          market.productsIndex,
          records,
          withFileSettings(settingsOf(file, market.productsIndex)),
          shares ? sharedProductText : undefined,
        );
        if (shares) sharedProductText = index.text;
        return index;
      },
    );
    for (const name of settingsOf(file, market.productsIndex).replicas ?? []) {
      const sortBy = replicaSort(settingsOf(file, name));
      if (!sortBy) throw new Error(`The replica ${name} in algolia/settings.json sorts by nothing`);
      replicas.set(name, {
        primary: market.productsIndex,
        index: resettable(() => createReplica(products(), name, sortBy)),
      });
    }
    addPrimary(
      market.contentIndex,
      () => contentRecords(sources().stories, market.folder),
      (records) =>
        createSearchIndex(
          market.contentIndex,
          records,
          withFileSettings(settingsOf(file, market.contentIndex)),
        ),
    );
  }
  addPrimary(
    SUGGESTIONS_INDEX,
    () =>
      suggestionRecords(
        sources().catalogue,
        file.querySuggestions.sourceIndices[0]?.indexName ?? PRODUCTS_INDEX,
      ),
    (records) =>
      createSearchIndex(
        SUGGESTIONS_INDEX,
        records,
        withFileSettings(settingsOf(file, SUGGESTIONS_INDEX)),
      ),
  );

  const addWrittenOnly = () => {
    for (const name of written?.writtenIndexNames() ?? []) {
      if (primaries.has(name) || replicas.has(name)) continue;
      addPrimary(name, () => [], (records) =>
        createSearchIndex(name, records, withFileSettings({})),
      );
    }
  };

  return {
    get(name) {
      if (!primaries.has(name) && !replicas.has(name)) addWrittenOnly();
      return (primaries.get(name)?.index ?? replicas.get(name)?.index)?.();
    },
    recordCounts() {
      addWrittenOnly();
      return Object.fromEntries([...primaries].map(([name, {records}]) => [name, records().length]));
    },
    invalidate(name) {
      const primary = primaries.get(name);
      primary?.records.reset();
      primary?.index.reset();
      for (const replica of replicas.values()) if (replica.primary === name) replica.index.reset();
    },
  };
}

type Resettable<T> = (() => T) & {reset(): void};

function resettable<T>(build: () => T): Resettable<T> {
  let built: {value: T} | undefined;
  const get = () => (built ??= {value: build()}).value;
  return Object.assign(get, {reset: () => (built = undefined)});
}

function once<T>(build: () => T): () => T {
  let built: {value: T} | undefined;
  return () => (built ??= {value: build()}).value;
}

/** The engine's settings from an index's entry in `algolia/settings.json`. */
function withFileSettings(settings: AlgoliaIndexSettings): IndexSettings {
  return {
    ...BASE_SETTINGS,
    searchableAttributes: settings.searchableAttributes ?? [],
    attributesForFaceting: settings.attributesForFaceting ?? [],
    attributeForDistinct: settings.attributeForDistinct ?? null,
    customRanking: (settings.customRanking ?? []).map(sortCriterion),
    highlightPreTag: settings.highlightPreTag ?? BASE_SETTINGS.highlightPreTag,
    highlightPostTag: settings.highlightPostTag ?? BASE_SETTINGS.highlightPostTag,
  };
}
