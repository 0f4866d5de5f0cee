/**
 * `product`, `products` and the `Product` type. Products travel as `productNode`s; every field is
 * worked out from the seed record, prices in the request's market currency, availability from the
 * inventory table.
 */
import {loadCatalogue, type SeedProduct, type SeedVariant} from '../../catalogue';
import type {StorefrontContext} from '../context';
import {convertCents, moneyOf} from '../money';
import {collectionNode, numericId, productNode, variantNode, type ProductNode} from '../nodes';
import {parseSearchQuery} from '../search-query';
import {connectionOf} from './connection';
import {imageOf, mediaImageOf} from './images';
import {metafieldFields, productOwner} from './metafields';
import {encodeOptionCombinations} from './option-encoding';
import {paginate} from './paging';
import {productMatches, relevanceOf} from './product-search';
import {productSortPosition, type ProductSortKey} from './product-sort';
import {productView, truncatedText, type ProductView} from './product-view';
import {isAvailable, stockIn} from './stock';
import type {FieldResolver, Resolvers} from './types';
import {
  adjacentTo,
  firstSelectableVariant,
  indicesOf,
  readSelection,
  selectedOrFirstAvailable,
  variantBySelection,
} from './variant-selection';

const product = (source: unknown) => (source as ProductNode).seed;

/** `product(handle:)` / `product(id:)`: null for anything the shop does not have. */
export function findProduct(args: {handle?: unknown; id?: unknown}): SeedProduct | null {
  const catalogue = loadCatalogue();
  if (typeof args.handle === 'string') return catalogue.productByHandle.get(args.handle) ?? null;
  const id = numericId(args.id, 'Product');
  return id === null ? null : catalogue.productById.get(id) ?? null;
}

export function isProductAvailable(context: StorefrontContext, seed: SeedProduct): boolean {
  return seed.variants.some((variant) => isAvailable(context, variant.id));
}

function variantAvailability(context: StorefrontContext) {
  return (variant: SeedVariant) => isAvailable(context, variant.id);
}

function priceRange(minCents: number, maxCents: number, {country}: StorefrontContext) {
  return {
    minVariantPrice: moneyOf(convertCents(minCents, country), country),
    maxVariantPrice: moneyOf(convertCents(maxCents, country), country),
  };
}

function optionsOf(view: ProductView, first: unknown) {
  const options = typeof first === 'number' ? view.options.slice(0, first) : view.options;
  return options.map((option, optionIndex) => ({
    __typename: 'ProductOption',
    id: `gid://shopify/ProductOption/${view.seed.id}${pad(optionIndex, 2)}`,
    name: option.name,
    values: option.values,
    optionValues: option.values.map((name, valueIndex) => ({
      __typename: 'ProductOptionValue',
      id: `gid://shopify/ProductOptionValue/${view.seed.id}${pad(optionIndex, 2)}${pad(
        valueIndex,
        3,
      )}`,
      name,
      swatch: null,
      position: {view, optionIndex, valueIndex},
    })),
  }));
}

/** Each value once, alphabetically, as a `StringConnection`. */
function distinctValues(values: string[], args: {first?: unknown}) {
  const sorted = [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
  return paginate(
    sorted.map((value, index) => ({value, index})),
    args,
    ({value, index}) => ({id: index, value: value.toLowerCase()}),
    ({value}) => value,
  );
}

function pad(index: number, width: number): string {
  return String(index + 1).padStart(width, '0');
}

const fromSeed =
  (
    field:
      | 'title'
      | 'handle'
      | 'vendor'
      | 'productType'
      | 'tags'
      | 'createdAt'
      | 'publishedAt'
      | 'updatedAt'
      | 'descriptionHtml',
  ): FieldResolver =>
  (source) =>
    product(source)[field];

interface OptionValueObject {
  position: {view: ProductView; optionIndex: number; valueIndex: number};
}

export const productResolvers: Resolvers = {
  ProductOptionValue: {
    firstSelectableVariant: (source) => {
      const {view, optionIndex, valueIndex} = (source as OptionValueObject).position;
      const variant = firstSelectableVariant(view, optionIndex, valueIndex);
      return variant ? variantNode(view.seed, variant) : null;
    },
  },
  Query: {
    product: (_source, args) => {
      const seed = findProduct(args);
      return seed ? productNode(seed) : null;
    },
    productByHandle: (_source, args) => {
      const seed = findProduct({handle: args.handle});
      return seed ? productNode(seed) : null;
    },
    productTags: (_source, args) =>
      distinctValues(
        loadCatalogue().products.flatMap((seed) => seed.tags),
        args,
      ),
    productTypes: (_source, args) =>
      distinctValues(
        loadCatalogue().products.map((seed) => seed.productType),
        args,
      ),
    products: (_source, args, context) => {
      const catalogue = loadCatalogue();
      const expression = parseSearchQuery(typeof args.query === 'string' ? args.query : '');
      const available = (seed: SeedProduct) => isProductAvailable(context, seed);
      const found = catalogue.products.filter((seed) =>
        productMatches(seed, expression, available),
      );
      const sortKey = (args.sortKey as ProductSortKey | undefined) ?? 'ID';
      return paginate(
        found,
        args,
        productSortPosition(sortKey, catalogue.products, (seed) => relevanceOf(seed, expression)),
        productNode,
      );
    },
  },
  Product: {
    title: fromSeed('title'),
    handle: fromSeed('handle'),
    vendor: fromSeed('vendor'),
    productType: fromSeed('productType'),
    tags: fromSeed('tags'),
    createdAt: fromSeed('createdAt'),
    publishedAt: fromSeed('publishedAt'),
    updatedAt: fromSeed('updatedAt'),
    descriptionHtml: fromSeed('descriptionHtml'),
    description: (source, args) => truncatedText(product(source).descriptionHtml, args.truncateAt),
    seo: (source) => product(source).seo,
    onlineStoreUrl: (source, _args, {config}) =>
      new URL(`/products/${product(source).handle}`, config.storefront.primaryDomainUrl).href,
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    sellingPlanGroups: () => connectionOf([]),
    category: () => null,
    trackingParameters: (source) => (source as ProductNode).trackingParameters ?? null,
    availableForSale: (source, _args, context) => isProductAvailable(context, product(source)),
    totalInventory: (source, _args, context) =>
      product(source).variants.reduce(
        (total, variant) => total + Math.max(0, stockIn(context, variant.id) ?? 0),
        0,
      ),
    priceRange: (source, _args, context) => {
      const view = productView(product(source));
      return priceRange(view.minPriceCents, view.maxPriceCents, context);
    },
    compareAtPriceRange: (source, _args, context) => {
      const view = productView(product(source));
      return priceRange(view.minCompareAtCents, view.maxCompareAtCents, context);
    },
    featuredImage: (source, _args, context) => {
      const image = product(source).images[0];
      return image ? imageOf(image, context) : null;
    },
    images: (source, args, context) =>
      paginate(
        product(source).images.map((image, index) => ({image, index})),
        args,
        ({image, index}) => ({id: image.id, value: index}),
        ({image}) => imageOf(image, context),
      ),
    media: (source, args, context) =>
      paginate(
        product(source).images.map((image, index) => ({image, index})),
        args,
        ({image, index}) => ({id: image.id, value: index}),
        ({image}) => mediaImageOf(image, context),
      ),
    options: (source, args) => optionsOf(productView(product(source)), args.first),
    variants: (source, args) => {
      const seed = product(source);
      const sortKey = typeof args.sortKey === 'string' ? args.sortKey : 'POSITION';
      return paginate(
        seed.variants.map((variant, index) => ({variant, index})),
        args,
        ({variant, index}) => ({
          id: variant.id,
          value:
            sortKey === 'TITLE'
              ? variant.title.toLowerCase()
              : sortKey === 'SKU'
              ? variant.sku.toLowerCase()
              : sortKey === 'ID'
              ? variant.id
              : index,
        }),
        ({variant}) => variantNode(seed, variant),
      );
    },
    variantsCount: (source) => ({count: product(source).variants.length, precision: 'EXACT'}),
    variantBySelectedOptions: (source, args) => {
      const view = productView(product(source));
      const variant = variantBySelection(view, readSelection(view, args));
      return variant ? variantNode(view.seed, variant) : null;
    },
    selectedOrFirstAvailableVariant: (source, args, context) => {
      const view = productView(product(source));
      const variant = selectedOrFirstAvailable(
        view,
        readSelection(view, args),
        variantAvailability(context),
      );
      return variant ? variantNode(view.seed, variant) : null;
    },
    adjacentVariants: (source, args, context) => {
      const view = productView(product(source));
      const selection = readSelection(view, args);
      const anchor =
        selection && selection.size === view.options.length
          ? view.options.map((_, option) => selection.get(option) ?? -1)
          : (() => {
              const fallback = selectedOrFirstAvailable(
                view,
                selection,
                variantAvailability(context),
              );
              return fallback ? indicesOf(view, fallback) : [];
            })();
      return adjacentTo(view, anchor).map((variant) => variantNode(view.seed, variant));
    },
    encodedVariantExistence: (source) => productView(product(source)).encodedVariantExistence,
    encodedVariantAvailability: (source, _args, context) => {
      const view = productView(product(source));
      return encodeOptionCombinations(
        view.seed.variants
          .filter((variant) => isAvailable(context, variant.id))
          .map((variant) => indicesOf(view, variant))
          .filter((indices) => !indices.includes(-1)),
      );
    },
    collections: (source, args) => {
      const catalogue = loadCatalogue();
      const collections = product(source).collections.flatMap(
        (handle) => catalogue.collectionByHandle.get(handle) ?? [],
      );
      return paginate(
        collections.map((collection, index) => ({collection, index})),
        args,
        ({collection, index}) => ({id: collection.id, value: index}),
        ({collection}) => collectionNode(collection),
      );
    },
    ...metafieldFields((source) => productOwner(source as ProductNode)),
  },
};
