/**
 * The Query Suggestions index: what shoppers would type, built as Algolia's Query Suggestions
 * builds it from a source index. Candidates are the product types, the collection names and the
 * phrases that recur across product titles; `popularity` stands in for search analytics (how many
 * products a suggestion finds), and a suggestion that finds nothing is dropped.
 */
import type {CatalogueIndex, SeedProduct} from '../../catalogue';
import type {AlgoliaRecord} from '../attributes';
import {normalizeWord, splitWords} from '../words';

/** Words that make a phrase a size or a count rather than something people search for. */
const NOT_A_PHRASE_WORD = /^(\d+([.,]\d+)?|oz|mm|in|ml|ct|pk|x|of|and|with|for|the|a|&)$/;
const PHRASE_LENGTHS = [1, 2, 3];
const MIN_TITLES_FOR_PHRASE = 2;

export function suggestionRecords(catalogue: CatalogueIndex, sourceIndex: string): AlgoliaRecord[] {
  const productWords = catalogue.listedProducts.map(
    (product) => new Set(wordsOf(searchableText(catalogue, product))),
  );
  const candidates = new Set<string>();
  for (const product of catalogue.listedProducts) candidates.add(phrase(product.productType));
  for (const collection of catalogue.collections) candidates.add(phrase(collection.title));
  for (const [text, titles] of recurringTitlePhrases(catalogue.listedProducts)) {
    if (titles >= MIN_TITLES_FOR_PHRASE) candidates.add(text);
  }

  return [...candidates]
    .filter((query) => query.length > 1)
    .map((query) => {
      const words = query.split(' ');
      const hits = productWords.filter((set) => words.every((word) => set.has(word))).length;
      return {query, words: words.length, hits};
    })
    .filter(({hits}) => hits > 0)
    .sort((a, b) => b.hits - a.hits || a.query.localeCompare(b.query))
    .map(({query, words, hits}) => ({
      objectID: query,
      query,
      nb_words: words,
      popularity: hits * 10 + words,
      [sourceIndex]: {exact_nb_hits: hits, facets: {exact_matches: {}, analytics: {}}},
    }));
}

function recurringTitlePhrases(products: readonly SeedProduct[]): Map<string, number> {
  const titlesByPhrase = new Map<string, number>();
  for (const product of products) {
    const words = wordsOf(product.title);
    const phrases = new Set<string>();
    for (const length of PHRASE_LENGTHS) {
      for (let start = 0; start + length <= words.length; start++) {
        const slice = words.slice(start, start + length);
        if (slice.some((word) => NOT_A_PHRASE_WORD.test(word))) continue;
        phrases.add(slice.join(' '));
      }
    }
    for (const text of phrases) titlesByPhrase.set(text, (titlesByPhrase.get(text) ?? 0) + 1);
  }
  return titlesByPhrase;
}

function searchableText(catalogue: CatalogueIndex, product: SeedProduct): string {
  const collections = product.collections.map(
    (handle) => catalogue.collectionByHandle.get(handle)?.title ?? '',
  );
  return [product.title, product.productType, ...product.tags, ...collections].join(' ');
}

function wordsOf(text: string): string[] {
  return splitWords(text).map(normalizeWord);
}

function phrase(text: string): string {
  return wordsOf(text).join(' ');
}
