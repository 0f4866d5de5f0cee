/**
 * How catalogue records travel through the Storefront API: as parent objects carrying their seed
 * record, which the Product, ProductVariant and Collection resolvers read. Carts, orders and search
 * all hand out merchandise through these, so a variant looks the same wherever it appears.
 */
import type {SeedCollection, SeedProduct, SeedVariant} from '../catalogue';

export type ShopifyType =
  | 'Product'
  | 'ProductVariant'
  | 'Collection'
  | 'ProductImage'
  | 'Cart'
  | 'CartLine'
  | 'Customer'
  | 'MailingAddress'
  | 'Order'
  | 'OrderLineItem'
  | 'Metafield'
  | 'Page'
  | 'Blog'
  | 'Article'
  | 'ShopPolicy'
  | 'Menu'
  | 'MenuItem'
  | 'AppliedGiftCard';

export function gid(type: ShopifyType, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** `gid://shopify/Product/700001` → {type: 'Product', id: '700001'}; anything else → null. */
export function parseGid(value: unknown): {type: string; id: string} | null {
  if (typeof value !== 'string') return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)/.exec(value);
  return match ? {type: match[1], id: match[2]} : null;
}

/** The numeric id of a gid of the given type, or null. */
export function numericId(value: unknown, type: ShopifyType): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d+$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

export interface ProductNode {
  __typename: 'Product';
  id: string;
  seed: SeedProduct;
  /** Set when the product is a search result (`Trackable.trackingParameters`). */
  trackingParameters?: string;
}

export interface VariantNode {
  __typename: 'ProductVariant';
  id: string;
  seed: SeedVariant;
  product: SeedProduct;
}

export interface CollectionNode {
  __typename: 'Collection';
  id: string;
  seed: SeedCollection;
  /** Set when the collection is a predictive search result. */
  trackingParameters?: string;
}

export function productNode(seed: SeedProduct): ProductNode {
  return {__typename: 'Product', id: gid('Product', seed.id), seed};
}

export function variantNode(product: SeedProduct, seed: SeedVariant): VariantNode {
  return {__typename: 'ProductVariant', id: gid('ProductVariant', seed.id), seed, product};
}

export function collectionNode(seed: SeedCollection): CollectionNode {
  return {__typename: 'Collection', id: gid('Collection', seed.id), seed};
}
