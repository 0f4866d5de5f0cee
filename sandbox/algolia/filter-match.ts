/**
 * One representation for every way a query can filter (`filters`, `facetFilters`,
 * `numericFilters`, `tagFilters`), and the test of a record against it.
 */
import {valuesAt, type AlgoliaRecord} from './attributes';

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type Filter =
  | {kind: 'and'; filters: Filter[]}
  | {kind: 'or'; filters: Filter[]}
  | {kind: 'not'; filter: Filter}
  | {kind: 'facet'; attribute: string; value: string}
  | {kind: 'numeric'; attribute: string; operator: NumericOperator; value: number}
  | {kind: 'range'; attribute: string; lower: number; upper: number};

export const MATCH_ALL: Filter = {kind: 'and', filters: []};

/**
 * Facet filters only match attributes declared for faceting (`_tags` always is), as in Algolia,
 * where filtering on any other attribute silently matches nothing.
 */
export function matchesFilter(
  record: AlgoliaRecord,
  filter: Filter,
  facetable: ReadonlySet<string>,
): boolean {
  switch (filter.kind) {
    case 'and':
      return filter.filters.every((inner) => matchesFilter(record, inner, facetable));
    case 'or':
      return filter.filters.some((inner) => matchesFilter(record, inner, facetable));
    case 'not':
      return !matchesFilter(record, filter.filter, facetable);
    case 'facet':
      if (filter.attribute !== '_tags' && !facetable.has(filter.attribute)) return false;
      return valuesAt(record, filter.attribute).some((value) =>
        sameFacetValue(value, filter.value),
      );
    case 'numeric': {
      const {operator, value: wanted} = filter;
      if (operator === '!=') {
        return !valuesAt(record, filter.attribute).some((value) => toNumber(value) === wanted);
      }
      return valuesAt(record, filter.attribute).some((value) => {
        const number = toNumber(value);
        return number !== null && compare(number, operator, wanted);
      });
    }
    case 'range':
      return valuesAt(record, filter.attribute).some((value) => {
        const number = toNumber(value);
        return number !== null && number >= filter.lower && number <= filter.upper;
      });
  }
}

/** Facet values compare case-insensitively; numbers and booleans by their text. */
export function sameFacetValue(value: unknown, wanted: string): boolean {
  if (typeof value === 'number' && wanted.trim() !== '' && Number(wanted) === value) return true;
  return facetText(value)?.toLowerCase() === wanted.toLowerCase();
}

/** A value as its facet text: strings as they are, numbers and booleans as text, nothing else. */
export function facetText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

function compare(left: number, operator: Exclude<NumericOperator, '!='>, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
}
