/**
 * Sort positions for `products(sortKey:)` and `Collection.products(sortKey:)`. Keys the sandbox has
 * no data for (BEST_SELLING, and RELEVANCE without a query) keep the list's own order: the seed's
 * order for the shop, the collection's manual order for a collection.
 */
import type {SeedProduct} from '../../catalogue';
import type {SortPosition} from './paging';
import {productView} from './product-view';

export type ProductSortKey =
  | 'TITLE'
  | 'PRICE'
  | 'CREATED_AT'
  | 'CREATED'
  | 'UPDATED_AT'
  | 'ID'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'BEST_SELLING'
  | 'RELEVANCE'
  | 'COLLECTION_DEFAULT'
  | 'MANUAL';

/**
 * How to place each product of `products` (in their listed order) for a sort key. `relevance`
 * scores products for RELEVANCE; higher scores come first.
 */
export function productSortPosition(
  sortKey: ProductSortKey,
  products: readonly SeedProduct[],
  relevance?: (product: SeedProduct) => number,
): (product: SeedProduct) => SortPosition {
  const listed = new Map(products.map((product, index) => [product.id, index]));
  const listedIndex = (product: SeedProduct) => listed.get(product.id) ?? 0;
  switch (sortKey) {
    case 'TITLE':
      return (product) => ({id: product.id, value: productView(product).sortTitle});
    case 'PRICE':
      return (product) => ({id: product.id, value: productView(product).minPriceCents});
    case 'CREATED_AT':
    case 'CREATED':
      return (product) => ({id: product.id, value: product.createdAt});
    case 'UPDATED_AT':
      return (product) => ({id: product.id, value: product.updatedAt});
    case 'ID':
      return (product) => ({id: product.id, value: product.id});
    case 'PRODUCT_TYPE':
      return (product) => ({id: product.id, value: product.productType.toLowerCase()});
    case 'VENDOR':
      return (product) => ({id: product.id, value: product.vendor.toLowerCase()});
    case 'RELEVANCE':
      if (relevance) {
        return (product) => ({
          id: product.id,
          value: -relevance(product) * products.length + listedIndex(product),
        });
      }
      return (product) => ({id: product.id, value: listedIndex(product)});
    case 'BEST_SELLING':
    case 'COLLECTION_DEFAULT':
    case 'MANUAL':
      return (product) => ({id: product.id, value: listedIndex(product)});
  }
}
