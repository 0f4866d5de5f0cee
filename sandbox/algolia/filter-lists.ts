/**
 * `facetFilters`, `numericFilters` and `tagFilters`: lists whose top level is AND and whose nested
 * lists are OR (`[["a:x", "a:y"], "b:z"]` is `(a:x OR a:y) AND b:z`). Clients send them as JSON
 * arrays, as a JSON string, or in the legacy text form `a:x,(b:y,b:z)`.
 */
import {badRequest} from './errors';
import type {Filter, NumericOperator} from './filter-match';

export type FilterList = (string | string[])[];

export function readFilterList(name: string, raw: unknown): FilterList {
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text.startsWith('[')) return readFilterList(name, parseJson(name, text));
    return parseLegacyList(text);
  }
  if (!Array.isArray(raw)) throw invalid(name);
  return raw.map((item) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) {
      return item as string[];
    }
    throw invalid(name);
  });
}

export function facetFiltersToFilter(list: FilterList): Filter {
  return combine(list, facetCondition);
}

export function tagFiltersToFilter(list: FilterList): Filter {
  return combine(list, (text) =>
    negatable(text, (value) => ({kind: 'facet', attribute: '_tags', value})),
  );
}

export function numericFiltersToFilter(list: FilterList): Filter {
  return combine(list, numericCondition);
}

function combine(list: FilterList, condition: (text: string) => Filter): Filter {
  return {
    kind: 'and',
    filters: list.map((item) =>
      Array.isArray(item) ? {kind: 'or', filters: item.map(condition)} : condition(item),
    ),
  };
}

/** `attr:value`; `attr:-value` or `-attr:value` negates; `attr:\-value` is a value starting with `-`. */
function facetCondition(text: string): Filter {
  const negatedAttribute = text.startsWith('-');
  const body = negatedAttribute ? text.slice(1) : text;
  const colon = body.indexOf(':');
  if (colon <= 0)
    throw badRequest(
      `facetFilters: Invalid syntax for facet filter "${text}", expected "attribute:value"`,
    );
  const attribute = body.slice(0, colon).trim();
  let value = body.slice(colon + 1);
  let negated = negatedAttribute;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const filter: Filter = {kind: 'facet', attribute, value};
  return negated ? {kind: 'not', filter} : filter;
}

function negatable(text: string, build: (value: string) => Filter): Filter {
  if (text.startsWith('-')) return {kind: 'not', filter: build(text.slice(1))};
  return build(text.startsWith('\\-') ? text.slice(1) : text);
}

const COMPARISON = /^\s*([^\s<>=!:]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/;
const RANGE = /^\s*([^\s<>=!:]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/;

function numericCondition(text: string): Filter {
  const range = RANGE.exec(text);
  if (range) {
    return {
      kind: 'range',
      attribute: range[1],
      lower: number(range[2], text),
      upper: number(range[3], text),
    };
  }
  const comparison = COMPARISON.exec(text);
  if (!comparison)
    throw badRequest(`numericFilters: Invalid syntax for numeric condition: ${text}`);
  return {
    kind: 'numeric',
    attribute: comparison[1],
    operator: comparison[2] as NumericOperator,
    value: number(comparison[3], text),
  };
}

function number(text: string, condition: string): number {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) {
    throw badRequest(`numericFilters: Invalid syntax for numeric condition: ${condition}`);
  }
  return value;
}

/** `a:x,(b:y,b:z)`: commas separate ANDed filters, a parenthesised group is ORed. */
function parseLegacyList(text: string): FilterList {
  const list: FilterList = [];
  let depth = 0;
  let current = '';
  let group: string[] = [];
  const flush = () => {
    const item = current.trim();
    current = '';
    if (!item) return;
    if (depth > 0) group.push(item);
    else list.push(item);
  };
  for (const char of text) {
    if (char === '(' && depth === 0) {
      flush();
      depth = 1;
    } else if (char === ')' && depth === 1) {
      flush();
      depth = 0;
      list.push(group);
      group = [];
    } else if (char === ',') {
      flush();
    } else {
      current += char;
    }
  }
  flush();
  return list;
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(name);
  }
}

function invalid(name: string) {
  return badRequest(
    `Invalid value for "${name}" parameter, expected array of strings or nested arrays of strings`,
  );
}
