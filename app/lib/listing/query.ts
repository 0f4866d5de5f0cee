/**
 * The one listing engine behind collections, brands and search: a listing state becomes one
 * Algolia multi-query, and its answers become what the page shows. The requests follow
 * InstantSearch's disjunctive faceting: the main query carries every refinement, and each refined
 * group gets one more query without its own refinement, so its other values keep their counts
 * (and a range its full bounds).
 */
import type {SearchParamsObject, SearchResponse} from 'algoliasearch/lite';
import {
  FILTERS,
  ICON_FILTER_LIMIT,
  REFINEMENT_LIST_LIMIT,
  facetAttributes,
  filterLabel,
  rangePrefix,
  roundBound,
  sortFacetValues,
  type FilterDefinition,
  type IconsFilter,
  type RangeFilter,
  type RefinementFilter,
} from './filters';
import {SORT_OPTIONS, type ListingState, type PriceRange} from './state';

/** One query of a multi-query, its parameters as an object. */
export type HitsQuery = SearchParamsObject & {indexName: string};

/** Algolia's own cap on facet values per attribute; groups show fewer. */
export const MAX_VALUES_PER_FACET = 1000;

/** Retrieved attributes: everything but what no card shows and what is large. */
const ATTRIBUTES_TO_RETRIEVE = [
  '*',
  '-body_html_safe',
  '-tags',
  '-named_tags',
  '-named_tags_names',
  '-collections',
  '-options',
  '-option_names',
  '-meta.gpp.related_product_refs',
  '-meta.gpp.suggested_product_refs',
  '-meta.gpp.disclaimer',
  '-meta.gpp.packaging_disclaimer',
  '-meta.gpp.card_description',
  '-meta.gpp.overview_title',
  '-meta.gpp.overview_subtitle',
];

export interface ListingInput {
  /** The market's products index; sorting picks its replica. */
  indexName: string;
  /** The currency of the index's prices, which the price filter's bounds are in. */
  currencyCode: string;
  query: string;
  /** What the page lists before any refinement, in Algolia's filter syntax (`named_tags.Lvl0:"Hot Cups"`). */
  baseFilter: string | null;
  state: ListingState;
  /** Overrides the state's page size (search shows a fixed 250). */
  hitsPerPage?: number;
  /** The visitor's id, for Algolia's analytics and personalisation. */
  userToken?: string | null;
  filters?: readonly FilterDefinition[];
}

export interface ListingProduct {
  id: string;
  /** The record the search answered with (a variant's), which Insights events name. */
  objectID: string;
  /** Where the search put it, from 1 across pages, which a click event reports. */
  position: number;
  handle: string;
  title: string;
  brand: string | null;
  image: string | null;
  /** The lowest variant price, in the market's currency. */
  price: number;
  /** Per-piece price of the shown variant, when the product is sold in packs. */
  eachPrice: number | null;
  available: boolean;
}

/** A product to offer in place of a sold-out one. */
export interface Alternative {
  handle: string;
  title: string;
}

export interface RefinementGroup {
  type: 'refinementList';
  param: string;
  label: string;
  values: {value: string; label: string; count: number; selected: boolean}[];
}

export interface RangeGroup {
  type: 'rangeSlider';
  param: string;
  label: string;
  labelPrefix: string;
  min: number;
  max: number;
  step: number;
  selected: PriceRange | null;
}

export interface IconsGroup {
  type: 'icons';
  param: string;
  label: string;
  values: {value: string; label: string; icon: string; count: number; selected: boolean}[];
}

export type FilterGroup = RefinementGroup | RangeGroup | IconsGroup;

export interface Listing {
  products: ListingProduct[];
  total: number;
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** Groups with something to choose; a range whose min equals its max is left out. */
  groups: FilterGroup[];
  /** The index the products came from (a sort's replica), and the search's id, for Insights events. */
  indexName: string;
  queryID: string | null;
  /** Set when search failed and the products come from the catalogue: no filters, and the page says so. */
  withoutFilters?: boolean;
}

export function sortIndexName(indexName: string, sort: ListingState['sort']): string {
  const option = SORT_OPTIONS.find((candidate) => candidate.value === sort) ?? SORT_OPTIONS[0];
  return `${indexName}${option.indexSuffix}`;
}

/** The multi-query for a listing: the main query first, then one per refined group. */
export function listingRequests(input: ListingInput): HitsQuery[] {
  const filters = input.filters ?? FILTERS;
  const indexName = sortIndexName(input.indexName, input.state.sort);
  const common = {
    indexName,
    query: input.query,
    distinct: true,
    // Counts are of products, as the cards are, not of the variants the index holds.
    facetingAfterDistinct: true,
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    ...(input.baseFilter ? {filters: input.baseFilter} : {}),
    ...(input.userToken ? {userToken: input.userToken} : {}),
  };
  const main: HitsQuery = {
    ...common,
    ...refinementFilters(input.state, filters, null),
    facets: filters.flatMap(facetAttributes),
    hitsPerPage: input.hitsPerPage ?? input.state.perPage,
    page: input.state.page - 1,
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToHighlight: [],
    clickAnalytics: true,
  };
  const disjunctive = refinedFilters(input.state, filters).map(
    (filter): HitsQuery => ({
      ...common,
      ...refinementFilters(input.state, filters, filter),
      facets: facetAttributes(filter),
      hitsPerPage: 0,
      page: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      analytics: false,
    }),
  );
  return [main, ...disjunctive];
}

/** What the page shows, from the answers to `listingRequests(input)`, in the same order. */
export function readListing(input: ListingInput, responses: SearchResponse[]): Listing {
  const filters = input.filters ?? FILTERS;
  const [main, ...rest] = responses;
  const refined = refinedFilters(input.state, filters);
  const facetSource = (filter: FilterDefinition) => {
    const index = refined.indexOf(filter);
    return index === -1 ? main : rest[index] ?? main;
  };
  const groups = filters.flatMap((filter): FilterGroup[] => {
    const source = facetSource(filter);
    if (filter.type === 'icons') return iconsGroup(filter, source, input.state);
    return filter.type === 'refinementList'
      ? refinementGroup(filter, source, input.state)
      : rangeGroup(filter, source, input);
  });
  const pages = main.nbPages ?? 0;
  const firstPosition = (main.page ?? 0) * (main.hitsPerPage ?? main.hits.length) + 1;
  return {
    products: main.hits.map((hit, index) => listingProduct(hit, firstPosition + index)),
    total: main.nbHits ?? 0,
    page: (main.page ?? 0) + 1,
    pages,
    groups,
    indexName: sortIndexName(input.indexName, input.state.sort),
    queryID: main.queryID ?? null,
  };
}

/** Groups whose other values must keep their counts when refined: every `or` list, every range. */
function refinedFilters(state: ListingState, filters: readonly FilterDefinition[]) {
  return filters.filter((filter) => {
    if (filter.type === 'icons') return false;
    return filter.type === 'refinementList'
      ? (state.refinements[filter.param]?.length ?? 0) > 0
      : state.ranges[filter.param] !== undefined;
  });
}

/** Facet and numeric filters for every refinement except `leaveOut`'s. */
function refinementFilters(
  state: ListingState,
  filters: readonly FilterDefinition[],
  leaveOut: FilterDefinition | null,
): {facetFilters?: string[][]; numericFilters?: string[]} {
  const facetFilters: string[][] = [];
  const numericFilters: string[] = [];
  for (const filter of filters) {
    if (filter === leaveOut) continue;
    if (filter.type === 'icons') {
      for (const value of state.refinements[filter.param] ?? []) {
        const choice = filter.choices.find((each) => each.value === value);
        if (choice) facetFilters.push([`${choice.facetValue}:true`]);
      }
    } else if (filter.type === 'refinementList') {
      const values = state.refinements[filter.param] ?? [];
      if (!values.length) continue;
      const terms = values.map((value) => `${filter.facetValue}:${value}`);
      // An inner list is OR, the outer one AND.
      if (filter.operator === 'or') facetFilters.push(terms);
      else facetFilters.push(...terms.map((term) => [term]));
    } else {
      const range = state.ranges[filter.param];
      if (range?.min != null) numericFilters.push(`${filter.facetValue}>=${range.min}`);
      if (range?.max != null) numericFilters.push(`${filter.facetValue}<=${range.max}`);
    }
  }
  return {
    ...(facetFilters.length ? {facetFilters} : {}),
    ...(numericFilters.length ? {numericFilters} : {}),
  };
}

function refinementGroup(
  filter: RefinementFilter,
  response: SearchResponse,
  state: ListingState,
): RefinementGroup[] {
  const counts = response.facets?.[filter.facetValue] ?? {};
  const selected = state.refinements[filter.param] ?? [];
  const byCount = Object.entries(counts)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, REFINEMENT_LIST_LIMIT)
    .map(([value]) => value);
  // A chosen value stays listed (to be unticked) even when nothing matches it any more.
  const shown = [...byCount, ...selected.filter((value) => !byCount.includes(value))];
  const values = sortFacetValues(
    shown.map((value) => ({
      value,
      label: filterLabel(filter, value),
      count: counts[value] ?? 0,
      selected: selected.includes(value),
    })),
  );
  return values.length
    ? [{type: 'refinementList', param: filter.param, label: filter.label, values}]
    : [];
}

function iconsGroup(
  filter: IconsFilter,
  response: SearchResponse,
  state: ListingState,
): IconsGroup[] {
  const selected = state.refinements[filter.param] ?? [];
  const values = filter.choices
    .map((choice) => ({
      value: choice.value,
      label: choice.label,
      icon: choice.icon,
      count: response.facets?.[choice.facetValue]?.true ?? 0,
      selected: selected.includes(choice.value),
    }))
    // A quality no listed product has is no choice, unless it is the one that emptied the list.
    .filter((value) => value.count > 0 || value.selected)
    .slice(0, ICON_FILTER_LIMIT);
  return values.length ? [{type: 'icons', param: filter.param, label: filter.label, values}] : [];
}

function rangeGroup(
  filter: RangeFilter,
  response: SearchResponse,
  {state, currencyCode}: ListingInput,
): RangeGroup[] {
  const stats = response.facets_stats?.[filter.facetValue];
  if (stats?.min == null || stats.max == null || stats.min === stats.max) return [];
  const min = roundBound(stats.min, 'down');
  const max = roundBound(stats.max, 'up');
  return [
    {
      type: 'rangeSlider',
      param: filter.param,
      label: filter.label,
      labelPrefix: rangePrefix(filter, currencyCode),
      min,
      max,
      step: filter.step,
      selected: state.ranges[filter.param] ?? null,
    },
  ];
}

function listingProduct(hit: Record<string, unknown>, position: number): ListingProduct {
  const meta = (hit.meta as {gpp?: Record<string, unknown>} | undefined)?.gpp ?? {};
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    id: String(hit.id ?? hit.objectID),
    objectID: String(hit.objectID),
    position,
    handle: String(hit.handle ?? ''),
    title: String(hit.title ?? ''),
    brand: text(meta.brand) ?? text(hit.vendor),
    image: text(hit.product_image) ?? text(hit.image),
    price: number(hit.variants_min_price) ?? number(hit.price) ?? 0,
    eachPrice: number(hit.each_price),
    available: hit.inventory_available !== false,
  };
}
