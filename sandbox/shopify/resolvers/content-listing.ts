/**
 * `pages`, `blogs`, `articles` and `Blog.articles`: a `query` in Shopify's search syntax, a
 * `sortKey` with `reverse`, and Relay paging. Bare words match the item's text as prefixes (as
 * `collections(query:)` does); `field:value` terms are the listing's own business. RELEVANCE puts
 * items with more matched words first, title matches counting double.
 */
import {
  matchesSearch,
  parseSearchQuery,
  termsOf,
  textMatchesTerm,
  type SearchTerm,
} from '../search-query';
import {paginate, type Connection, type PageArguments} from './paging';

export interface Listing<Item> {
  id(item: Item): number;
  title(item: Item): string;
  /** Everything a bare word may match, title included. */
  text(item: Item): string;
  /** A `field:value` term; undefined for a field the listing does not know (searched as text). */
  matchesField(item: Item, term: SearchTerm): boolean | undefined;
  /** The value a sort key orders by; ID and RELEVANCE are handled here. */
  sortValue(item: Item, sortKey: string): string | number;
}

export interface ListingArguments extends PageArguments {
  query?: unknown;
  sortKey?: unknown;
  reverse?: unknown;
}

export function listConnection<Item, Node>(
  items: readonly Item[],
  args: ListingArguments,
  listing: Listing<Item>,
  toNode: (item: Item) => Node,
): Connection<Node> {
  const expression = parseSearchQuery(typeof args.query === 'string' ? args.query : '');
  const bareWord = (term: SearchTerm) => ({...term, prefix: !term.quoted || term.prefix});
  const found = items.filter((item) =>
    matchesSearch(expression, (term) =>
      term.field === null
        ? textMatchesTerm(listing.text(item), bareWord(term))
        : listing.matchesField(item, term) ??
          textMatchesTerm(listing.text(item), bareWord({...term, field: null})),
    ),
  );
  const words = termsOf(expression).filter((term) => term.field === null);
  const relevance = (item: Item) =>
    words.reduce((score, term) => {
      if (textMatchesTerm(listing.title(item), bareWord(term))) return score + 2;
      return textMatchesTerm(listing.text(item), bareWord(term)) ? score + 1 : score;
    }, 0);
  const sortKey = typeof args.sortKey === 'string' ? args.sortKey : 'ID';
  return paginate(
    found,
    args,
    (item) => ({
      id: listing.id(item),
      value:
        sortKey === 'ID'
          ? listing.id(item)
          : sortKey === 'RELEVANCE'
          ? -relevance(item)
          : listing.sortValue(item, sortKey),
    }),
    toNode,
  );
}

/** `field:value` against a handle or tag: exact, or a prefix with `value*`. */
export function equalsTerm(text: string, term: SearchTerm): boolean {
  const value = text.toLowerCase();
  return term.prefix ? value.startsWith(term.value) : value === term.value;
}
