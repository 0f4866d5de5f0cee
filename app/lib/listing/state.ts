/**
 * A listing's state as its address carries it, readable and shareable:
 * `?size=8&size=12&price=0.05:0.2&sort=price_asc&page=2&per_page=30&grid=true`. The server reads it,
 * the GET form without JavaScript writes it, and the client writes the same thing after its
 * debounce, so one address is one page whichever way it was reached. Anything malformed is dropped,
 * never an error; the original store's JSON `state` parameter is read by `legacy-address.ts`.
 */
import {FILTERS, type FilterDefinition} from './filters';

export const SORT_OPTIONS = [
  {value: 'featured', label: 'Featured', indexSuffix: ''},
  {value: 'price_asc', label: 'Price: low to high', indexSuffix: '_each_price_asc'},
  {value: 'price_desc', label: 'Price: high to low', indexSuffix: '_each_price_desc'},
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export const PAGE_SIZES = [15, 30, 45] as const;
export const DEFAULT_PAGE_SIZE = 15;
/** How many values one refinement can carry; more is not a shopper. */
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;
const MAX_PAGE = 1000;

export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface ListingState {
  /** Selected values per refinement-list parameter (`size`, `brand`). */
  refinements: Record<string, string[]>;
  /** Bounds per range parameter (`price`). */
  ranges: Record<string, PriceRange>;
  sort: SortValue;
  /** 1-based. */
  page: number;
  perPage: number;
  /** `grid=true` forces the grid; `false` the list; null leaves the collection's default. */
  grid: boolean | null;
}

export const EMPTY_STATE: ListingState = {
  refinements: {},
  ranges: {},
  sort: 'featured',
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
  grid: null,
};

/**
 * Reads the state from the address. Range bounds also come as `price_min` / `price_max`, as the
 * form's two number inputs send them without JavaScript.
 */
export function readListingState(
  params: URLSearchParams,
  filters: readonly FilterDefinition[] = FILTERS,
): ListingState {
  const refinements: ListingState['refinements'] = {};
  const ranges: ListingState['ranges'] = {};
  for (const filter of filters) {
    if (filter.type === 'icons') {
      const known = new Set(filter.choices.map((choice) => choice.value));
      const values = unique(params.getAll(filter.param)).filter((value) => known.has(value));
      if (values.length) refinements[filter.param] = values;
    } else if (filter.type === 'refinementList') {
      const values = unique(
        params
          .getAll(filter.param)
          .map((value) => value.trim())
          .filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH),
      ).slice(0, MAX_VALUES);
      if (values.length) refinements[filter.param] = values;
    } else {
      const range = readRange(params, filter.param);
      if (range) ranges[filter.param] = range;
    }
  }
  const sort = SORT_OPTIONS.find((option) => option.value === params.get('sort'))?.value;
  const perPage = PAGE_SIZES.find((size) => String(size) === params.get('per_page'));
  const grid = params.get('grid');
  return {
    refinements,
    ranges,
    sort: sort ?? 'featured',
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
    perPage: perPage ?? DEFAULT_PAGE_SIZE,
    grid: grid === 'true' ? true : grid === 'false' ? false : null,
  };
}

/** The canonical query parameters for a state; defaults are left out, so a plain page has none. */
export function listingSearchParams(
  state: ListingState,
  filters: readonly FilterDefinition[] = FILTERS,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of filters) {
    if (filter.type !== 'rangeSlider') {
      for (const value of state.refinements[filter.param] ?? []) params.append(filter.param, value);
    } else {
      const range = state.ranges[filter.param];
      if (range && (range.min !== null || range.max !== null)) {
        params.set(filter.param, `${range.min ?? ''}:${range.max ?? ''}`);
      }
    }
  }
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.perPage !== DEFAULT_PAGE_SIZE) params.set('per_page', String(state.perPage));
  if (state.grid !== null) params.set('grid', String(state.grid));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** How many refinements are applied (each value, each range), for the chips and clear-all. */
export function appliedCount(state: ListingState): number {
  return (
    Object.values(state.refinements).reduce((sum, values) => sum + values.length, 0) +
    Object.keys(state.ranges).length
  );
}

/** A state with one change; any change but paging itself starts again at page 1. */
export function withChange(state: ListingState, change: Partial<ListingState>): ListingState {
  return {...state, page: 1, ...change};
}

export function withoutValue(state: ListingState, param: string, value?: string): ListingState {
  const refinements = {...state.refinements};
  const ranges = {...state.ranges};
  if (value === undefined) {
    delete ranges[param];
  } else {
    const rest = (refinements[param] ?? []).filter((each) => each !== value);
    if (rest.length) refinements[param] = rest;
    else delete refinements[param];
  }
  return withChange(state, {refinements, ranges});
}

/** The same view with no refinements: sort, page size and layout are the shopper's, not filters. */
export function withoutRefinements(state: ListingState): ListingState {
  return withChange(state, {refinements: {}, ranges: {}});
}

function readRange(params: URLSearchParams, param: string): PriceRange | null {
  const combined = params.get(param);
  let [min, max] = combined?.includes(':')
    ? combined.split(':', 2)
    : [params.get(`${param}_min`), params.get(`${param}_max`)];
  min = min?.trim() ?? '';
  max = max?.trim() ?? '';
  const range = {min: bound(min), max: bound(max)};
  // Half a range that does not read is not a range the shopper asked for.
  if ((min !== '' && range.min === null) || (max !== '' && range.max === null)) return null;
  if (range.min === null && range.max === null) return null;
  if (range.min !== null && range.max !== null && range.min > range.max) return null;
  return range;
}

function bound(text: string): number | null {
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(text)) return null;
  return Number(text);
}

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
