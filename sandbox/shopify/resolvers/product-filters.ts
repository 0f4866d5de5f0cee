/**
 * `Collection.products(filters:)` and the `filters` facets that come back with it, shaped as Shopify's
 * Search & Discovery filters: availability, price range, product type, vendor and each variant option.
 * Filters of one kind are alternatives (OR), different kinds must all hold (AND); variant-level
 * filters must all hold for one and the same variant. A facet's counts leave out its own filters, so
 * ticking one value does not zero its siblings.
 */
import type {SeedProduct, SeedVariant} from '../../catalogue';
import type {StorefrontContext} from '../context';
import {convertCents, decimalOf, toCents} from '../money';
import {seedMetafields} from './metafields';
import {selectedOptionsOf} from './product-view';
import {isAvailable} from './stock';

interface ActiveFilter {
  /** Filters in the same group are alternatives. */
  group: string;
  product?: (product: SeedProduct) => boolean;
  variant?: (variant: SeedVariant) => boolean;
}

interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: {namespace: string; key: string; value: string} | null;
}

export function readFilters(input: unknown, context: StorefrontContext): ActiveFilter[] {
  if (!Array.isArray(input)) return [];
  return (input as ProductFilterInput[]).flatMap((filter) => toActiveFilters(filter, context));
}

function toActiveFilters(filter: ProductFilterInput, context: StorefrontContext): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (typeof filter.available === 'boolean') {
    const wanted = filter.available;
    active.push({
      group: 'available',
      variant: (variant) => isAvailable(context, variant.id) === wanted,
    });
  }
  if (filter.price) {
    const min = filter.price.min ?? Number.NEGATIVE_INFINITY;
    const max = filter.price.max ?? Number.POSITIVE_INFINITY;
    active.push({
      group: 'price',
      variant: (variant) => {
        const amount = marketPrice(variant, context);
        return amount >= min && amount <= max;
      },
    });
  }
  if (filter.productType) {
    const wanted = filter.productType.toLowerCase();
    active.push({
      group: 'productType',
      product: (product) => product.productType.toLowerCase() === wanted,
    });
  }
  if (filter.productVendor) {
    const wanted = filter.productVendor.toLowerCase();
    active.push({
      group: 'productVendor',
      product: (product) => product.vendor.toLowerCase() === wanted,
    });
  }
  if (filter.tag) {
    const wanted = filter.tag.toLowerCase();
    active.push({
      group: 'tag',
      product: (product) => product.tags.some((tag) => tag.toLowerCase() === wanted),
    });
  }
  if (filter.variantOption) {
    const name = handleize(filter.variantOption.name);
    const value = filter.variantOption.value.toLowerCase();
    active.push({
      group: `variantOption:${name}`,
      variant: (variant) =>
        selectedOptionsOf(variant).some(
          (option) => handleize(option.name) === name && option.value.toLowerCase() === value,
        ),
    });
  }
  if (filter.productMetafield) {
    const {namespace, key, value} = filter.productMetafield;
    active.push({
      group: `productMetafield:${namespace}.${key}`,
      product: (product) =>
        seedMetafields(product.metafields).get(`${namespace}.${key}`)?.value === value,
    });
  }
  if (filter.variantMetafield) {
    const {namespace, key, value} = filter.variantMetafield;
    active.push({
      group: `variantMetafield:${namespace}.${key}`,
      variant: (variant) =>
        seedMetafields(variant.metafields).get(`${namespace}.${key}`)?.value === value,
    });
  }
  return active;
}

/** Whether the product passes every group of filters, leaving out `exceptGroup` (for facet counts). */
export function passesFilters(
  product: SeedProduct,
  filters: ActiveFilter[],
  exceptGroup?: string,
): boolean {
  const groups = new Map<string, ActiveFilter[]>();
  for (const filter of filters) {
    if (filter.group === exceptGroup) continue;
    groups.set(filter.group, [...(groups.get(filter.group) ?? []), filter]);
  }
  const productGroups = [...groups.values()].filter((group) =>
    group.some((filter) => filter.product),
  );
  const variantGroups = [...groups.values()].filter((group) =>
    group.some((filter) => filter.variant),
  );
  if (!productGroups.every((group) => group.some((filter) => filter.product?.(product))))
    return false;
  if (variantGroups.length === 0) return true;
  return product.variants.some((variant) =>
    variantGroups.every((group) => group.some((filter) => filter.variant?.(variant))),
  );
}

interface FacetValue {
  label: string;
  input: Record<string, unknown>;
  /** Whether a product has this value, for its count. */
  has(product: SeedProduct): boolean;
}

interface Facet {
  id: string;
  label: string;
  group: string;
  values: FacetValue[];
}

/** The `filters` of a collection's product list, counted over `products` under `filters`. */
export function facetsOf(
  products: SeedProduct[],
  filters: ActiveFilter[],
  context: StorefrontContext,
) {
  const counted = (facet: Facet) => {
    const base = products.filter((product) => passesFilters(product, filters, facet.group));
    return {
      __typename: 'Filter',
      id: facet.id,
      label: facet.label,
      type: 'LIST',
      presentation: 'TEXT',
      values: facet.values.map((value) => ({
        __typename: 'FilterValue',
        id: `${facet.id}.${value.label}`,
        label: value.label,
        count: base.filter((product) => value.has(product)).length,
        input: JSON.stringify(value.input),
        image: null,
        swatch: null,
      })),
    };
  };
  return [
    counted(availabilityFacet(context)),
    priceFacet(products, context),
    counted(
      productFacet(
        'filter.p.product_type',
        'Product type',
        'productType',
        products,
        (product) => product.productType,
      ),
    ),
    counted(
      productFacet(
        'filter.p.vendor',
        'Vendor',
        'productVendor',
        products,
        (product) => product.vendor,
      ),
    ),
    ...optionFacets(products).map(counted),
  ];
}

function availabilityFacet(context: StorefrontContext): Facet {
  const withVariant = (available: boolean) => (product: SeedProduct) =>
    product.variants.some((variant) => isAvailable(context, variant.id) === available);
  return {
    id: 'filter.v.availability',
    label: 'Availability',
    group: 'available',
    values: [
      {label: 'In stock', input: {available: true}, has: withVariant(true)},
      {label: 'Out of stock', input: {available: false}, has: withVariant(false)},
    ],
  };
}

/** One value spanning the list's prices; Shopify counts nothing for a price range. */
function priceFacet(products: SeedProduct[], context: StorefrontContext) {
  const highest = Math.max(
    0,
    ...products.flatMap((product) =>
      product.variants.map((variant) => marketPrice(variant, context)),
    ),
  );
  return {
    __typename: 'Filter',
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [
      {
        __typename: 'FilterValue',
        id: 'filter.v.price',
        label: 'Price',
        count: 0,
        input: JSON.stringify({price: {min: 0, max: highest}}),
        image: null,
        swatch: null,
      },
    ],
  };
}

function productFacet(
  id: string,
  label: string,
  inputKey: 'productType' | 'productVendor',
  products: SeedProduct[],
  valueOf: (product: SeedProduct) => string,
): Facet {
  const values = [...new Set(products.map(valueOf).filter(Boolean))].sort();
  return {
    id,
    label,
    group: inputKey,
    values: values.map((value) => ({
      label: value,
      input: {[inputKey]: value},
      has: (product) => valueOf(product) === value,
    })),
  };
}

function optionFacets(products: SeedProduct[]): Facet[] {
  const options = new Map<string, {name: string; values: string[]}>();
  for (const product of products) {
    for (const option of product.options) {
      const key = handleize(option.name);
      const entry = options.get(key) ?? {name: option.name, values: []};
      for (const value of option.values)
        if (!entry.values.includes(value)) entry.values.push(value);
      options.set(key, entry);
    }
  }
  return [...options].map(([key, {name, values}]) => ({
    id: `filter.v.option.${key}`,
    label: name,
    group: `variantOption:${key}`,
    values: values.map((value) => ({
      label: value,
      input: {variantOption: {name: key, value}},
      has: (product: SeedProduct) =>
        product.variants.some((variant) =>
          selectedOptionsOf(variant).some(
            (option) => handleize(option.name) === key && option.value === value,
          ),
        ),
    })),
  }));
}

/** A variant's price in the market's currency, as a number (filters and facets compare these). */
function marketPrice(variant: SeedVariant, {country}: StorefrontContext): number {
  return Number(decimalOf(convertCents(toCents(variant.price), country)));
}

function handleize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
