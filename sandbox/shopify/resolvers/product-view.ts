/**
 * What the resolvers need to know about a seed product that never changes at run time, worked out
 * once per product: option value positions of each variant, price bounds, and search text. Stock
 * is not here; it changes with every order and is read per request (`stock.ts`).
 */
import type {SeedProduct, SeedVariant} from '../../catalogue';
import {toCents} from '../money';
import {encodeOptionCombinations} from './option-encoding';

export interface ProductOptionView {
  name: string;
  values: string[];
}

export interface ProductView {
  seed: SeedProduct;
  /** The seed's options, or Shopify's `Title: Default Title` for a product without any. */
  options: ProductOptionView[];
  /** Per variant id: the index of its value within each option, in option order. */
  optionIndices: Map<number, number[]>;
  encodedVariantExistence: string;
  minPriceCents: number;
  maxPriceCents: number;
  minCompareAtCents: number;
  maxCompareAtCents: number;
  /** Lower-cased title, for sorting. */
  sortTitle: string;
  /** Every searchable word of the product, lower-cased, for bare-word queries. */
  searchText: string;
}

const DEFAULT_OPTION: ProductOptionView = {name: 'Title', values: ['Default Title']};

const views = new WeakMap<SeedProduct, ProductView>();

export function productView(seed: SeedProduct): ProductView {
  let view = views.get(seed);
  if (!view) {
    view = buildView(seed);
    views.set(seed, view);
  }
  return view;
}

/** The variant's options as the API reports them (`Title: Default Title` when there are none). */
export function selectedOptionsOf(variant: SeedVariant): {name: string; value: string}[] {
  return variant.selectedOptions.length > 0
    ? variant.selectedOptions
    : [{name: DEFAULT_OPTION.name, value: DEFAULT_OPTION.values[0]}];
}

function buildView(seed: SeedProduct): ProductView {
  const options = seed.options.length > 0 ? seed.options : [DEFAULT_OPTION];
  const optionIndices = new Map(
    seed.variants.map((variant) => {
      const selected = selectedOptionsOf(variant);
      const indices = options.map((option) => {
        const value = selected.find((candidate) => candidate.name === option.name)?.value;
        return value === undefined ? -1 : option.values.indexOf(value);
      });
      return [variant.id, indices] as const;
    }),
  );
  const prices = seed.variants.map((variant) => toCents(variant.price));
  // Shopify counts a variant without a compare-at price as 0 in `compareAtPriceRange`.
  const compareAtPrices = seed.variants.map((variant) =>
    variant.compareAtPrice === null ? 0 : toCents(variant.compareAtPrice),
  );
  return {
    seed,
    options,
    optionIndices,
    encodedVariantExistence: encodeOptionCombinations(
      [...optionIndices.values()].filter((indices) => !indices.includes(-1)),
    ),
    minPriceCents: prices.length ? Math.min(...prices) : 0,
    maxPriceCents: Math.max(0, ...prices),
    minCompareAtCents: compareAtPrices.length ? Math.min(...compareAtPrices) : 0,
    maxCompareAtCents: Math.max(0, ...compareAtPrices),
    sortTitle: seed.title.toLowerCase(),
    searchText: [
      seed.title,
      stripHtml(seed.descriptionHtml),
      seed.vendor,
      seed.productType,
      ...seed.tags,
      ...seed.variants.map((variant) => variant.sku),
    ]
      .join(' ')
      .toLowerCase(),
  };
}

/** HTML as plain text, cut to `limit` characters with Shopify's `...` (no limit: the whole text). */
export function truncatedText(html: string, limit: unknown): string {
  const text = stripHtml(html);
  return typeof limit === 'number' && text.length > limit ? `${text.slice(0, limit)}...` : text;
}

export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
