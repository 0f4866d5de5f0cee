/**
 * Full-text matching on MiniSearch: every query word must match (Algolia's default), the last one
 * as a prefix, each within Algolia's typo allowance. MiniSearch finds and scores the candidates;
 * this module adds what Algolia ranks on before relevance: how many typos a record needed and the
 * first searchable attribute it matched in (searchable attributes are listed by importance).
 */
import MiniSearch from 'minisearch';
import {valuesAt, type AlgoliaRecord} from './attributes';
import {facetText} from './filter-match';
import {
  allowedTypos,
  isPrefixWord,
  matchWord,
  normalizeWord,
  queryWords,
  splitWords,
  type WordRules,
} from './words';

export interface TextMatch {
  typos: number;
  /** Position, among the searchable attributes, of the most important one a word matched in. */
  attribute: number;
  score: number;
  /** The query words that matched. */
  words: string[];
}

export interface TextSearchOptions extends WordRules {
  restrictSearchableAttributes: string[] | null;
}

export interface TextIndex {
  /** Matches by record position; null when the query has no words (everything matches). */
  search(query: string, options: TextSearchOptions): Map<number, TextMatch> | null;
}

interface Document {
  position: number;
  record: AlgoliaRecord;
}

export function createTextIndex(
  records: AlgoliaRecord[],
  searchableAttributes: string[],
): TextIndex {
  const attributeRank = new Map(searchableAttributes.map((name, index) => [name, index]));
  const mini = new MiniSearch<Document>({
    idField: 'position',
    fields: searchableAttributes,
    extractField: (document, field) =>
      field === 'position'
        ? String(document.position)
        : valuesAt(document.record, field).map(facetText).filter(Boolean).join(' '),
    tokenize: splitWords,
    processTerm: (term) => normalizeWord(term) || null,
  });
  mini.addAll(records.map((record, position) => ({position, record})));
  // Earlier attributes weigh more, so relevance agrees with the attribute criterion.
  const boost = Object.fromEntries(
    searchableAttributes.map((name, index) => [name, searchableAttributes.length - index]),
  );

  return {
    search(query, options) {
      const words = queryWords(query);
      if (words.length === 0) return null;
      const fields = options.restrictSearchableAttributes?.filter((name) =>
        attributeRank.has(name),
      );
      const results = mini.search(words.join(' '), {
        fields: fields && fields.length > 0 ? fields : searchableAttributes,
        combineWith: 'AND',
        boost,
        prefix: (_term, index, terms) => isPrefixWord(index, terms.length, options),
        fuzzy: (term) => allowedTypos(term, options),
      });

      const matches = new Map<number, TextMatch>();
      for (const result of results) {
        const terms = Object.keys(result.match);
        const typos = words.reduce((sum, word, index) => {
          const best = Math.min(
            ...terms.map((term) => {
              const match = matchWord(term, word, index, words.length, options);
              return match?.kind === 'typo' ? match.typos : match ? 0 : Number.POSITIVE_INFINITY;
            }),
          );
          return sum + (Number.isFinite(best) ? best : 0);
        }, 0);
        const attribute = Math.min(
          ...terms.flatMap((term) =>
            result.match[term].map((field) => attributeRank.get(field) ?? 0),
          ),
        );
        matches.set(Number(result.id), {typos, attribute, score: result.score, words});
      }
      return filterByTypoTolerance(matches, options);
    },
  };
}

/** `min` keeps only the fewest-typo matches, `strict` those and one typo more. */
function filterByTypoTolerance(
  matches: Map<number, TextMatch>,
  options: WordRules,
): Map<number, TextMatch> {
  if (options.typoTolerance !== 'min' && options.typoTolerance !== 'strict') return matches;
  const fewest = Math.min(...[...matches.values()].map((match) => match.typos));
  const allowed = options.typoTolerance === 'min' ? fewest : fewest + 1;
  return new Map([...matches].filter(([, match]) => match.typos <= allowed));
}
