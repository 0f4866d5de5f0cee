/**
 * `filter_query` on content fields, with Storyblok's operations. Conditions are ANDed;
 * `__or` holds groups of which at least one must match. Like Storyblok, it filters content fields
 * only (`component` included); story properties have their own parameters.
 */
import {isObject, type NestedParam} from './nested-params';

const OPERATIONS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const;
type Operation = (typeof OPERATIONS)[number];

interface Condition {
  field: string;
  operation: Operation;
  values: string[];
}

export interface FilterQuery {
  all: Condition[];
  anyOf: Condition[][];
}

export class FilterQueryError extends Error {}

export function parseFilterQuery(param: NestedParam | undefined): FilterQuery {
  const query: FilterQuery = {all: [], anyOf: []};
  if (!isObject(param)) return query;
  for (const [field, operations] of Object.entries(param)) {
    if (field === '__or') {
      const groups = Array.isArray(operations)
        ? operations
        : isObject(operations)
        ? Object.values(operations)
        : [];
      query.anyOf.push(...groups.filter(isObject).map((group) => parseGroup(group)));
    } else {
      query.all.push(...parseConditions(field, operations));
    }
  }
  return query;
}

function parseGroup(group: {[key: string]: NestedParam}): Condition[] {
  return Object.entries(group).flatMap(([field, operations]) => parseConditions(field, operations));
}

function parseConditions(field: string, operations: NestedParam): Condition[] {
  if (!isObject(operations)) {
    throw new FilterQueryError(`filter_query[${field}] needs an operation`);
  }
  return Object.entries(operations).map(([operation, value]) => {
    if (!isOperation(operation)) {
      throw new FilterQueryError(`Unknown filter_query operation "${operation}"`);
    }
    return {field, operation, values: typeof value === 'string' ? value.split(',') : []};
  });
}

function isOperation(name: string): name is Operation {
  return (OPERATIONS as readonly string[]).includes(name);
}

export function matchesFilterQuery(content: Record<string, unknown>, query: FilterQuery): boolean {
  const holds = (condition: Condition) => matches(fieldValue(content, condition.field), condition);
  if (!query.all.every(holds)) return false;
  return query.anyOf.length === 0 || query.anyOf.some((group) => group.every(holds));
}

/** `seo.title` reaches into nested objects. */
function fieldValue(content: Record<string, unknown>, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), content);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matches(value: unknown, {operation, values}: Condition): boolean {
  switch (operation) {
    case 'is':
      return values.some((expected) => isOfKind(value, expected));
    case 'in':
      return isScalar(value) && values.includes(String(value));
    case 'not_in':
      return !(isScalar(value) && values.includes(String(value)));
    case 'like':
      return isScalar(value) && values.some((pattern) => wildcard(pattern).test(String(value)));
    case 'not_like':
      return !(isScalar(value) && values.some((pattern) => wildcard(pattern).test(String(value))));
    case 'any_in_array':
      return Array.isArray(value) && values.some((item) => value.map(String).includes(item));
    case 'all_in_array':
      return Array.isArray(value) && values.every((item) => value.map(String).includes(item));
    case 'gt_date':
      return compare(toTime(value), toTime(values[0])) > 0;
    case 'lt_date':
      return compare(toTime(value), toTime(values[0])) < 0;
    case 'gt_int':
      return compare(toInt(value), toInt(values[0])) > 0;
    case 'lt_int':
      return compare(toInt(value), toInt(values[0])) < 0;
    case 'gt_float':
      return compare(toFloat(value), toFloat(values[0])) > 0;
    case 'lt_float':
      return compare(toFloat(value), toFloat(values[0])) < 0;
  }
}

function isOfKind(value: unknown, kind: string): boolean {
  switch (kind) {
    case 'empty':
      return value === undefined || value === null || value === '';
    case 'not_empty':
      return value !== undefined && value !== null && value !== '';
    case 'empty_array':
      return value === undefined || (Array.isArray(value) && value.length === 0);
    case 'not_empty_array':
      return Array.isArray(value) && value.length > 0;
    case 'true':
      return value === true || value === 'true';
    case 'false':
      return value === false || value === 'false';
    case 'null':
      return value === undefined || value === null;
    case 'not_null':
      return value !== undefined && value !== null;
    default:
      return false;
  }
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function wildcard(pattern: string): RegExp {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${source.join('.*')}$`);
}

/** Either side missing or unreadable matches nothing, as a SQL comparison with NULL would. */
function compare(left: number | null, right: number | null): number {
  if (left === null || right === null) return NaN;
  return left - right;
}

/** Storyblok dates are `YYYY-MM-DD HH:mm` in UTC; ISO timestamps are read as well. */
export function toTime(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const trimmed = value.trim();
  const text = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T00:00` : trimmed.replace(' ', 'T');
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? null : time;
}

function toInt(value: unknown): number | null {
  const number = typeof value === 'number' ? Math.trunc(value) : parseInt(String(value), 10);
  return Number.isNaN(number) ? null : number;
}

function toFloat(value: unknown): number | null {
  const number = typeof value === 'number' ? value : parseFloat(String(value));
  return Number.isNaN(number) ? null : number;
}
