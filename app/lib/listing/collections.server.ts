/**
 * Where a collection sits in the catalogue and what its listing is filtered by. The Storefront API
 * knows a collection's title, text and picture but not its place in the tree; the products index
 * does, through the connector's `Lvl0` / `Lvl1` named tags (`Hot Cups`, `Hot Cups > Single Wall Hot
 * Cups`). Brands are a tree of their own: `/collections/compostable-brands/{brand}`, filtered by
 * the products' brand.
 */
import type {LiteClient, SearchResponse} from 'algoliasearch/lite';
import type {ListingCollectionQuery} from 'storefrontapi.generated';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {ALL_HANDLE, BRANDS_HANDLE, type MenuEntry} from './menu';
import {MAX_VALUES_PER_FACET} from './query';

const LVL0 = 'named_tags.Lvl0';
const LVL1 = 'named_tags.Lvl1';
const BRAND = 'meta.gpp.brand';
const SEPARATOR = ' > ';

type StorefrontCollection = NonNullable<ListingCollectionQuery['collection']>;
type CollectionSummary = ListingCollectionQuery['collections']['nodes'][number];

export interface CollectionPlace {
  collection: Pick<
    StorefrontCollection,
    'id' | 'handle' | 'title' | 'description' | 'seo' | 'image'
  >;
  /** 0 for a top-level collection (and `all`), 1 below it. */
  level: 0 | 1;
  baseFilter: string | null;
  parent: {title: string; path: string} | null;
  /** A level-0 collection's sub-collections, with their pictures. */
  children: (MenuEntry & {image: CollectionSummary['image']})[];
  /** The sidebar: the sub-collections of this collection's tree. */
  menu: MenuEntry[];
}

/**
 * The collection at `/collections/{handle}` (or `/collections/compostable-brands/{brand}`), or null
 * when there is none.
 */
export async function findCollectionPlace(
  context: Pick<AppLoadContext, 'storefront'>,
  search: LiteClient,
  indexName: string,
  path: {handle: string; brand?: string},
): Promise<CollectionPlace | null> {
  const handle = path.brand ?? path.handle;
  const [{collection, collections}, tree] = await Promise.all([
    context.storefront.query(LISTING_COLLECTION_QUERY, {
      variables: {handle},
      cache: context.storefront.CacheShort(),
    }),
    // Without the tree the collection still shows, listing its own members.
    catalogueTree(search, indexName).catch(() => EMPTY_TREE),
  ]);
  const byTitle = new Map(collections.nodes.map((node) => [node.title, node]));
  const entry = (title: string, count: number, current: boolean, prefix = ''): MenuEntry => ({
    title,
    path: `${prefix}/${byTitle.get(title)?.handle ?? ''}`,
    count,
    current,
  });
  const withImage = (item: MenuEntry) => ({...item, image: byTitle.get(item.title)?.image ?? null});

  if (path.brand !== undefined) {
    if (!collection || (tree !== EMPTY_TREE && !tree.brands[collection.title])) return null;
    return {
      collection,
      level: 1,
      baseFilter: facetFilter(BRAND, collection.title),
      parent: {
        title: titleOf(collections.nodes, BRANDS_HANDLE) ?? 'Brands',
        path: `/${BRANDS_HANDLE}`,
      },
      children: [],
      menu: brandMenu(tree, collection.title, entry),
    };
  }
  if (handle === BRANDS_HANDLE && collection) {
    const menu = brandMenu(tree, null, entry);
    return {
      collection,
      level: 0,
      baseFilter: null,
      parent: null,
      children: menu.map(withImage),
      menu,
    };
  }
  if (handle === ALL_HANDLE) {
    const menu = Object.entries(tree.lvl0).map(([title, count]) => entry(title, count, false));
    return {
      collection: collection ?? {
        id: 'all',
        handle: ALL_HANDLE,
        title: 'All Products',
        description: 'Every product in the store.',
        seo: {title: null, description: null},
        image: null,
      },
      level: 0,
      baseFilter: null,
      parent: null,
      children: [],
      menu,
    };
  }
  if (!collection) return null;

  if (tree.lvl0[collection.title] !== undefined) {
    const menu = childrenOf(tree, collection.title).map(([title, count]) =>
      entry(title, count, false),
    );
    return {
      collection,
      level: 0,
      baseFilter: facetFilter(LVL0, collection.title),
      parent: null,
      children: menu.map(withImage),
      menu,
    };
  }
  const lvl1 = Object.keys(tree.lvl1).find(
    (value) => value.split(SEPARATOR)[1] === collection.title,
  );
  if (lvl1) {
    const [parentTitle] = lvl1.split(SEPARATOR);
    return {
      collection,
      level: 1,
      baseFilter: facetFilter(LVL1, lvl1),
      parent: {title: parentTitle, path: entry(parentTitle, 0, false).path},
      children: [],
      menu: childrenOf(tree, parentTitle).map(([title, count]) =>
        entry(title, count, title === collection.title),
      ),
    };
  }
  // A collection outside the tree (a merchant's seasonal pick) lists its own members.
  return {
    collection,
    level: 1,
    baseFilter: facetFilter('collections', collection.handle),
    parent: null,
    children: [],
    menu: [],
  };
}

interface CatalogueTree {
  lvl0: Record<string, number>;
  lvl1: Record<string, number>;
  brands: Record<string, number>;
}

const EMPTY_TREE: CatalogueTree = {lvl0: {}, lvl1: {}, brands: {}};

/** The whole tree in one facet-only query: every `Lvl0`, `Lvl1` and brand with its product count. */
async function catalogueTree(search: LiteClient, indexName: string): Promise<CatalogueTree> {
  const {results} = await search.search({
    requests: [
      {
        indexName,
        facets: [LVL0, LVL1, BRAND],
        hitsPerPage: 0,
        distinct: true,
        facetingAfterDistinct: true,
        maxValuesPerFacet: MAX_VALUES_PER_FACET,
        analytics: false,
      },
    ],
  });
  const facets = (results[0] as SearchResponse).facets ?? {};
  return {lvl0: facets[LVL0] ?? {}, lvl1: facets[LVL1] ?? {}, brands: facets[BRAND] ?? {}};
}

/** Sub-collections in the order the store lists them: largest first. */
function childrenOf(tree: CatalogueTree, parentTitle: string): [string, number][] {
  const prefix = `${parentTitle}${SEPARATOR}`;
  return Object.entries(tree.lvl1)
    .filter(([value]) => value.startsWith(prefix))
    .map(([value, count]): [string, number] => [value.slice(prefix.length), count])
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
}

function brandMenu(
  tree: CatalogueTree,
  current: string | null,
  entry: (title: string, count: number, current: boolean, prefix?: string) => MenuEntry,
): MenuEntry[] {
  return Object.entries(tree.brands)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, count]) => entry(title, count, title === current, `/${BRANDS_HANDLE}`));
}

function titleOf(nodes: CollectionSummary[], handle: string): string | undefined {
  return nodes.find((node) => node.handle === handle)?.title;
}

/** `attribute:"value"` with the value's quotes and backslashes escaped (`3.5" Coasters`). */
export function facetFilter(attribute: string, value: string): string {
  return `${attribute}:"${value.replace(/["\\]/g, '\\$&')}"`;
}

const LISTING_COLLECTION_QUERY = `#graphql
  query ListingCollection($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
      image {
        url
        altText
        width
        height
      }
    }
    collections(first: 250) {
      nodes {
        handle
        title
        image {
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;
