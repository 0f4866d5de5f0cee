/**
 * Facet counts (`facets`), numeric statistics (`facets_stats`) and facet-value search, over a set of
 * matching records. An array attribute counts each distinct element once per record.
 */
import {valuesAt, type AlgoliaRecord} from './attributes';
import {facetText, toNumber} from './filter-match';
import {highlightText} from './highlight';
import {matchWord, normalizeWord, queryWords, splitWords, type WordRules} from './words';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, FacetStats>;
}

/** `attributesForFaceting` entries carry modifiers: `searchable(x)`, `filterOnly(x)`, `afterDistinct(x)`. */
export interface FacetSettings {
  /** Every facet attribute, filter-only ones included: what facet filters may use. */
  filterable: ReadonlySet<string>;
  /** Attributes that get counts, in declared order: what `facets: ['*']` means. */
  counted: readonly string[];
  /** Attributes whose values can be searched (`searchForFacetValues`). */
  searchable: ReadonlySet<string>;
}

export function readFacetSettings(attributesForFaceting: readonly string[]): FacetSettings {
  const parsed = attributesForFaceting.map((entry) => {
    const match = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry);
    return match ? {modifier: match[1], name: match[2]} : {modifier: null, name: entry};
  });
  return {
    filterable: new Set(parsed.map((facet) => facet.name)),
    counted: parsed.filter((facet) => facet.modifier !== 'filterOnly').map((facet) => facet.name),
    searchable: new Set(
      parsed.filter((facet) => facet.modifier === 'searchable').map((facet) => facet.name),
    ),
  };
}

/**
 * One facet attribute's values per record (by position), read once when the index is built so a
 * query counts without walking records again.
 */
export interface FacetColumn {
  texts: readonly (readonly string[])[];
  numbers: readonly (readonly number[])[];
}

export function buildFacetColumn(
  records: readonly AlgoliaRecord[],
  attribute: string,
): FacetColumn {
  const texts: string[][] = [];
  const numbers: number[][] = [];
  for (const record of records) {
    const seen = new Set<string>();
    const recordNumbers: number[] = [];
    for (const value of valuesAt(record, attribute)) {
      const text = facetText(value);
      if (text === null || seen.has(text)) continue;
      seen.add(text);
      const number = typeof value === 'number' ? toNumber(value) : null;
      if (number !== null) recordNumbers.push(number);
    }
    texts.push([...seen]);
    numbers.push(recordNumbers);
  }
  return {texts, numbers};
}

export function countFacets(
  positions: readonly number[],
  columns: ReadonlyMap<string, FacetColumn>,
  attributes: readonly string[],
  {
    maxValuesPerFacet,
    sortFacetValuesBy,
  }: {maxValuesPerFacet: number; sortFacetValuesBy: 'count' | 'alpha'},
): FacetCounts {
  const facets: FacetCounts['facets'] = {};
  const stats: FacetCounts['facets_stats'] = {};
  for (const attribute of attributes) {
    const column = columns.get(attribute);
    if (!column) continue;
    const counts = new Map<string, number>();
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let numberCount = 0;
    for (const position of positions) {
      for (const text of column.texts[position]) counts.set(text, (counts.get(text) ?? 0) + 1);
      for (const number of column.numbers[position]) {
        min = Math.min(min, number);
        max = Math.max(max, number);
        sum += number;
        numberCount++;
      }
    }
    if (counts.size === 0) continue;
    facets[attribute] = Object.fromEntries(
      sortFacetValues([...counts], sortFacetValuesBy).slice(0, maxValuesPerFacet),
    );
    if (numberCount > 0) stats[attribute] = {min, max, avg: sum / numberCount, sum};
  }
  return {facets, facets_stats: stats};
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/** Values of a facet among the given records whose words all match the facet query's words. */
export function searchFacetValues(
  positions: readonly number[],
  column: FacetColumn,
  {
    facetQuery,
    maxFacetHits,
    rules,
    preTag,
    postTag,
  }: {facetQuery: string; maxFacetHits: number; rules: WordRules; preTag: string; postTag: string},
): FacetHit[] {
  const words = queryWords(facetQuery);
  const {facets} = countFacets(positions, new Map([['facet', column]]), ['facet'], {
    maxValuesPerFacet: Number.MAX_SAFE_INTEGER,
    sortFacetValuesBy: 'count',
  });
  return Object.entries(facets.facet ?? {})
    .filter(([value]) => {
      const valueWords = splitWords(value).map(normalizeWord);
      return words.every((word, index) =>
        valueWords.some(
          (valueWord) => matchWord(valueWord, word, index, words.length, rules) !== null,
        ),
      );
    })
    .slice(0, maxFacetHits)
    .map(([value, count]) => ({
      value,
      highlighted: highlightText(value, {attributes: [], words, rules, preTag, postTag}).value,
      count,
    }));
}

function sortFacetValues(entries: [string, number][], by: 'count' | 'alpha'): [string, number][] {
  return entries.sort(([valueA, countA], [valueB, countB]) =>
    by === 'alpha' || countA === countB ? valueA.localeCompare(valueB) : countB - countA,
  );
}
