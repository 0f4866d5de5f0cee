/**
 * How text splits into words and when two words count as the same, shared by matching and
 * highlighting so a highlighted word is always one that matched. Algolia's defaults: any
 * non-alphanumeric character separates words, case and diacritics are ignored, a word of 4 letters
 * or more may have one typo and of 8 or more two.
 */
import type {QueryType, TypoTolerance} from './params';

export interface WordRules {
  queryType: QueryType;
  typoTolerance: TypoTolerance;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

const SEPARATORS = /[^\p{L}\p{N}]+/u;

export function splitWords(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function queryWords(query: string): string[] {
  return splitWords(query).map(normalizeWord);
}

export function allowedTypos(word: string, rules: WordRules): number {
  if (rules.typoTolerance === false) return 0;
  if (word.length >= rules.minWordSizefor2Typos) return 2;
  return word.length >= rules.minWordSizefor1Typo ? 1 : 0;
}

export function isPrefixWord(index: number, count: number, rules: WordRules): boolean {
  return (
    rules.queryType === 'prefixAll' || (rules.queryType === 'prefixLast' && index === count - 1)
  );
}

export type WordMatch =
  | {kind: 'exact'}
  | {kind: 'prefix'; length: number}
  | {kind: 'typo'; typos: number};

/** How a (normalised) text word matches the query word at `index`, or null. */
export function matchWord(
  textWord: string,
  queryWord: string,
  index: number,
  count: number,
  rules: WordRules,
): WordMatch | null {
  if (textWord === queryWord) return {kind: 'exact'};
  if (isPrefixWord(index, count, rules) && textWord.startsWith(queryWord)) {
    return {kind: 'prefix', length: queryWord.length};
  }
  const limit = allowedTypos(queryWord, rules);
  if (limit === 0) return null;
  const typos = editDistance(textWord, queryWord, limit);
  return typos <= limit ? {kind: 'typo', typos} : null;
}

/** Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}
