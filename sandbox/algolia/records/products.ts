/**
 * Product records in the shape the Algolia Shopify connector writes: one record per variant
 * (`objectID` is the variant id, `id` the product id, so `distinct` on `id` gives one hit per
 * product), prices as numbers in the market's currency, `Name:Value` tags as `named_tags`, and the
 * `gpp` metafields as plain values under `meta.gpp`. The catalogue has no `Lvl0:`/`Lvl1:` tags of
 * its own, so the category hierarchy comes from the collection tree (`Hot Cups`,
 * `Hot Cups > Single Wall Hot Cups`), as the store's tagging would give it.
 */
import type {CatalogueIndex, SeedMetafield, SeedProduct, SeedVariant} from '../../catalogue';
import type {CountryMarket} from '../../shopify/markets';
import {CAD_PER_USD, convertCents, toCents} from '../../shopify/money';
import type {AlgoliaRecord} from '../attributes';

/** Units on hand, or null when stock is not tracked. */
export type StockLookup = (variantId: number) => number | null;

const BODY_LIMIT = 2000;
const PRICE_BUCKETS = [0, 10, 25, 50, 100, 200, 500, 1000];

export function productRecords(
  catalogue: CatalogueIndex,
  stockOf: StockLookup,
  country: CountryMarket,
): AlgoliaRecord[] {
  return catalogue.listedProducts.flatMap((product) =>
    product.variants.map((variant, index) =>
      variantRecord(catalogue, product, variant, index, stockOf, country),
    ),
  );
}

function variantRecord(
  catalogue: CatalogueIndex,
  product: SeedProduct,
  variant: SeedVariant,
  index: number,
  stockOf: StockLookup,
  country: CountryMarket,
): AlgoliaRecord {
  const price = amount(variant.price, country);
  const compareAtPrice = variant.compareAtPrice ? amount(variant.compareAtPrice, country) : null;
  const prices = product.variants.map((each) => amount(each.price, country));
  const stock = stockOf(variant.id);
  const namedTags = namedTagsOf(catalogue, product);
  const meta = {...plainMetafields(product.metafields), ...plainMetafields(variant.metafields)};
  const eachPrice =
    typeof meta.each_price === 'number' ? eachAmount(meta.each_price, country) : null;
  const image = product.images[variant.imageIndex ?? 0] ?? product.images[0];
  const optionValues = variant.selectedOptions.map((option) => option.value);

  return {
    objectID: String(variant.id),
    id: product.id,
    handle: product.handle,
    title: product.title,
    variant_title: variant.title,
    sku: variant.sku,
    barcode: null,
    vendor: product.vendor,
    product_type: product.productType,
    tags: product.tags,
    named_tags: namedTags,
    named_tags_names: Object.keys(namedTags),
    body_html_safe: plainText(product.descriptionHtml).slice(0, BODY_LIMIT),
    price,
    compare_at_price: compareAtPrice,
    price_ratio: compareAtPrice ? round(price / compareAtPrice, 4) : 1,
    price_range: priceRange(price),
    each_price: eachPrice,
    variants_count: product.variants.length,
    variants_min_price: Math.min(...prices),
    variants_max_price: Math.max(...prices),
    variants_inventory_count: product.variants.reduce(
      (sum, each) => sum + Math.max(stockOf(each.id) ?? 0, 0),
      0,
    ),
    option1: optionValues[0] ?? null,
    option2: optionValues[1] ?? null,
    option3: optionValues[2] ?? null,
    options: Object.fromEntries(
      variant.selectedOptions.map((option) => [option.name.toLowerCase(), option.value]),
    ),
    option_names: product.options.map((option) => option.name.toLowerCase()),
    requires_shipping: true,
    taxable: true,
    grams: grams(variant),
    weight: `${variant.weight}${WEIGHT_UNITS[variant.weightUnit]}`,
    inventory_management: stock === null ? null : 'shopify',
    inventory_policy: 'deny',
    inventory_quantity: stock ?? 0,
    inventory_available: stock === null || stock > 0,
    image: image?.src ?? null,
    product_image: product.images[0]?.src ?? null,
    collections: product.collections,
    meta: {gpp: meta},
    published_at: product.publishedAt,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
    position: index + 1,
  };
}

/**
 * `Name:Value` tags, a name used twice holding a list; `Lvl0` / `Lvl1` fall back to the product's
 * place in the collection tree.
 */
function namedTagsOf(
  catalogue: CatalogueIndex,
  product: SeedProduct,
): Record<string, string | string[]> {
  const named = new Map<string, string[]>();
  const add = (name: string, value: string) => {
    const values = named.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    named.set(name, values);
  };
  for (const tag of product.tags) {
    const colon = tag.indexOf(':');
    if (colon > 0) add(tag.slice(0, colon).trim(), tag.slice(colon + 1).trim());
  }
  if (!named.has('Lvl0')) {
    const collections = product.collections.flatMap(
      (handle) => catalogue.collectionByHandle.get(handle) ?? [],
    );
    const topLevel = new Map(
      collections
        .filter((collection) => collection.level === 0)
        .map((collection) => [collection.handle, collection]),
    );
    for (const collection of topLevel.values()) add('Lvl0', collection.title);
    for (const collection of collections) {
      const parent = collection.parent ? topLevel.get(collection.parent) : undefined;
      if (collection.level === 1 && parent) add('Lvl1', `${parent.title} > ${collection.title}`);
    }
  }
  return Object.fromEntries(
    [...named].map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
}

/** Metafields as the values they stand for: booleans, numbers, parsed JSON, or text. */
export function plainMetafields(
  metafields: Record<string, SeedMetafield>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(metafields).map(([key, metafield]) => [key, plainValue(metafield)]),
  );
}

function plainValue({type, value}: SeedMetafield): unknown {
  switch (type) {
    case 'boolean':
      return value === 'true';
    case 'number_integer':
    case 'number_decimal':
      return Number(value);
    case 'dimension':
    case 'weight':
    case 'json':
    case 'list.product_reference':
      return parseJson(value);
    default:
      return value;
  }
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function amount(usd: string, country: CountryMarket): number {
  return convertCents(toCents(usd), country) / 100;
}

/** Per-unit prices run below a cent, so they convert at full precision rather than in cents. */
function eachAmount(usd: number, country: CountryMarket): number {
  return country.currency.isoCode === 'USD' ? usd : round(usd * CAD_PER_USD, 4);
}

function priceRange(price: number): string {
  const lower = [...PRICE_BUCKETS].reverse().find((bound) => price >= bound) ?? 0;
  const upper = PRICE_BUCKETS[PRICE_BUCKETS.indexOf(lower) + 1];
  return upper === undefined ? `${lower}:` : `${lower}:${upper}`;
}

const WEIGHT_UNITS: Record<SeedVariant['weightUnit'], string> = {
  POUNDS: 'lb',
  OUNCES: 'oz',
  KILOGRAMS: 'kg',
  GRAMS: 'g',
};

const GRAMS_PER_UNIT: Record<SeedVariant['weightUnit'], number> = {
  POUNDS: 453.59237,
  OUNCES: 28.349523125,
  KILOGRAMS: 1000,
  GRAMS: 1,
};

function grams(variant: SeedVariant): number {
  return Math.round(variant.weight * GRAMS_PER_UNIT[variant.weightUnit]);
}

/** Description HTML as text: tags dropped, the common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
