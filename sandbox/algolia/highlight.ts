/**
 * `_highlightResult`: for each attribute to highlight, the value with every matching word wrapped
 * in the requested tags (only the typed part of a prefix match), how much of the query it matched
 * (`none` / `partial` / `full`), which query words, and whether the whole value is highlighted.
 * Arrays and objects are mirrored element by element, as Algolia does. Values are not escaped:
 * Algolia leaves that to the client (InstantSearch asks for its own tags and escapes around them).
 */
import {isPlainObject, setValueAt, valueAt, type AlgoliaRecord} from './attributes';
import {facetText} from './filter-match';
import {matchWord, normalizeWord, type WordMatch, type WordRules} from './words';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  fullyHighlighted?: boolean;
  matchedWords: string[];
}

export type HighlightTree = HighlightResult | HighlightTree[] | {[key: string]: HighlightTree};

export interface HighlightOptions {
  attributes: readonly string[];
  words: readonly string[];
  rules: WordRules;
  preTag: string;
  postTag: string;
}

export function highlightHit(
  hit: AlgoliaRecord,
  options: HighlightOptions,
): Record<string, unknown> {
  const paths = options.attributes.includes('*')
    ? Object.keys(hit).filter((name) => name !== 'objectID')
    : options.attributes;
  const result: Record<string, unknown> = {};
  for (const path of paths) {
    const tree = highlightTree(valueAt(hit, path), options);
    if (tree !== null) setValueAt(result, path, tree);
  }
  return result;
}

function highlightTree(value: unknown, options: HighlightOptions): HighlightTree | null {
  if (Array.isArray(value)) {
    return value.map((item) => highlightTree(item, options)).filter((item) => item !== null);
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).flatMap(([key, inner]) => {
      const tree = highlightTree(inner, options);
      return tree === null ? [] : [[key, tree] as const];
    });
    return Object.fromEntries(entries);
  }
  const text = facetText(value);
  return text === null ? null : highlightText(text, options);
}

const WORD = /[\p{L}\p{N}]+/gu;

export function highlightText(text: string, options: HighlightOptions): HighlightResult {
  const {words, rules, preTag, postTag} = options;
  const matched = new Set<string>();
  let highlighted = '';
  let last = 0;
  let everyWordHighlighted = true;
  for (const found of text.matchAll(WORD)) {
    const start = found.index ?? 0;
    highlighted += text.slice(last, start);
    last = start + found[0].length;
    const best = bestMatch(normalizeWord(found[0]), words, rules);
    if (!best) {
      highlighted += found[0];
      everyWordHighlighted = false;
      continue;
    }
    matched.add(best.word);
    const length = best.match.kind === 'prefix' ? best.match.length : found[0].length;
    if (length < found[0].length) everyWordHighlighted = false;
    highlighted += `${preTag}${found[0].slice(0, length)}${postTag}${found[0].slice(length)}`;
  }
  highlighted += text.slice(last);

  if (matched.size === 0) return {value: text, matchLevel: 'none', matchedWords: []};
  return {
    value: highlighted,
    matchLevel: matched.size === new Set(words).size ? 'full' : 'partial',
    fullyHighlighted: everyWordHighlighted,
    matchedWords: [...matched],
  };
}

const PREFERENCE: Record<WordMatch['kind'], number> = {exact: 0, prefix: 1, typo: 2};

function bestMatch(
  textWord: string,
  words: readonly string[],
  rules: WordRules,
): {word: string; match: WordMatch} | null {
  let best: {word: string; match: WordMatch} | null = null;
  words.forEach((word, index) => {
    const match = matchWord(textWord, word, index, words.length, rules);
    if (match && (!best || PREFERENCE[match.kind] < PREFERENCE[best.match.kind]))
      best = {word, match};
  });
  return best;
}
