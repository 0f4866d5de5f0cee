import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {
  Catalogue,
  SeedCollection,
  SeedCustomer,
  SeedDiscount,
  SeedProduct,
  SeedShop,
  SeedVariant,
} from './types';

export type * from './types';

export const CATALOGUE_DIR = join(import.meta.dirname, '..', 'data', 'catalogue');

export interface CatalogueIndex extends Catalogue {
  productById: Map<number, SeedProduct>;
  productByHandle: Map<string, SeedProduct>;
  productByAlias: Map<string, SeedProduct>;
  /** The products shoppers can come across: all but those hidden (`seo.hidden`, the free samples). */
  listedProducts: SeedProduct[];
  variantById: Map<number, {product: SeedProduct; variant: SeedVariant}>;
  collectionById: Map<number, SeedCollection>;
  collectionByHandle: Map<string, SeedCollection>;
  /** Products of each collection, in the seed's order (the collection's manual sort). */
  productsByCollection: Map<string, SeedProduct[]>;
}

let cached: {dir: string; index: CatalogueIndex} | undefined;

/** The catalogue seed, read once per process and indexed for lookups. */
export function loadCatalogue(dir: string = CATALOGUE_DIR): CatalogueIndex {
  if (cached?.dir === dir) return cached.index;
  const read = <T>(name: string): T =>
    JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as T;
  const index = indexCatalogue({
    shop: read<SeedShop>('shop'),
    products: read<SeedProduct[]>('products'),
    collections: read<SeedCollection[]>('collections'),
    discounts: read<SeedDiscount[]>('discounts'),
    customers: read<SeedCustomer[]>('customers'),
  });
  cached = {dir, index};
  return index;
}

export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const productsByCollection = new Map<string, SeedProduct[]>(
    catalogue.collections.map((collection) => [collection.handle, []]),
  );
  for (const product of catalogue.products) {
    for (const handle of product.collections) productsByCollection.get(handle)?.push(product);
  }
  return {
    ...catalogue,
    listedProducts: catalogue.products.filter((product) => !product.seo.hidden),
    productById: new Map(catalogue.products.map((product) => [product.id, product])),
    productByHandle: new Map(catalogue.products.map((product) => [product.handle, product])),
    productByAlias: new Map(
      catalogue.products.flatMap((product) =>
        product.alias ? [[product.alias, product] as const] : [],
      ),
    ),
    variantById: new Map(
      catalogue.products.flatMap((product) =>
        product.variants.map((variant) => [variant.id, {product, variant}] as const),
      ),
    ),
    collectionById: new Map(catalogue.collections.map((collection) => [collection.id, collection])),
    collectionByHandle: new Map(
      catalogue.collections.map((collection) => [collection.handle, collection]),
    ),
    productsByCollection,
  };
}
