/** `page`, `pageByHandle`, `pages` and the `Page` type, over the Online Store seed. */
import {numericId} from '../nodes';
import {loadOnlineStore, type SeedPage} from '../online-store';
import {pageNode, type PageNode} from '../online-store/nodes';
import {dateMatchesTerm} from '../search-query';
import {equalsTerm, listConnection, type Listing} from './content-listing';
import {onlineStoreUrl} from './online-store-url';
import {noMetafields} from './metafields';
import {stripHtml, truncatedText} from './product-view';
import type {Resolvers} from './types';

const page = (source: unknown) => (source as PageNode).seed;

/** Shopify's `bodySummary` is the body as plain text, cut short. */
const SUMMARY_LENGTH = 150;

export function findPage(args: {handle?: unknown; id?: unknown}): SeedPage | null {
  const store = loadOnlineStore();
  if (typeof args.handle === 'string') return store.pageByHandle.get(args.handle) ?? null;
  const id = numericId(args.id, 'Page');
  return id === null ? null : store.pageById.get(id) ?? null;
}

const pageListing: Listing<SeedPage> = {
  id: (seed) => seed.id,
  title: (seed) => seed.title,
  text: (seed) => `${seed.title} ${stripHtml(seed.bodyHtml)}`,
  matchesField: (seed, term) => {
    switch (term.field) {
      case 'handle':
        return equalsTerm(seed.handle, term);
      case 'title':
        return equalsTerm(seed.title, term) || seed.title.toLowerCase().includes(term.value);
      case 'created_at':
        return dateMatchesTerm(seed.createdAt, term);
      case 'updated_at':
        return dateMatchesTerm(seed.updatedAt, term);
      default:
        return undefined;
    }
  },
  sortValue: (seed, sortKey) =>
    sortKey === 'TITLE'
      ? seed.title.toLowerCase()
      : sortKey === 'UPDATED_AT'
      ? seed.updatedAt
      : seed.id,
};

export const pageResolvers: Resolvers = {
  Query: {
    page: (_source, args) => {
      const seed = findPage(args);
      return seed ? pageNode(seed) : null;
    },
    pageByHandle: (_source, args) => {
      const seed = findPage({handle: args.handle});
      return seed ? pageNode(seed) : null;
    },
    pages: (_source, args) => listConnection(loadOnlineStore().pages, args, pageListing, pageNode),
  },
  Page: {
    handle: (source) => page(source).handle,
    title: (source) => page(source).title,
    body: (source) => page(source).bodyHtml,
    bodySummary: (source) => truncatedText(page(source).bodyHtml, SUMMARY_LENGTH),
    createdAt: (source) => page(source).createdAt,
    updatedAt: (source) => page(source).updatedAt,
    seo: (source) => page(source).seo,
    onlineStoreUrl: (source, _args, context) =>
      onlineStoreUrl(context, `/pages/${page(source).handle}`),
    trackingParameters: (source) => (source as PageNode).trackingParameters ?? null,
    ...noMetafields,
  },
};
