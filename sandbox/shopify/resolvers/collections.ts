/**
 * `collection`, `collections` and the `Collection` type, with `Collection.products` filtered,
 * sorted and paged, and its `filters` facets counted over the whole collection.
 */
import {loadCatalogue, type SeedCollection} from '../../catalogue';
import {collectionNode, numericId, productNode, type CollectionNode} from '../nodes';
import {matchesSearch, parseSearchQuery, textMatchesTerm} from '../search-query';
import {connectionOf} from './connection';
import {imageOf} from './images';
import {collectionOwner, metafieldFields} from './metafields';
import {paginate} from './paging';
import {facetsOf, passesFilters, readFilters} from './product-filters';
import {productSortPosition, type ProductSortKey} from './product-sort';
import {stripHtml, truncatedText} from './product-view';
import type {Resolvers} from './types';

const collection = (source: unknown) => (source as CollectionNode).seed;

export function findCollection(args: {handle?: unknown; id?: unknown}): SeedCollection | null {
  const catalogue = loadCatalogue();
  if (typeof args.handle === 'string') return catalogue.collectionByHandle.get(args.handle) ?? null;
  const id = numericId(args.id, 'Collection');
  return id === null ? null : catalogue.collectionById.get(id) ?? null;
}

function collectionMatches(seed: SeedCollection, query: unknown): boolean {
  const expression = parseSearchQuery(typeof query === 'string' ? query : '');
  return matchesSearch(expression, (term) => {
    switch (term.field) {
      case 'title':
        return textMatchesTerm(seed.title, term);
      case 'handle':
        return seed.handle === term.value;
      default:
        return textMatchesTerm(`${seed.title} ${stripHtml(seed.descriptionHtml)}`, {
          ...term,
          prefix: !term.quoted || term.prefix,
        });
    }
  });
}

export const collectionResolvers: Resolvers = {
  Query: {
    collection: (_source, args) => {
      const seed = findCollection(args);
      return seed ? collectionNode(seed) : null;
    },
    collectionByHandle: (_source, args) => {
      const seed = findCollection({handle: args.handle});
      return seed ? collectionNode(seed) : null;
    },
    collections: (_source, args) => {
      const catalogue = loadCatalogue();
      const found = catalogue.collections.filter((seed) => collectionMatches(seed, args.query));
      const sortKey = typeof args.sortKey === 'string' ? args.sortKey : 'ID';
      const listed = new Map(catalogue.collections.map((seed, index) => [seed.id, index]));
      return {
        ...paginate(
          found,
          args,
          (seed) => ({
            id: seed.id,
            value:
              sortKey === 'TITLE'
                ? seed.title.toLowerCase()
                : sortKey === 'UPDATED_AT'
                ? seed.updatedAt
                : sortKey === 'RELEVANCE'
                ? listed.get(seed.id) ?? 0
                : seed.id,
          }),
          collectionNode,
        ),
        totalCount: String(found.length),
      };
    },
    // The shop defines no metaobjects; Hydrogen templates still ask.
    metaobject: () => null,
    metaobjects: () => connectionOf([]),
  },
  ProductConnection: {
    // Facets are counted only when asked for; `products(query:)` has none.
    filters: (source) => {
      const connection = source as {facets?: () => unknown[]; filters?: unknown[]};
      return connection.facets?.() ?? connection.filters ?? [];
    },
  },
  Collection: {
    title: (source) => collection(source).title,
    handle: (source) => collection(source).handle,
    descriptionHtml: (source) => collection(source).descriptionHtml,
    description: (source, args) =>
      truncatedText(collection(source).descriptionHtml, args.truncateAt),
    updatedAt: (source) => collection(source).updatedAt,
    seo: (source) => collection(source).seo,
    onlineStoreUrl: (source, _args, {config}) =>
      new URL(`/collections/${collection(source).handle}`, config.storefront.primaryDomainUrl).href,
    trackingParameters: (source) => (source as CollectionNode).trackingParameters ?? null,
    image: (source, _args, context) => {
      const image = collection(source).image;
      return image ? imageOf(image, context) : null;
    },
    products: (source, args, context) => {
      const members = loadCatalogue().productsByCollection.get(collection(source).handle) ?? [];
      const filters = readFilters(args.filters, context);
      const found = members.filter((product) => passesFilters(product, filters));
      const sortKey = (args.sortKey as ProductSortKey | undefined) ?? 'COLLECTION_DEFAULT';
      return {
        ...paginate(found, args, productSortPosition(sortKey, members), productNode),
        facets: () => facetsOf(members, filters, context),
      };
    },
    ...metafieldFields((source) => collectionOwner(source as CollectionNode)),
  },
};
