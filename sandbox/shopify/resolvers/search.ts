/**
 * `search`: products, pages and articles for a shopper's words, one connection across the types
 * asked for. RELEVANCE ranks by words found (title words count double), then products before pages
 * before articles, then each list's own order; PRICE orders products by their lowest price and
 * puts pages and articles after them. `unavailableProducts` shows sold-out products in place
 * (SHOW), leaves them out (HIDE) or moves them after everything else (LAST, the default).
 * `productFilters` narrow the products, and the answer's `productFilters` are the facets of the
 * products found, counted as a collection's are. `prefix: LAST` lets the last word match part of
 * a word.
 */
import {createHash} from 'node:crypto';
import {loadCatalogue, type SeedProduct} from '../../catalogue';
import {productNode} from '../nodes';
import {loadOnlineStore, type SeedPage, type StoreArticle} from '../online-store';
import {articleNode, pageNode} from '../online-store/nodes';
import {parseSearchQuery} from '../search-query';
import {authorOf} from './blogs';
import {paginate} from './paging';
import {facetsOf, passesFilters, readFilters} from './product-filters';
import {isProductAvailable} from './products';
import {productView, stripHtml} from './product-view';
import {lastWordOf, matchesQuery, relevanceOf, type Searchable} from './search-text';
import type {Resolvers} from './types';

type SearchType = 'PRODUCT' | 'PAGE' | 'ARTICLE';

const TYPE_ORDER: SearchType[] = ['PRODUCT', 'PAGE', 'ARTICLE'];

type Hit =
  | {type: 'PRODUCT'; id: number; listed: number; seed: SeedProduct; item: Searchable}
  | {type: 'PAGE'; id: number; listed: number; seed: SeedPage; item: Searchable}
  | {type: 'ARTICLE'; id: number; listed: number; seed: StoreArticle; item: Searchable};

export const searchResolvers: Resolvers = {
  Query: {
    search: (_source, args, context) => {
      const query = String(args.query);
      const expression = parseSearchQuery(query);
      const partial = args.prefix === 'LAST' ? lastWordOf(expression) : null;
      const types = Array.isArray(args.types) ? (args.types as SearchType[]) : TYPE_ORDER;
      const unavailable =
        typeof args.unavailableProducts === 'string' ? args.unavailableProducts : 'LAST';
      const available = (seed: SeedProduct) => isProductAvailable(context, seed);

      const matched = candidates(types).filter((hit) =>
        matchesQuery(hit.item, expression, partial),
      );
      const shown = matched.filter(
        (hit) => hit.type !== 'PRODUCT' || unavailable !== 'HIDE' || available(hit.seed),
      );
      const products = shown.flatMap((hit) => (hit.type === 'PRODUCT' ? [hit.seed] : []));
      const filters = readFilters(args.productFilters, context);
      const found = shown.filter(
        (hit) => hit.type !== 'PRODUCT' || passesFilters(hit.seed, filters),
      );

      const relevance = new Map(
        found.map((hit) => [hit, relevanceOf(hit.item, expression, partial)]),
      );
      const soldOutLast = (hit: Hit) =>
        unavailable === 'LAST' && hit.type === 'PRODUCT' && !available(hit.seed) ? 1 : 0;
      const direction = args.reverse === true ? -1 : 1;
      const ordered = [...found].sort(
        (a, b) =>
          soldOutLast(a) - soldOutLast(b) ||
          (args.sortKey === 'PRICE'
            ? comparePrices(a, b, direction)
            : direction * ((relevance.get(b) ?? 0) - (relevance.get(a) ?? 0))) ||
          TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
          a.listed - b.listed,
      );

      // Cursors name a place in this ordering, which no single sort value expresses.
      const place = new Map(ordered.map((hit, index) => [hit, index]));
      const searchId = createHash('sha1').update(query).digest('hex').slice(0, 9);
      return {
        ...paginate(
          ordered,
          {...args, reverse: false},
          (hit) => ({id: hit.id, value: place.get(hit) ?? 0}),
          (hit) => resultNode(hit, `_pos=${(place.get(hit) ?? 0) + 1}&_sid=${searchId}&_ss=r`),
        ),
        totalCount: ordered.length,
        productFilters: facetsOf(products, filters, context),
      };
    },
  },
};

/** Products by lowest price (reversed with `reverse`); pages and articles after them either way. */
function comparePrices(a: Hit, b: Hit, direction: number): number {
  const price = (hit: Hit) => (hit.type === 'PRODUCT' ? productView(hit.seed).minPriceCents : null);
  const [first, second] = [price(a), price(b)];
  if (first === null || second === null)
    return (first === null ? 1 : 0) - (second === null ? 1 : 0);
  return direction * (first - second);
}

function candidates(types: SearchType[]): Hit[] {
  const hits: Hit[] = [];
  if (types.includes('PRODUCT')) {
    loadCatalogue().listedProducts.forEach((seed, listed) =>
      hits.push({type: 'PRODUCT', id: seed.id, listed, seed, item: productSearchable(seed)}),
    );
  }
  const store = loadOnlineStore();
  if (types.includes('PAGE')) {
    store.pages.forEach((seed, listed) =>
      hits.push({type: 'PAGE', id: seed.id, listed, seed, item: pageSearchable(seed)}),
    );
  }
  if (types.includes('ARTICLE')) {
    store.articles.forEach((seed, listed) =>
      hits.push({type: 'ARTICLE', id: seed.id, listed, seed, item: articleSearchable(seed)}),
    );
  }
  return hits;
}

export function productSearchable(seed: SeedProduct): Searchable {
  return {title: seed.title, fields: [productView(seed).searchText]};
}

export function pageSearchable(seed: SeedPage): Searchable {
  return {title: seed.title, fields: [seed.title, stripHtml(seed.bodyHtml)]};
}

export function articleSearchable(seed: StoreArticle): Searchable {
  return {
    title: seed.title,
    fields: [seed.title, stripHtml(seed.contentHtml), seed.tags.join(' '), authorOf(seed).name],
  };
}

function resultNode(hit: Hit, trackingParameters: string) {
  switch (hit.type) {
    case 'PRODUCT':
      return {...productNode(hit.seed), trackingParameters};
    case 'PAGE':
      return {...pageNode(hit.seed), trackingParameters};
    case 'ARTICLE':
      return {...articleNode(hit.seed), trackingParameters};
  }
}
