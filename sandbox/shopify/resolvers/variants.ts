/**
 * `ProductVariant`, wherever one appears: on a product, as cart or order merchandise, behind a
 * metafield reference. Every field is worked out from the `variantNode` parent, with prices in the
 * request's market currency and availability from the inventory table.
 */
import type {StorefrontContext} from '../context';
import {priceIn} from '../money';
import {productNode, type VariantNode} from '../nodes';
import {connectionOf} from './connection';
import {imageOf} from './images';
import {metafieldFields, variantOwner} from './metafields';
import {selectedOptionsOf} from './product-view';
import {isAvailable, stockIn} from './stock';
import type {Resolvers} from './types';

const variant = (source: unknown) => source as VariantNode;

function price({seed}: VariantNode, {country}: StorefrontContext) {
  return priceIn(seed.price, country);
}

function compareAtPrice({seed}: VariantNode, {country}: StorefrontContext) {
  return seed.compareAtPrice === null ? null : priceIn(seed.compareAtPrice, country);
}

export const variantResolvers: Resolvers = {
  ProductVariant: {
    title: (source) => variant(source).seed.title,
    sku: (source) => variant(source).seed.sku,
    barcode: () => null,
    selectedOptions: (source) => selectedOptionsOf(variant(source).seed),
    price: (source, _args, context) => price(variant(source), context),
    priceV2: (source, _args, context) => price(variant(source), context),
    compareAtPrice: (source, _args, context) => compareAtPrice(variant(source), context),
    compareAtPriceV2: (source, _args, context) => compareAtPrice(variant(source), context),
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    availableForSale: (source, _args, context) => isAvailable(context, variant(source).seed.id),
    // Nothing is sold on backorder: an out-of-stock variant is simply unavailable.
    currentlyNotInStock: () => false,
    quantityAvailable: (source, _args, context) => {
      const quantity = stockIn(context, variant(source).seed.id);
      return quantity === null ? null : Math.max(0, quantity);
    },
    requiresShipping: () => true,
    taxable: () => true,
    requiresComponents: () => false,
    weight: (source) => variant(source).seed.weight,
    weightUnit: (source) => variant(source).seed.weightUnit,
    quantityRule: () => ({minimum: 1, maximum: null, increment: 1}),
    image: (source, _args, context) => {
      const {seed, product} = variant(source);
      const image = product.images[seed.imageIndex ?? 0] ?? product.images[0];
      return image ? imageOf(image, context) : null;
    },
    product: (source) => productNode(variant(source).product),
    components: () => connectionOf([]),
    groupedBy: () => connectionOf([]),
    quantityPriceBreaks: () => connectionOf([]),
    sellingPlanAllocations: () => connectionOf([]),
    storeAvailability: () => connectionOf([]),
    shopPayInstallmentsPricing: () => null,
    ...metafieldFields((source) => variantOwner(variant(source))),
  },
};
