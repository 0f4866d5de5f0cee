/**
 * Search parameters as Algolia takes them: a URL-encoded `params` string (v3/v4 clients,
 * InstantSearch) or JSON properties (v5 clients), or both. Values arrive typed (JSON) or as text
 * (URL-encoded, where lists are JSON or comma-separated), so each one is read by its kind.
 * Parameters that change nothing here (analytics, personalisation, geo) are accepted and ignored;
 * anything Algolia does not know is refused, as Algolia does.
 */
import {badRequest} from './errors';
import {
  facetFiltersToFilter,
  numericFiltersToFilter,
  readFilterList,
  tagFiltersToFilter,
} from './filter-lists';
import {MATCH_ALL, type Filter} from './filter-match';
import {parseFilters} from './filter-syntax';

export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';
export type TypoTolerance = boolean | 'min' | 'strict';

export interface SearchParams {
  query: string;
  filter: Filter;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  facetingAfterDistinct: boolean | null;
  page: number;
  hitsPerPage: number;
  offset: number | null;
  length: number | null;
  /** Records kept per distinct group; 0 turns distinct off; null leaves the index setting. */
  distinct: number | null;
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | null;
  highlightPreTag: string | null;
  highlightPostTag: string | null;
  restrictSearchableAttributes: string[] | null;
  typoTolerance: TypoTolerance;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  queryType: QueryType;
  clickAnalytics: boolean;
  getRankingInfo: boolean;
  responseFields: string[] | null;
  facetQuery: string;
  maxFacetHits: number;
}

/** Algolia's search parameters that the sandbox accepts without acting on them. */
const IGNORED = new Set([
  'similarQuery',
  'optionalFilters',
  'sumOrFiltersScores',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ruleContexts',
  'personalizationImpact',
  'userToken',
  'synonyms',
  'analytics',
  'analyticsTags',
  'percentileComputation',
  'enableABTest',
  'ranking',
  'customRanking',
  'relevancyStrictness',
  'attributesToSnippet',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes',
  'ignorePlurals',
  'removeStopWords',
  'keepDiacriticsOnCharacters',
  'queryLanguages',
  'decompoundQuery',
  'enableRules',
  'enablePersonalization',
  'removeWordsIfNoResults',
  'mode',
  'semanticSearch',
  'advancedSyntax',
  'optionalWords',
  'disableExactOnAttributes',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'advancedSyntaxFeatures',
  'replaceSynonymsInHighlight',
  'minProximity',
  'attributeCriteriaComputedByMinProximity',
  'renderingContent',
  'enableReRanking',
  'reRankingApplyFilter',
  'explain',
]);

const HANDLED = new Set([
  'query',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'facets',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'facetingAfterDistinct',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'distinct',
  'attributesToRetrieve',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'restrictSearchableAttributes',
  'typoTolerance',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'queryType',
  'clickAnalytics',
  'getRankingInfo',
  'responseFields',
  'facetQuery',
  'maxFacetHits',
]);

export const MAX_HITS_PER_PAGE = 1000;
/** Algolia refuses a longer query (counted in bytes of UTF-8, not characters). */
const MAX_QUERY_BYTES = 512;
const MAX_VALUES_PER_FACET = 1000;

/** Reads raw parameters (already merged from `params` and JSON) into typed search parameters. */
export function readSearchParams(raw: Record<string, unknown>): SearchParams {
  for (const name of Object.keys(raw)) {
    if (!HANDLED.has(name) && !IGNORED.has(name)) throw badRequest(`Unknown parameter: ${name}`);
  }
  const filters = [
    raw.filters === undefined ? MATCH_ALL : parseFilters(readString('filters', raw.filters)),
    raw.facetFilters === undefined
      ? MATCH_ALL
      : facetFiltersToFilter(readFilterList('facetFilters', raw.facetFilters)),
    raw.numericFilters === undefined
      ? MATCH_ALL
      : numericFiltersToFilter(readFilterList('numericFilters', raw.numericFilters)),
    raw.tagFilters === undefined
      ? MATCH_ALL
      : tagFiltersToFilter(readFilterList('tagFilters', raw.tagFilters)),
  ];
  const optional = <T>(name: string, read: (name: string, value: unknown) => T): T | null =>
    raw[name] === undefined ? null : read(name, raw[name]);

  return {
    query: optional('query', readQuery) ?? '',
    filter: {kind: 'and', filters: filters},
    facets: optional('facets', readList) ?? [],
    maxValuesPerFacet: Math.min(
      optional('maxValuesPerFacet', integerFrom(0)) ?? 100,
      MAX_VALUES_PER_FACET,
    ),
    sortFacetValuesBy: optional('sortFacetValuesBy', oneOf(['count', 'alpha'] as const)) ?? 'count',
    facetingAfterDistinct: optional('facetingAfterDistinct', readBoolean),
    page: optional('page', integerFrom(0)) ?? 0,
    hitsPerPage: optional('hitsPerPage', integerBetween(0, MAX_HITS_PER_PAGE)) ?? 20,
    offset: optional('offset', integerFrom(0)),
    length: optional('length', integerBetween(0, MAX_HITS_PER_PAGE)),
    distinct: optional('distinct', readDistinct),
    attributesToRetrieve: optional('attributesToRetrieve', readList) ?? ['*'],
    attributesToHighlight: optional('attributesToHighlight', readList),
    highlightPreTag: optional('highlightPreTag', readString),
    highlightPostTag: optional('highlightPostTag', readString),
    restrictSearchableAttributes: optional('restrictSearchableAttributes', readList),
    typoTolerance: optional('typoTolerance', readTypoTolerance) ?? true,
    minWordSizefor1Typo: optional('minWordSizefor1Typo', integerFrom(0)) ?? 4,
    minWordSizefor2Typos: optional('minWordSizefor2Typos', integerFrom(0)) ?? 8,
    queryType:
      optional('queryType', oneOf(['prefixLast', 'prefixAll', 'prefixNone'] as const)) ??
      'prefixLast',
    clickAnalytics: optional('clickAnalytics', readBoolean) ?? false,
    getRankingInfo: optional('getRankingInfo', readBoolean) ?? false,
    responseFields: optional('responseFields', readList),
    facetQuery: optional('facetQuery', readString) ?? '',
    maxFacetHits: optional('maxFacetHits', integerBetween(1, 100)) ?? 10,
  };
}

/** `a=1&b=%5B%22x%22%5D` → `{a: '1', b: '["x"]'}`; values stay text until read by kind. */
export function parseParamsString(params: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(params));
}

/** The `params` string Algolia echoes: JSON values encoded as a client would have sent them. */
export function toParamsString(raw: Record<string, unknown>): string {
  return Object.entries(raw)
    .map(([name, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${encodeURIComponent(name)}=${encodeURIComponent(text)}`;
    })
    .join('&');
}

function readString(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw badRequest(`Invalid value for "${name}" parameter, expected string`);
}

function readQuery(name: string, value: unknown): string {
  const query = readString(name, value);
  if (new TextEncoder().encode(query).length > MAX_QUERY_BYTES) {
    throw badRequest(`Query is too long, ${MAX_QUERY_BYTES} bytes at most`);
  }
  return query;
}

function readList(name: string, value: unknown): string[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return readList(name, JSON.parse(text));
      } catch {
        throw badRequest(`Invalid value for "${name}" parameter, expected array of strings`);
      }
    }
    return text === '' ? [] : text.split(',').map((item) => item.trim());
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value as string[];
  throw badRequest(`Invalid value for "${name}" parameter, expected array of strings`);
}

function readBoolean(name: string, value: unknown): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw badRequest(`Invalid value for "${name}" parameter, expected boolean`);
}

function readInteger(name: string, value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw badRequest(`Invalid value for "${name}" parameter, expected integer`);
  }
  return number;
}

function integerFrom(min: number) {
  return integerBetween(min, Number.MAX_SAFE_INTEGER);
}

function integerBetween(min: number, max: number) {
  return (name: string, value: unknown): number => {
    const number = readInteger(name, value);
    if (number < min) {
      throw badRequest(
        `Value too small for "${name}" parameter, expected integer between ${min} and ${max}`,
      );
    }
    if (number > max) {
      throw badRequest(
        `Value too big for "${name}" parameter, expected integer between ${min} and ${max}`,
      );
    }
    return number;
  };
}

function oneOf<T extends string>(allowed: readonly T[]) {
  return (name: string, value: unknown): T => {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
      return value as T;
    throw badRequest(
      `Invalid value for "${name}" parameter, expected one of: ${allowed.join(', ')}`,
    );
  };
}

/** `distinct`: true/false, or how many records to keep per group (0–4). */
function readDistinct(name: string, value: unknown): number {
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return integerBetween(0, 4)(name, value);
}

function readTypoTolerance(name: string, value: unknown): TypoTolerance {
  if (value === 'min' || value === 'strict') return value;
  return readBoolean(name, value);
}
