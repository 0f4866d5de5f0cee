/**
 * `node(id:)` and `nodes(ids:)` for the catalogue's own types: Product, ProductVariant and
 * Collection. Anything else, or an id the shop does not have, is null in its position.
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

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_source, args) => catalogueNode(args.id),
    nodes: (_source, args) => (args.ids as unknown[]).map(catalogueNode),
  },
};
