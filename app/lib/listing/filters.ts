/**
 * The filters shoppers can apply to a listing, in the shape of the content's filter definitions. They live in
 * code rather than in the CMS because each one must name an attribute the products index facets
 * on, and a typo there would silently show an empty group.
 */
import {currencySymbol} from '~/lib/i18n/money';
import {CERTIFICATIONS, FEATURES} from '~/lib/product/facts';

export interface RefinementFilter {
  type: 'refinementList';
  /** The address parameter: `?size=8&size=12`. */
  param: string;
  label: string;
  facetValue: string;
  labelPrefix?: string;
  labelSuffix?: string;
  /** Values of one group widen the result (`or`) or narrow it (`and`). */
  operator: 'or' | 'and';
}

export interface RangeFilter {
  type: 'rangeSlider';
  param: string;
  label: string;
  facetValue: string;
  labelPrefix?: string;
  labelSuffix?: string;
  step: number;
  /** The bounds are amounts in the market's currency, written after its symbol (`CA$0.05`). */
  currency?: boolean;
}

/**
 * Yes/no product qualities shown as icons: each choice is its own boolean facet
 * (`meta.gpp.is_home_compostable`), and choosing several asks for all of them.
 */
export interface IconsFilter {
  type: 'icons';
  param: string;
  label: string;
  choices: readonly {value: string; label: string; icon: string; facetValue: string}[];
}

export type FilterDefinition = RefinementFilter | RangeFilter | IconsFilter;

export const REFINEMENT_LIST_LIMIT = 50;
export const ICON_FILTER_LIMIT = 20;
/** Range bounds are shown and compared at two decimals. */
export const RANGE_PRECISION = 2;

export const FILTERS: readonly FilterDefinition[] = [
  {
    type: 'refinementList',
    param: 'size',
    label: 'Size',
    facetValue: 'meta.gpp.size_ounces',
    labelSuffix: ' oz',
    operator: 'or',
  },
  {
    type: 'rangeSlider',
    param: 'price',
    label: 'Price each',
    facetValue: 'each_price',
    currency: true,
    step: 0.01,
  },
  {
    type: 'refinementList',
    param: 'brand',
    label: 'Brand',
    facetValue: 'meta.gpp.brand',
    operator: 'or',
  },
  {
    type: 'icons',
    param: 'feature',
    label: 'Features',
    choices: Object.entries({...FEATURES, ...CERTIFICATIONS}).map(([key, label]) => ({
      value: key,
      label,
      icon: `/icons/product/${key.replace(/_/g, '-')}.svg`,
      facetValue: `meta.gpp.${key}`,
    })),
  },
];

export function filterLabel(filter: FilterDefinition, value: string): string {
  if (filter.type === 'icons') {
    return filter.choices.find((choice) => choice.value === value)?.label ?? value;
  }
  return `${filter.labelPrefix ?? ''}${value}${filter.labelSuffix ?? ''}`;
}

/** What a range's bounds are written after: the market's currency symbol for prices. */
export function rangePrefix(filter: RangeFilter, currencyCode: string): string {
  return filter.currency ? currencySymbol(currencyCode) : filter.labelPrefix ?? '';
}

/** The attributes a filter reads its counts from. */
export function facetAttributes(filter: FilterDefinition): string[] {
  return filter.type === 'icons'
    ? filter.choices.map((choice) => choice.facetValue)
    : [filter.facetValue];
}

/** Labels sort as numbers when every one starts with a number (`8 oz` before `12 oz`), else stay as given. */
export function sortFacetValues<T extends {value: string}>(values: readonly T[]): T[] {
  const numbers = values.map((item) => Number.parseFloat(item.value));
  if (numbers.some(Number.isNaN)) return [...values];
  return values
    .map((item, index) => ({item, number: numbers[index]}))
    .sort((a, b) => a.number - b.number)
    .map(({item}) => item);
}

/** A bound as shown and sent: at two decimals, never past the facet's own range. */
export function roundBound(value: number, direction: 'down' | 'up'): number {
  const factor = 10 ** RANGE_PRECISION;
  const scaled = value * factor;
  // Float noise (0.07 * 100 = 7.000000000000001) must not push a bound a whole step.
  const snapped = Math.abs(scaled - Math.round(scaled)) < 1e-9 ? Math.round(scaled) : scaled;
  return (direction === 'down' ? Math.floor(snapped) : Math.ceil(snapped)) / factor;
}
