/**
 * `predictiveSearch`: what a search box suggests while a shopper types. The last word may be
 * partial (`compostab` finds "compostable"); every word must be found in one of the
 * `searchableFields` (by default title, product type, variant titles and vendor, as on Shopify).
 * `limit` (1 to 10, default 10) counts per type with `limitScope: EACH` and in total with ALL (the
 * default), filled in the order products, collections, pages, articles, queries. Query suggestions
 * are product types, collection titles and title words that hold the words typed, the typed part
 * marked in `styledText`.
 */
import {loadCatalogue, type SeedCollection, type SeedProduct} from '../../catalogue';
import {collectionNode, productNode} from '../nodes';
import {loadOnlineStore, type SeedPage, type StoreArticle} from '../online-store';
import {articleNode, pageNode} from '../online-store/nodes';
import {parseSearchQuery, wordsOf, type SearchExpression, type SearchTerm} from '../search-query';
import {escapeHtml} from '../../http/responses';
import {authorOf} from './blogs';
import {isProductAvailable} from './products';
import {stripHtml} from './product-view';
import {lastWordOf, matchesQuery, relevanceOf, sameWord, type Searchable} from './search-text';
import type {Resolvers} from './types';

type SearchableField =
  | 'AUTHOR'
  | 'BODY'
  | 'PRODUCT_TYPE'
  | 'TAG'
  | 'TITLE'
  | 'VARIANTS_BARCODE'
  | 'VARIANTS_SKU'
  | 'VARIANTS_TITLE'
  | 'VENDOR';

type PredictiveType = 'PRODUCT' | 'COLLECTION' | 'PAGE' | 'ARTICLE' | 'QUERY';

const DEFAULT_FIELDS: SearchableField[] = ['TITLE', 'PRODUCT_TYPE', 'VARIANTS_TITLE', 'VENDOR'];
const ALL_TYPES: PredictiveType[] = ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'];
const MAX_LIMIT = 10;

interface Search {
  expression: SearchExpression | null;
  partial: SearchTerm | null;
  fields: SearchableField[];
  tracking: (position: number) => string;
}

export const predictiveSearchResolvers: Resolvers = {
  Query: {
    predictiveSearch: (_source, args, context) => {
      const query = String(args.query);
      const expression = parseSearchQuery(query);
      const search: Search = {
        expression,
        partial: lastWordOf(expression),
        fields: Array.isArray(args.searchableFields)
          ? (args.searchableFields as SearchableField[])
          : DEFAULT_FIELDS,
        tracking: (position) =>
          `_pos=${position}&_psq=${encodeURIComponent(query.trim())}&_ss=e&_v=1.0`,
      };
      const types = Array.isArray(args.types) ? (args.types as PredictiveType[]) : ALL_TYPES;
      const limit = Math.min(MAX_LIMIT, Math.max(1, Number(args.limit ?? MAX_LIMIT)));
      let room = limit;
      const take = <T>(type: PredictiveType, found: () => T[]): T[] => {
        if (!types.includes(type)) return [];
        const taken = found().slice(0, args.limitScope === 'EACH' ? limit : room);
        if (args.limitScope !== 'EACH') room -= taken.length;
        return taken;
      };

      const unavailable =
        typeof args.unavailableProducts === 'string' ? args.unavailableProducts : 'LAST';
      const available = (seed: SeedProduct) => isProductAvailable(context, seed);
      const catalogue = loadCatalogue();
      const store = loadOnlineStore();
      return {
        products: take('PRODUCT', () => {
          const found = ranked(catalogue.listedProducts, productSearchable, search).filter(
            (seed) => unavailable !== 'HIDE' || available(seed),
          );
          const inOrder =
            unavailable === 'LAST'
              ? [...found.filter(available), ...found.filter((seed) => !available(seed))]
              : found;
          return inOrder.map((seed, index) => ({
            ...productNode(seed),
            trackingParameters: search.tracking(index + 1),
          }));
        }),
        collections: take('COLLECTION', () =>
          ranked(catalogue.collections, collectionSearchable, search).map((seed, index) => ({
            ...collectionNode(seed),
            trackingParameters: search.tracking(index + 1),
          })),
        ),
        pages: take('PAGE', () =>
          ranked(store.pages, pageSearchable, search).map((seed, index) => ({
            ...pageNode(seed),
            trackingParameters: search.tracking(index + 1),
          })),
        ),
        articles: take('ARTICLE', () =>
          ranked(store.articles, articleSearchable, search).map((seed, index) => ({
            ...articleNode(seed),
            trackingParameters: search.tracking(index + 1),
          })),
        ),
        queries: take('QUERY', () =>
          suggestions(search).map((text, index) => ({
            __typename: 'SearchQuerySuggestion',
            text,
            styledText: styled(text, search),
            trackingParameters: search.tracking(index + 1),
          })),
        ),
      };
    },
  },
};

/** The items that match, most relevant first, then in their own order. */
function ranked<Item>(
  items: readonly Item[],
  searchable: (item: Item, fields: SearchableField[]) => Searchable,
  {expression, partial, fields}: Search,
): Item[] {
  const scored = items.flatMap((item, listed) => {
    const text = searchable(item, fields);
    return matchesQuery(text, expression, partial)
      ? [{item, listed, score: relevanceOf(text, expression, partial)}]
      : [];
  });
  return scored.sort((a, b) => b.score - a.score || a.listed - b.listed).map(({item}) => item);
}

function pick(fields: SearchableField[], texts: Partial<Record<SearchableField, string>>) {
  return fields.flatMap((field) => (texts[field] ? [texts[field]] : []));
}

function productSearchable(seed: SeedProduct, fields: SearchableField[]): Searchable {
  return {
    title: seed.title,
    fields: pick(fields, {
      TITLE: seed.title,
      PRODUCT_TYPE: seed.productType,
      VARIANTS_TITLE: seed.variants.map((variant) => variant.title).join(' | '),
      VENDOR: seed.vendor,
      BODY: stripHtml(seed.descriptionHtml),
      TAG: seed.tags.join(' | '),
      VARIANTS_SKU: seed.variants.map((variant) => variant.sku).join(' '),
    }),
  };
}

function collectionSearchable(seed: SeedCollection, fields: SearchableField[]): Searchable {
  return {
    title: seed.title,
    fields: pick(fields, {TITLE: seed.title, BODY: stripHtml(seed.descriptionHtml)}),
  };
}

function pageSearchable(seed: SeedPage, fields: SearchableField[]): Searchable {
  return {
    title: seed.title,
    fields: pick(fields, {TITLE: seed.title, BODY: stripHtml(seed.bodyHtml)}),
  };
}

function articleSearchable(seed: StoreArticle, fields: SearchableField[]): Searchable {
  return {
    title: seed.title,
    fields: pick(fields, {
      TITLE: seed.title,
      BODY: stripHtml(seed.contentHtml),
      TAG: seed.tags.join(' | '),
      AUTHOR: authorOf(seed).name,
    }),
  };
}

/** Suggestions that begin with what was typed first, then the most common, then alphabetically. */
function suggestions(search: Search): string[] {
  const typed = wordsOf(search.expression ? termsText(search.expression) : '').join(' ');
  return [...suggestionCounts()]
    .filter(([text]) =>
      matchesQuery({title: text, fields: [text]}, search.expression, search.partial),
    )
    .sort(
      ([a, countA], [b, countB]) =>
        Number(b.startsWith(typed)) - Number(a.startsWith(typed)) ||
        countB - countA ||
        a.localeCompare(b),
    )
    .map(([text]) => text);
}

function termsText(expression: SearchExpression): string {
  switch (expression.kind) {
    case 'term':
      return expression.term.value;
    case 'not':
      return '';
    case 'and':
    case 'or':
      return expression.operands.map(termsText).join(' ');
  }
}

let counted: Map<string, number> | undefined;

/** Product types, collection titles and title words, with how many products use each. */
function suggestionCounts(): Map<string, number> {
  if (counted) return counted;
  const catalogue = loadCatalogue();
  const counts = new Map<string, number>();
  const add = (text: string) => counts.set(text, (counts.get(text) ?? 0) + 1);
  for (const product of catalogue.listedProducts) {
    add(product.productType.toLowerCase());
    for (const word of new Set(wordsOf(product.title.toLowerCase()))) {
      if (/^\p{L}{3,}$/u.test(word)) add(word);
    }
  }
  for (const collection of catalogue.collections) {
    const title = collection.title.toLowerCase();
    counts.set(title, Math.max(counts.get(title) ?? 0, 1));
  }
  counted = counts;
  return counts;
}

/** The suggestion with each typed word marked: a whole word, or the typed start of a partial one. */
function styled(text: string, {expression, partial}: Search): string {
  const terms = expression ? termList(expression) : [];
  return text
    .split(/(\p{L}+|\p{N}+)/u)
    .map((piece) => {
      const word = piece.toLowerCase();
      if (
        partial &&
        word.startsWith(partial.value) &&
        !terms.some((term) => sameWord(word, term))
      ) {
        const length = partial.value.length;
        return `<mark>${escapeHtml(piece.slice(0, length))}</mark>${escapeHtml(
          piece.slice(length),
        )}`;
      }
      return terms.some((term) => sameWord(word, term))
        ? `<mark>${escapeHtml(piece)}</mark>`
        : escapeHtml(piece);
    })
    .join('');
}

function termList(expression: SearchExpression): string[] {
  return wordsOf(termsText(expression));
}
