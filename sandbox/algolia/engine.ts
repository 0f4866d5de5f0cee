/**
 * One Algolia index: its records and settings, and a query against it. Ranking follows Algolia's
 * tie-breaking order: a replica's sort attribute first, then fewer typos, the more important
 * matched attribute, text relevance, the custom ranking, and finally the records' own order.
 * Filtering, faceting, distinct and paging happen here on top of the text matches.
 */
import {randomBytes} from 'node:crypto';
import {retrieveAttributes, valueAt, valuesAt, type AlgoliaRecord} from './attributes';
import {badRequest} from './errors';
import {
  buildFacetColumn,
  countFacets,
  readFacetSettings,
  searchFacetValues,
  type FacetColumn,
  type FacetHit,
  type FacetSettings,
} from './facets';
import {matchesFilter, toNumber} from './filter-match';
import {highlightHit} from './highlight';
import type {SearchParams} from './params';
import {createTextIndex, type TextIndex, type TextMatch} from './text-index';
import type {WordRules} from './words';

export interface SortCriterion {
  attribute: string;
  order: 'asc' | 'desc';
}

export interface IndexSettings {
  /** By importance: a match in an earlier attribute ranks higher. */
  searchableAttributes: string[];
  attributesForFaceting: string[];
  attributeForDistinct: string | null;
  customRanking: SortCriterion[];
  /** A standard replica's sort, applied before relevance. */
  sortBy: SortCriterion | null;
  /** null: the searchable attributes. */
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  facetingAfterDistinct: boolean;
}

export interface SearchIndex {
  name: string;
  records: AlgoliaRecord[];
  settings: IndexSettings;
  text: TextIndex;
  facetSettings: FacetSettings;
  facetColumns: ReadonlyMap<string, FacetColumn>;
}

/** `text` lets indexes whose records share their searchable text (one per market) share its index. */
export function createSearchIndex(
  name: string,
  records: AlgoliaRecord[],
  settings: IndexSettings,
  text: TextIndex = createTextIndex(records, settings.searchableAttributes),
): SearchIndex {
  const facetSettings = readFacetSettings(settings.attributesForFaceting);
  return {
    name,
    records,
    settings,
    text,
    facetSettings,
    facetColumns: new Map(
      facetSettings.counted.map((attribute) => [attribute, buildFacetColumn(records, attribute)]),
    ),
  };
}

/** A standard replica: the same records and text index, sorted by `sortBy` first. */
export function createReplica(
  primary: SearchIndex,
  name: string,
  sortBy: SortCriterion,
): SearchIndex {
  return {...primary, name, settings: {...primary.settings, sortBy}};
}

/** The paginated result, before the answer's envelope (`index`, `params`, timings). */
export interface QueryResult {
  hits: Record<string, unknown>[];
  nbHits: number;
  page?: number;
  nbPages?: number;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, {min: number; max: number; avg: number; sum: number}>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: {facetsCount: boolean; nbHits: boolean; typo: boolean};
  query: string;
  queryID?: string;
  renderingContent: Record<string, never>;
}

interface Ranked {
  position: number;
  record: AlgoliaRecord;
  match: TextMatch | null;
}

/** Algolia never pages beyond this many hits (`paginationLimitedTo`). */
const PAGINATION_LIMIT = 1000;

export function runQuery(
  index: SearchIndex,
  params: SearchParams,
  presentHit: (hit: AlgoliaRecord) => AlgoliaRecord = (hit) => hit,
): QueryResult {
  const {settings} = index;
  const ranked = rank(index, matchRecords(index, params));
  const distinct = params.distinct ?? 0;
  const grouped =
    distinct > 0 && settings.attributeForDistinct
      ? keepPerGroup(ranked, settings.attributeForDistinct, distinct)
      : ranked;

  const facetAttributes = params.facets.includes('*')
    ? index.facetSettings.counted
    : params.facets.filter((name) => index.facetSettings.counted.includes(name));
  const facetingAfterDistinct = params.facetingAfterDistinct ?? settings.facetingAfterDistinct;
  const faceted =
    params.facets.length > 0
      ? countFacets(
          (facetingAfterDistinct ? grouped : ranked).map((item) => item.position),
          index.facetColumns,
          facetAttributes,
          params,
        )
      : null;

  const reachable = grouped.slice(0, PAGINATION_LIMIT);
  const paging =
    params.offset !== null || params.length !== null
      ? offsetPaging(reachable, params.offset ?? 0, params.length ?? params.hitsPerPage)
      : pagePaging(grouped.length, reachable, params.page, params.hitsPerPage);

  const rules = wordRules(params);
  const highlightAttributes =
    params.attributesToHighlight ?? settings.attributesToHighlight ?? settings.searchableAttributes;
  const hits = paging.items.map(({record, match}) => {
    const hit = presentHit(retrieveAttributes(record, params.attributesToRetrieve));
    const words = match?.words ?? [];
    return {
      ...hit,
      _highlightResult: highlightHit(hit, {
        attributes: highlightAttributes,
        words,
        rules,
        preTag: params.highlightPreTag ?? settings.highlightPreTag,
        postTag: params.highlightPostTag ?? settings.highlightPostTag,
      }),
      ...(params.getRankingInfo ? {_rankingInfo: rankingInfo(match)} : {}),
    };
  });

  return {
    hits,
    nbHits: grouped.length,
    ...paging.fields,
    ...(faceted ? {facets: faceted.facets, facets_stats: faceted.facets_stats} : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: {facetsCount: true, nbHits: true, typo: true},
    query: params.query,
    ...(params.clickAnalytics ? {queryID: randomBytes(16).toString('hex')} : {}),
    renderingContent: {},
  };
}

/** `searchForFacetValues`: values of one facet among the records the rest of the query matches. */
export function runFacetQuery(
  index: SearchIndex,
  facetName: string,
  params: SearchParams,
): FacetHit[] {
  if (!index.facetSettings.searchable.has(facetName)) {
    throw badRequest(
      `Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`,
    );
  }
  const column = index.facetColumns.get(facetName);
  if (!column) return [];
  return searchFacetValues(
    matchRecords(index, params).map((item) => item.position),
    column,
    {
      facetQuery: params.facetQuery,
      maxFacetHits: params.maxFacetHits,
      rules: {...wordRules(params), queryType: 'prefixAll'},
      preTag: params.highlightPreTag ?? index.settings.highlightPreTag,
      postTag: params.highlightPostTag ?? index.settings.highlightPostTag,
    },
  );
}

function matchRecords(index: SearchIndex, params: SearchParams): Ranked[] {
  const matches = index.text.search(params.query, {
    ...wordRules(params),
    restrictSearchableAttributes: params.restrictSearchableAttributes,
  });
  const candidates: Ranked[] = matches
    ? [...matches].map(([position, match]) => ({position, record: index.records[position], match}))
    : index.records.map((record, position) => ({position, record, match: null}));
  return candidates.filter(({record}) =>
    matchesFilter(record, params.filter, index.facetSettings.filterable),
  );
}

function rank(index: SearchIndex, items: Ranked[]): Ranked[] {
  const {sortBy, customRanking} = index.settings;
  return items.sort((a, b) => {
    if (sortBy) {
      const order = compareBy(a.record, b.record, sortBy);
      if (order !== 0) return order;
    }
    if (a.match && b.match) {
      const relevance =
        a.match.typos - b.match.typos ||
        a.match.attribute - b.match.attribute ||
        b.match.score - a.match.score;
      if (relevance !== 0) return relevance;
    }
    for (const criterion of customRanking) {
      const order = compareBy(a.record, b.record, criterion);
      if (order !== 0) return order;
    }
    return a.position - b.position;
  });
}

/** Records without a numeric value for the attribute sort last, whichever the direction. */
function compareBy(a: AlgoliaRecord, b: AlgoliaRecord, {attribute, order}: SortCriterion): number {
  const left = firstNumber(a, attribute);
  const right = firstNumber(b, attribute);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  return order === 'asc' ? left - right : right - left;
}

function firstNumber(record: AlgoliaRecord, attribute: string): number | null {
  for (const value of valuesAt(record, attribute)) {
    const number = toNumber(value);
    if (number !== null) return number;
  }
  return null;
}

function keepPerGroup(items: Ranked[], attribute: string, perGroup: number): Ranked[] {
  const kept = new Map<string, number>();
  return items.filter(({record}) => {
    const value = valueAt(record, attribute);
    if (value === undefined || value === null) return true;
    const key = JSON.stringify(value);
    const count = kept.get(key) ?? 0;
    kept.set(key, count + 1);
    return count < perGroup;
  });
}

function pagePaging(total: number, reachable: Ranked[], page: number, hitsPerPage: number) {
  const reachableTotal = Math.min(total, PAGINATION_LIMIT);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachableTotal / hitsPerPage);
  return {
    items: reachable.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
    fields: {page, nbPages, hitsPerPage},
  };
}

function offsetPaging(reachable: Ranked[], offset: number, length: number) {
  return {items: reachable.slice(offset, offset + length), fields: {offset, length}};
}

function wordRules(params: SearchParams): WordRules {
  return {
    queryType: params.queryType,
    typoTolerance: params.typoTolerance,
    minWordSizefor1Typo: params.minWordSizefor1Typo,
    minWordSizefor2Typos: params.minWordSizefor2Typos,
  };
}

function rankingInfo(match: TextMatch | null) {
  return {
    nbTypos: match?.typos ?? 0,
    firstMatchedWord: (match?.attribute ?? 0) * 1000,
    proximityDistance: 0,
    userScore: 0,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: match ? match.words.length - Math.min(match.typos, match.words.length) : 0,
    words: match?.words.length ?? 0,
    filters: 0,
  };
}
