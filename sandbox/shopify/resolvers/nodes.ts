/**
 * `node(id:)` and `nodes(ids:)` for the catalogue's types (Product, ProductVariant, Collection) and
 * the Online Store's (Page, Blog, Article, ShopPolicy, Menu). Anything else, or an id the shop does
 * not have, is null in its position.
 */
import {loadCatalogue} from '../../catalogue';
import {
  collectionNode,
  parseGid,
  productNode,
  variantNode,
  type CollectionNode,
  type ProductNode,
  type VariantNode,
} from '../nodes';
import type {StorefrontContext} from '../context';
import {loadOnlineStore} from '../online-store';
import {articleNode, blogNode, pageNode, policyNode} from '../online-store/nodes';
import {menuObject} from './menus';
import type {Resolvers} from './types';

/** The catalogue object a gid names (also what metafield references resolve through). */
export function catalogueNode(value: unknown): ProductNode | VariantNode | CollectionNode | null {
  const parsed = parseGid(value);
  if (!parsed || !/^\d+$/.test(parsed.id)) return null;
  const catalogue = loadCatalogue();
  const id = Number(parsed.id);
  switch (parsed.type) {
    case 'Product': {
      const product = catalogue.productById.get(id);
      return product ? productNode(product) : null;
    }
    case 'ProductVariant': {
      const found = catalogue.variantById.get(id);
      return found ? variantNode(found.product, found.variant) : null;
    }
    case 'Collection': {
      const collection = catalogue.collectionById.get(id);
      return collection ? collectionNode(collection) : null;
    }
    default:
      return null;
  }
}

/** The Online Store object a gid names. */
function onlineStoreNode(value: unknown, context: StorefrontContext): unknown {
  const parsed = parseGid(value);
  if (!parsed || !/^\d+$/.test(parsed.id)) return null;
  const store = loadOnlineStore();
  const id = Number(parsed.id);
  const found = <T>(seed: T | undefined, toNode: (seed: T) => unknown) =>
    seed === undefined ? null : toNode(seed);
  switch (parsed.type) {
    case 'Page':
      return found(store.pageById.get(id), pageNode);
    case 'Blog':
      return found(store.blogById.get(id), blogNode);
    case 'Article':
      return found(store.articleById.get(id), articleNode);
    case 'ShopPolicy':
      return found(store.policyById.get(id), policyNode);
    case 'Menu':
      return found(
        store.menus.find((menu) => menu.id === id),
        (menu) => menuObject(menu, context),
      );
    default:
      return null;
  }
}

function anyNode(value: unknown, context: StorefrontContext): unknown {
  return catalogueNode(value) ?? onlineStoreNode(value, context);
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_source, args, context) => anyNode(args.id, context),
    nodes: (_source, args, context) => (args.ids as unknown[]).map((id) => anyNode(id, context)),
  },
};
