/**
 * How `search` and `predictiveSearch` match words, standing in for Shopify's search engine: a word
 * matches the same word or its plural (`cup` finds "cups", `boxes` finds "box"), a quoted phrase
 * matches those words in a row, and a partial word (`predictiveSearch`'s last word, or the last word
 * of `search(prefix: LAST)`) matches any word it begins.
 */
import {
  matchesSearch,
  termsOf,
  wordsOf,
  type SearchExpression,
  type SearchTerm,
} from '../search-query';

/** A searchable thing: its text by field (lower case), and its title for relevance. */
export interface Searchable {
  title: string;
  /** Every field a term may match; each entry is one field's text. */
  fields: string[];
}

export function sameWord(a: string, b: string): boolean {
  return a === b || `${a}s` === b || `${b}s` === a || `${a}es` === b || `${b}es` === a;
}

/** Whether `text` holds the term's words in a row, the last one partial when asked. */
export function textHasTerm(text: string, term: SearchTerm, partialLast: boolean): boolean {
  const words = wordsOf(text.toLowerCase());
  const needle = wordsOf(term.value);
  if (needle.length === 0) return true;
  const partial = partialLast || term.prefix;
  return words.some((_, start) =>
    needle.every((part, offset) => {
      const word = words[start + offset];
      if (word === undefined) return false;
      return partial && offset === needle.length - 1 ? word.startsWith(part) : sameWord(word, part);
    }),
  );
}

/**
 * Whether the item matches the whole expression. `partialTerm` is the term allowed to match part
 * of a word (the query's last word), or null.
 */
export function matchesQuery(
  item: Searchable,
  expression: SearchExpression | null,
  partialTerm: SearchTerm | null,
): boolean {
  return matchesSearch(expression, (term) =>
    item.fields.some((field) => textHasTerm(field, term, term === partialTerm)),
  );
}

/** Two points for each word found in the title, one for each found only elsewhere. */
export function relevanceOf(
  item: Searchable,
  expression: SearchExpression | null,
  partialTerm: SearchTerm | null,
): number {
  return termsOf(expression).reduce((score, term) => {
    const partial = term === partialTerm;
    if (textHasTerm(item.title, term, partial)) return score + 2;
    return item.fields.some((field) => textHasTerm(field, term, partial)) ? score + 1 : score;
  }, 0);
}

/** The query's last bare, unquoted word: the one a shopper may still be typing. */
export function lastWordOf(expression: SearchExpression | null): SearchTerm | null {
  const last = termsOf(expression).at(-1);
  return last && last.field === null && !last.quoted ? last : null;
}
