/**
 * Turns family definitions into `SeedProduct`s: ids, variants, tags, text and every `gpp`
 * metafield. Stock, compare-at prices and dates follow each product's position in the seed, so
 * every case a storefront must handle (sold out, one variant sold out, low, not tracked, on sale)
 * occurs, and regenerating gives the same files.
 */
import type {SeedImage, SeedMetafield, SeedProduct} from '../types';
import {BRANDS} from './brands';
import type {CollectionDef} from './collections';
import {FEATURE_FLAGS, type PackDef, type ProductDef} from './definitions';
import {MATERIAL_FLAGS, MATERIALS} from './materials';
import {
  bool,
  decimal,
  dimension,
  integer,
  multiline,
  productReference,
  productReferences,
  text,
  weight,
} from './metafields';
import {hashOf, randomFrom} from './random';
import {buildVariants, optionsOf, shippingPounds, stockCaseOf} from './variants';

export const FIRST_PRODUCT_ID = 700001;
export const FIRST_VARIANT_ID = 800001;
export const FIRST_IMAGE_ID = 900001;
/** Gallery pictures get ids of their own, so adding one moves no other picture's id. */
export const FIRST_GALLERY_IMAGE_ID = 901001;

/**
 * Products always in plenty whatever their place in the seed: the store's tests and bench pages
 * buy them freely (they were the seed's first samples, before samples became products of their own).
 */
const ALWAYS_STOCKED = new Set([
  '12-oz-single-wall-hot-cup-white',
  '12-oz-double-wall-hot-cup-kraft',
  'kraft-hot-cup-sleeve',
  '16-oz-pla-cold-cup',
  '16-oz-pet-cold-cup',
  '16-oz-paper-cold-cup-white',
  '16-oz-soup-container-white',
  '8-oz-ice-cream-cup',
  '16-oz-pla-deli-container',
  '16-oz-pet-deli-container',
  'bagasse-clamshell-9x9',
  '16-oz-bagasse-bowl',
  'bagasse-plate-9-in',
  '3-5-in-round-coaster-white',
  '4-in-round-coaster-white',
]);

/** Where "you may also need" suggestions come from, by level-1 collection. */
const SUGGESTED_FROM: Record<string, string[]> = {
  'single-wall-hot-cups': ['hot-cup-lids', 'hot-cup-sleeves', 'cutlery'],
  'double-wall-hot-cups': ['hot-cup-lids', 'cutlery', 'paper-bags'],
  'hot-cup-sleeves': ['single-wall-hot-cups', 'hot-cup-lids'],
  'pla-cold-cups': ['cold-cup-lids', 'straws', '4-inch-coasters'],
  'pet-cold-cups': ['cold-cup-lids', 'straws'],
  'paper-cold-cups': ['cold-cup-lids', 'straws'],
  'hot-cup-lids': ['single-wall-hot-cups', 'double-wall-hot-cups'],
  'cold-cup-lids': ['pla-cold-cups', 'pet-cold-cups', 'straws'],
  'container-lids': ['soup-containers', 'pla-deli-containers', 'pet-deli-containers'],
  'soup-containers': ['container-lids', 'cutlery', 'paper-bags'],
  'ice-cream-containers': ['cutlery', 'container-lids'],
  'pla-deli-containers': ['container-lids', 'cutlery'],
  'pet-deli-containers': ['container-lids', 'paper-bags'],
  clamshells: ['cutlery', 'paper-bags', 'plates'],
  'takeout-boxes': ['cutlery', 'paper-bags'],
  bowls: ['cutlery', 'plates'],
  plates: ['cutlery', 'bowls'],
  cutlery: ['plates', 'clamshells'],
  straws: ['pla-cold-cups', 'paper-cold-cups'],
  'paper-bags': ['takeout-boxes', 'clamshells'],
  'compostable-bags': ['paper-bags', 'plates'],
  '3-5-inch-coasters': ['pla-cold-cups', 'straws'],
  '4-inch-coasters': ['pla-cold-cups', 'pet-cold-cups'],
};

interface Built {
  products: SeedProduct[];
  images: {src: string; def: ProductDef; title: string}[];
  nextImageId: number;
}

export function buildProducts(defs: ProductDef[], collections: CollectionDef[]): Built {
  const collectionByHandle = new Map(
    collections.map((collection) => [collection.handle, collection]),
  );
  const idByHandle = new Map(defs.map((def, index) => [def.handle, FIRST_PRODUCT_ID + index]));
  const idOf = (handle: string): number => {
    const id = idByHandle.get(handle);
    if (id === undefined) throw new Error(`Unknown product handle ${handle}`);
    return id;
  };
  const byCollection = new Map<string, ProductDef[]>();
  for (const def of defs)
    byCollection.set(def.collection, [...(byCollection.get(def.collection) ?? []), def]);

  let variantId = FIRST_VARIANT_ID;
  let imageId = FIRST_IMAGE_ID;
  let galleryImageId = FIRST_GALLERY_IMAGE_ID;
  const images: Built['images'] = [];
  let soldOutSeen = 0;

  const products = defs.map((def, index): SeedProduct => {
    const id = FIRST_PRODUCT_ID + index;
    const level1 = collectionByHandle.get(def.collection);
    const level0 = level1?.parent ? collectionByHandle.get(level1.parent) : undefined;
    if (!level1 || !level0) throw new Error(`${def.handle}: unknown collection ${def.collection}`);
    const brand = BRANDS[def.brand];
    const material = MATERIALS[def.material];
    const stock = stockCaseOf(index, ALWAYS_STOCKED.has(def.handle));

    const {combos, variants} = buildVariants(def, {
      firstId: variantId,
      stock,
      onSale: index % 6 === 2,
      random: randomFrom(def.handle),
    });
    variantId += variants.length;

    const image: SeedImage = {
      id: imageId++,
      src: `/f/shopify/products/${def.handle}.svg`,
      altText: def.title,
      width: 800,
      height: 800,
    };
    images.push({src: image.src, def, title: def.title});
    const gallery = (def.gallery ?? []).map(({handle}): SeedImage => {
      const shown = defs.find((other) => other.handle === handle);
      if (!shown) throw new Error(`${def.handle}: unknown gallery product ${handle}`);
      return {id: galleryImageId++, src: `/f/shopify/products/${handle}.svg`, altText: shown.title, width: 800, height: 800};
    });
    for (const [position, variant] of variants.entries()) {
      const shown = (def.gallery ?? []).findIndex(({size}) => size === combos[position].size.label);
      if (shown >= 0) variant.imageIndex = shown + 1;
    }

    const siblings = byCollection.get(def.collection) ?? [];
    const related = cyclicAfter(siblings, def, 4).map((other) => idOf(other.handle));
    const suggested = (SUGGESTED_FROM[def.collection] ?? [])
      .map((handle) => byCollection.get(handle) ?? [])
      .filter((list) => list.length > 0)
      .map((list) => list[index % list.length])
      .map((other) => idOf(other.handle));

    const first = combos[0];
    const flags = new Set<string>([...material.flags, ...(def.features ?? [])]);
    if (brand.madeInUsa) flags.add('is_made_in_the_usa');
    const enableOutOfStockForm = stock === 'sold-out' && soldOutSeen++ % 2 === 0;
    const dims = first.size.dimensions;
    const created = new Date(
      Date.UTC(2023, 1, 6) + index * 5 * DAY + (hashOf(def.handle) % 20) * HOUR,
    );
    const updated = new Date(Date.UTC(2026, 8, 1) + (index % 60) * DAY + (index % 9) * HOUR);

    const metafields: Record<string, SeedMetafield> = {
      subtitle: text(def.subtitle),
      manufacturer_sku: text(`${brand.skuPrefix}-${10000 + (hashOf(`${def.handle}#mfr`) % 90000)}`),
      brand: text(brand.name),
      has_custom_printing: bool(def.customPrinting ?? false),
      complementary_product: productReference(idOf(def.complementary)),
      related_product_refs: productReferences(related),
      suggested_product_refs: productReferences(suggested),
      google_feed_item_id: text(`shopify_US_${id}_${variants[0].id}`),
      short_title: text(def.shortTitle),
      package_size: integer(first.pack.count),
      package_type: text(first.pack.type),
      weight: weight(shippingPounds(first.size, first.pack)),
      length: dimension(dims.length),
      width: dimension(dims.width),
      height: dimension(dims.height),
      ...(dims.topDiameter === undefined ? {} : {top_diameter: dimension(dims.topDiameter)}),
      ...(dims.bottomDiameter === undefined
        ? {}
        : {bottom_diameter: dimension(dims.bottomDiameter)}),
      thickness: decimal(def.thicknessMil, 1),
      disclaimer: multiline(material.disclaimer),
      overview_title: text(`About the ${def.shortTitle}`),
      overview_subtitle: text(`${material.name} by ${brand.name}`),
      packaging_disclaimer: multiline(packagingNote(def, first.pack)),
      card_heading: text(def.shortTitle),
      card_description: multiline(firstSentence(def.description[0])),
      add_to_cart_text: text(enableOutOfStockForm ? 'Request this item' : 'Add to cart'),
      enable_custom_out_of_stock_form: bool(enableOutOfStockForm),
      pack_qty: integer(first.pack.innerPacks),
      is_sample: bool(false),
      ...Object.fromEntries(
        [...MATERIAL_FLAGS, ...FEATURE_FLAGS].map((flag) => [flag, bool(flags.has(flag))]),
      ),
    };

    return {
      id,
      handle: def.handle,
      title: def.title,
      descriptionHtml: descriptionHtml(def, material.name, first.pack),
      vendor: brand.name,
      productType: def.productType,
      tags: tagsOf(def, level0, level1, material.tags),
      createdAt: iso(created),
      publishedAt: iso(new Date(created.getTime() + 2 * HOUR)),
      updatedAt: iso(updated),
      collections: [level0.handle, level1.handle, def.brand],
      images: [image, ...gallery],
      options: optionsOf(def),
      variants,
      metafields,
      alias: null,
      seo: {title: null, description: null},
    };
  });

  return {products, images, nextImageId: imageId};
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z');

const PLURALS: Record<PackDef['type'], string> = {
  Case: 'cases',
  Sleeve: 'sleeves',
  Pack: 'packs',
  Box: 'boxes',
  Bundle: 'bundles',
  Roll: 'rolls',
};

/** "case of 1000 pieces (20 sleeves of 50)": inner packs are named after the product's smaller pack. */
function packContents(def: ProductDef, pack: PackDef): string {
  const pieces = `${pack.type.toLowerCase()} of ${pack.count} pieces`;
  if (pack.innerPacks <= 1) return pieces;
  const inner = def.packs.find((other) => other.type !== pack.type)?.type ?? 'Pack';
  return `${pieces} (${pack.innerPacks} ${PLURALS[inner]} of ${pack.count / pack.innerPacks})`;
}

function packagingNote(def: ProductDef, pack: PackDef): string {
  const contents = packContents(def, pack);
  return `Ships as a ${contents} in a recyclable corrugated box. Outer packaging and print may differ slightly from the pictures.`;
}

function firstSentence(paragraph: string): string {
  const end = paragraph.search(/[.!?](\s|$)/);
  return end === -1 ? paragraph : paragraph.slice(0, end + 1);
}

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function descriptionHtml(def: ProductDef, materialName: string, pack: PackDef): string {
  const paragraphs = def.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  const specs = [
    `Material: ${materialName}`,
    `Sizes: ${def.sizes.map((size) => size.label).join(', ')}`,
    ...(def.prints ? [`Prints: ${def.prints.map((print) => print.label).join(', ')}`] : []),
    `Packed: ${packContents(def, pack)}`,
  ];
  return `${paragraphs.join('')}<ul>${specs
    .map((spec) => `<li>${escapeHtml(spec)}</li>`)
    .join('')}</ul>`;
}

function tagsOf(
  def: ProductDef,
  level0: CollectionDef,
  level1: CollectionDef,
  materialTags: string[],
): string[] {
  const tags = [
    `Lvl0:${level0.title}`,
    `Lvl1:${level0.title} > ${level1.title}`,
    ...materialTags,
    ...(def.tags ?? []),
    ...def.sizes.map((size) => size.label),
    ...(def.customPrinting ? ['Custom Printing'] : []),
  ];
  return [...new Set(tags)].sort((a, b) => a.localeCompare(b, 'en'));
}

function cyclicAfter<T>(list: T[], item: T, count: number): T[] {
  const start = list.indexOf(item);
  const others: T[] = [];
  for (let step = 1; step < list.length && others.length < count; step++) {
    others.push(list[(start + step) % list.length]);
  }
  return others;
}
