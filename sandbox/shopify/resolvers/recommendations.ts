/**
 * `productRecommendations`: RELATED comes from the product's `gpp.related_product_refs`, topped
 * up with the rest of its sub-collection; COMPLEMENTARY from `gpp.complementary_product`. At most
 * ten, never the product itself; null for a product the shop does not have.
 */
import {loadCatalogue, type SeedProduct} from '../../catalogue';
import {productNode} from '../nodes';
import {referencedIds} from './metafields';
import {catalogueNode} from './nodes';
import {findProduct} from './products';
import type {Resolvers} from './types';

const LIMIT = 10;

export const recommendationResolvers: Resolvers = {
  Query: {
    productRecommendations: (_source, args) => {
      const product =
        args.productId !== undefined && args.productId !== null
          ? findProduct({id: args.productId})
          : findProduct({handle: args.productHandle});
      if (!product) return null;
      const picks = args.intent === 'COMPLEMENTARY' ? complementary(product) : related(product);
      const unique = [...new Map(picks.map((pick) => [pick.id, pick])).values()];
      return unique
        .filter((pick) => pick.id !== product.id)
        .slice(0, LIMIT)
        .map(productNode);
    },
  },
};

function related(product: SeedProduct): SeedProduct[] {
  const catalogue = loadCatalogue();
  const subCollection = product.collections.find(
    (handle) => catalogue.collectionByHandle.get(handle)?.level === 1,
  );
  const siblings = subCollection ? catalogue.productsByCollection.get(subCollection) ?? [] : [];
  return [...referencedProducts(product, 'related_product_refs'), ...siblings];
}

function complementary(product: SeedProduct): SeedProduct[] {
  return referencedProducts(product, 'complementary_product');
}

/** Products named by a product (or list of products) reference metafield. */
function referencedProducts(product: SeedProduct, key: string): SeedProduct[] {
  const metafield = product.metafields[key];
  if (!metafield) return [];
  return referencedIds(metafield).flatMap((id) => {
    const node = catalogueNode(id);
    return node?.__typename === 'Product' ? [node.seed] : [];
  });
}
