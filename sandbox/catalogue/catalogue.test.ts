import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {DATA_DIR, buildSeed} from './generate';
import {CATALOGUE_DIR, loadCatalogue} from './index';
import type {SeedMetafield} from './types';

const catalogue = loadCatalogue(CATALOGUE_DIR);
const {collections, discounts, customers} = catalogue;
/** The products on sale; the free samples (`seed/samples.ts`) have a test of their own. */
const products = catalogue.listedProducts;
const samples = catalogue.products.filter((product) => product.alias !== null);
const NOW = new Date('2026-11-01T00:00:00Z');

const FEATURE_FLAGS = [
  'is_made_in_the_usa',
  'is_biodegradable',
  'is_commercially_compostable',
  'is_home_compostable',
  'is_microwave_safe',
  'is_recyclable',
  'has_plant_based_materials',
  'has_recycled_materials',
  'is_pfas_free',
  'is_bpa_free',
  'is_gluten_free',
  'is_heavy_duty',
  'has_lid_sold_separately',
  'has_uber_eats_discount',
];
const CERTIFICATIONS = [
  'is_bpi_certified',
  'is_cma_certified',
  'is_sfi_certified',
  'is_fsc_certified',
  'is_usda_biobased',
];

/** Spec section 3 product metafields (namespace `gpp`) and the Shopify type each must have. */
const PRODUCT_METAFIELD_TYPES: Record<string, SeedMetafield['type']> = {
  subtitle: 'single_line_text_field',
  manufacturer_sku: 'single_line_text_field',
  brand: 'single_line_text_field',
  has_custom_printing: 'boolean',
  complementary_product: 'product_reference',
  related_product_refs: 'list.product_reference',
  suggested_product_refs: 'list.product_reference',
  google_feed_item_id: 'single_line_text_field',
  short_title: 'single_line_text_field',
  package_size: 'number_integer',
  package_type: 'single_line_text_field',
  weight: 'weight',
  length: 'dimension',
  width: 'dimension',
  height: 'dimension',
  thickness: 'number_decimal',
  disclaimer: 'multi_line_text_field',
  overview_title: 'single_line_text_field',
  overview_subtitle: 'single_line_text_field',
  packaging_disclaimer: 'multi_line_text_field',
  card_heading: 'single_line_text_field',
  card_description: 'multi_line_text_field',
  add_to_cart_text: 'single_line_text_field',
  enable_custom_out_of_stock_form: 'boolean',
  pack_qty: 'number_integer',
  is_sample: 'boolean',
  ...Object.fromEntries(
    [...FEATURE_FLAGS, ...CERTIFICATIONS].map((flag) => [flag, 'boolean' as const]),
  ),
};

/** Only round items (cups, lids, round containers, plates, round coasters) have diameters. */
const DIAMETERS = ['top_diameter', 'bottom_diameter'];

function flag(product: (typeof products)[number], key: string): boolean {
  return product.metafields[key]?.value === 'true';
}

function problemWith(metafield: SeedMetafield): string | null {
  const {type, value} = metafield;
  switch (type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? null : `boolean ${value}`;
    case 'number_integer':
      return /^-?\d+$/.test(value) ? null : `integer ${value}`;
    case 'number_decimal':
      return /^-?\d+\.\d+$/.test(value) ? null : `decimal ${value}`;
    case 'dimension':
    case 'weight': {
      const parsed: unknown = JSON.parse(value);
      const unit = type === 'dimension' ? 'in' : 'lb';
      return typeof parsed === 'object' &&
        parsed !== null &&
        'value' in parsed &&
        typeof parsed.value === 'number' &&
        parsed.value > 0 &&
        'unit' in parsed &&
        parsed.unit === unit
        ? null
        : `${type} ${value}`;
    }
    case 'product_reference':
      return catalogue.productById.has(idOfGid(value)) ? null : `reference ${value}`;
    case 'list.product_reference': {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) &&
        parsed.every((gid) => typeof gid === 'string' && catalogue.productById.has(idOfGid(gid)))
        ? null
        : `references ${value}`;
    }
    default:
      return value.trim() === '' ? `empty ${type}` : null;
  }
}

function idOfGid(gid: string): number {
  const match = /^gid:\/\/shopify\/Product\/(\d+)$/.exec(gid);
  return match ? Number(match[1]) : NaN;
}

describe('the catalogue seed', () => {
  test('has at least 120 products with unique ids, handles and SKUs in the agreed id ranges', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    const variants = catalogue.products.flatMap((product) => product.variants);
    const images = [
      ...catalogue.products.flatMap((product) => product.images),
      ...collections.flatMap((c) => (c.image ? [c.image] : [])),
    ];
    expect(new Set(catalogue.products.map((product) => product.id)).size).toBe(catalogue.products.length);
    expect(new Set(catalogue.products.map((product) => product.handle)).size).toBe(catalogue.products.length);
    expect(new Set(variants.map((variant) => variant.id)).size).toBe(variants.length);
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
    expect(new Set(images.map((image) => image.id)).size).toBe(images.length);
    expect(new Set(collections.map((collection) => collection.handle)).size).toBe(
      collections.length,
    );
    expect(catalogue.products.every((product) => product.id > 700000 && product.id < 800000)).toBe(true);
    expect(variants.every((variant) => variant.id > 800000 && variant.id < 900000)).toBe(true);
    expect(images.every((image) => image.id > 900000)).toBe(true);
    expect(
      collections.every((collection) => collection.id > 400000 && collection.id < 500000),
    ).toBe(true);
    expect(customers.every((customer) => customer.id > 600000 && customer.id < 700000)).toBe(true);
  });

  test('places every product in a level-0 and a level-1 collection that its Lvl0/Lvl1 tags name', () => {
    for (const product of products) {
      for (const handle of product.collections)
        expect(catalogue.collectionByHandle.has(handle), handle).toBe(true);
      const inCollections = product.collections.map(
        (handle) => catalogue.collectionByHandle.get(handle)!,
      );
      const level1 = inCollections.find((c) => c.level === 1 && c.parent !== 'compostable-brands');
      const level0 = inCollections.find((c) => c.level === 0);
      expect(level1, product.handle).toBeDefined();
      expect(level0?.handle, product.handle).toBe(level1?.parent);
      const named = product.tags.filter((tag) => /^Lvl\d:/.test(tag));
      expect(named, product.handle).toEqual([
        `Lvl0:${level0?.title}`,
        `Lvl1:${level0?.title} > ${level1?.title}`,
      ]);
    }
  });

  test('files each product under its brand, named by vendor and brand metafield', () => {
    for (const product of products) {
      const brand = product.collections
        .map((handle) => catalogue.collectionByHandle.get(handle)!)
        .find((collection) => collection.parent === 'compostable-brands');
      expect(brand?.title, product.handle).toBe(product.vendor);
      expect(product.metafields.brand.value).toBe(product.vendor);
    }
  });

  test('gives every level-1 collection an existing level-0 parent, a description and an image', () => {
    for (const collection of collections) {
      if (collection.level === 1) {
        expect(
          catalogue.collectionByHandle.get(collection.parent ?? '')?.level,
          collection.handle,
        ).toBe(0);
      } else {
        expect(collection.parent).toBeNull();
      }
      expect(collection.descriptionHtml).toMatch(/^<p>.{40,}<\/p>$/);
      expect(collection.image?.src).toBe(`/f/shopify/collections/${collection.handle}.svg`);
      // The brands landing collection lists its brand sub-collections, not products.
      if (collection.handle !== 'compostable-brands') {
        expect(
          catalogue.productsByCollection.get(collection.handle)?.length,
          collection.handle,
        ).toBeGreaterThan(0);
      }
    }
    const brands = collections.filter((collection) => collection.parent === 'compostable-brands');
    expect(brands.length).toBeGreaterThanOrEqual(4);
    expect(brands.length).toBeLessThanOrEqual(6);
  });

  test('sets every spec product metafield with a value valid for its type', () => {
    for (const product of products) {
      for (const [key, type] of Object.entries(PRODUCT_METAFIELD_TYPES)) {
        const metafield = product.metafields[key];
        expect(metafield?.type, `${product.handle} ${key}`).toBe(type);
        expect(problemWith(metafield), `${product.handle} ${key}`).toBeNull();
      }
      for (const key of DIAMETERS) {
        if (product.metafields[key]) expect(problemWith(product.metafields[key])).toBeNull();
      }
      const extra = Object.keys(product.metafields).filter(
        (key) => !(key in PRODUCT_METAFIELD_TYPES) && !DIAMETERS.includes(key),
      );
      expect(extra, product.handle).toEqual([]);
    }
  });

  test('gives cups diameters and states what each material really does', () => {
    const cups = products.filter(
      (product) => product.productType === 'Hot Cups' || product.productType === 'Cold Cups',
    );
    for (const cup of cups) expect(cup.metafields.top_diameter, cup.handle).toBeDefined();
    const pla = products.filter(
      (product) => product.tags.includes('PLA') && product.productType === 'Cold Cups',
    );
    const pet = products.filter((product) => product.tags.includes('PET'));
    expect(pla.length).toBeGreaterThan(0);
    expect(pet.length).toBeGreaterThan(0);
    for (const product of pla) {
      expect(flag(product, 'is_commercially_compostable')).toBe(true);
      expect(flag(product, 'is_home_compostable')).toBe(false);
    }
    for (const product of pet) {
      expect(flag(product, 'is_recyclable')).toBe(true);
      expect(flag(product, 'is_commercially_compostable')).toBe(false);
      expect(flag(product, 'is_bpi_certified')).toBe(false);
    }
  });

  test('gives every variant its price per piece and its package', () => {
    for (const product of products) {
      for (const variant of product.variants) {
        const {each_price, package_size, package_type, pack_qty} = variant.metafields;
        expect(problemWith(each_price), variant.sku).toBeNull();
        expect(each_price.type).toBe('number_decimal');
        expect(Number(each_price.value)).toBeCloseTo(
          Number(variant.price) / Number(package_size.value),
          3,
        );
        expect(package_size.type).toBe('number_integer');
        expect(package_type.value).toMatch(/^(Case|Sleeve|Pack|Box|Bundle|Roll)$/);
        expect(problemWith(pack_qty)).toBeNull();
        expect(variant.price).toMatch(/^\d+\.\d{2}$/);
        if (variant.compareAtPrice)
          expect(Number(variant.compareAtPrice)).toBeGreaterThan(Number(variant.price));
        const sized = variant.selectedOptions.find(
          (option) => option.name === 'Size' && /oz$/.test(option.value),
        );
        if (sized)
          expect(variant.metafields.size_ounces?.value).toBe(sized.value.replace(' oz', ''));
      }
    }
  });

  test('builds each product’s variants from its options', () => {
    for (const product of products) {
      const combinations = product.options.reduce(
        (count, option) => count * option.values.length,
        1,
      );
      expect(product.variants.length, product.handle).toBeLessThanOrEqual(combinations);
      for (const variant of product.variants) {
        expect(variant.selectedOptions.map((option) => option.name)).toEqual(
          product.options.map((option) => option.name),
        );
        expect(variant.title).toBe(
          variant.selectedOptions.map((option) => option.value).join(' / '),
        );
      }
    }
    expect(products.some((product) => product.options.length === 2)).toBe(true);
    expect(products.some((product) => product.options[0].name === 'Title')).toBe(true);
  });

  test('prices a case of 1000 16 oz PLA cold cups and a sleeve of 50 like the trade does', () => {
    const cup = catalogue.productByHandle.get('16-oz-pla-cold-cup');
    const caseOf1000 = cup?.variants.find((variant) => variant.title === 'Case of 1000');
    const sleeve = cup?.variants.find((variant) => variant.title === 'Sleeve of 50');
    expect(Number(caseOf1000?.price)).toBeGreaterThanOrEqual(100);
    expect(Number(caseOf1000?.price)).toBeLessThanOrEqual(130);
    expect(Number(sleeve?.price)).toBeGreaterThanOrEqual(6);
    expect(Number(sleeve?.price)).toBeLessThanOrEqual(10);
  });

  test('has sold-out, partly sold-out, low-stock and untracked products', () => {
    const quantities = products.map((product) =>
      product.variants.map((variant) => variant.inventoryQuantity),
    );
    const soldOut = products.filter((_, index) =>
      quantities[index].every((quantity) => quantity === 0),
    );
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.some((product) => flag(product, 'enable_custom_out_of_stock_form'))).toBe(true);
    expect(
      products
        .filter((product) => flag(product, 'enable_custom_out_of_stock_form'))
        .every((product) => soldOut.includes(product)),
    ).toBe(true);
    expect(
      quantities.some((list) => list.includes(0) && list.some((quantity) => quantity !== 0)),
    ).toBe(true);
    expect(
      quantities.some((list) =>
        list.some((quantity) => quantity !== null && quantity >= 1 && quantity <= 10),
      ),
    ).toBe(true);
    expect(quantities.some((list) => list.every((quantity) => quantity === null))).toBe(true);
  });

  test('has each free sample as a free product of its own, aliased and tagged sample_0, sample_1, … in stock and hidden', () => {
    expect(samples.map((sample) => sample.alias)).toEqual(samples.map((_, index) => `sample_${index}`));
    expect(samples.length).toBe(12);
    expect(catalogue.listedProducts).toEqual(catalogue.products.filter((product) => product.alias === null));
    for (const product of catalogue.products) {
      expect(flag(product, 'is_sample'), product.handle).toBe(product.alias !== null);
      // The store finds a sample by its alias as a tag, the way a real shop would tag them.
      expect(product.tags.filter((tag) => /^sample_\d+$/.test(tag))).toEqual(product.alias ? [product.alias] : []);
    }
    for (const sample of samples) {
      expect(sample.variants, sample.handle).toHaveLength(1);
      expect(sample.variants[0].price).toBe('0.00');
      expect(sample.variants[0].inventoryQuantity).toBeGreaterThan(0);
      expect(sample.collections).toEqual([]);
      expect(sample.seo.hidden).toBe(true);
      // Its title names what it samples, and it refers to that product.
      const sampled = catalogue.productById.get(Number(sample.metafields.complementary_product.value.split('/').pop()));
      expect(sample.title).toBe(`Free Sample: ${sampled?.title}`);
    }
  });

  test('offers active percentage, fixed, minimum-subtotal and free-shipping codes, an expired one and a future one', () => {
    const active = discounts.filter(
      (discount) =>
        new Date(discount.startsAt) <= NOW &&
        (discount.endsAt === null || new Date(discount.endsAt) > NOW),
    );
    expect(active.some((discount) => discount.kind === 'percentage' && discount.value > 0)).toBe(
      true,
    );
    expect(
      active.some(
        (discount) => discount.kind === 'fixed_amount' && discount.minimumSubtotal === null,
      ),
    ).toBe(true);
    expect(
      active.some(
        (discount) => discount.kind === 'fixed_amount' && discount.minimumSubtotal !== null,
      ),
    ).toBe(true);
    expect(active.some((discount) => discount.kind === 'free_shipping')).toBe(true);
    expect(
      discounts.some((discount) => discount.endsAt !== null && new Date(discount.endsAt) < NOW),
    ).toBe(true);
    expect(discounts.some((discount) => new Date(discount.startsAt) > NOW)).toBe(true);
    expect(new Set(discounts.map((discount) => discount.code)).size).toBe(discounts.length);
  });

  test('has a customer with more than 75 orders, an invited one per browser project and one without addresses', () => {
    expect(customers.some((customer) => customer.orderHistory >= 84)).toBe(true);
    const invited = customers.filter((customer) => customer.state === 'INVITED');
    // An activation link works once; desktop, mobile and no-javascript each activate their own.
    expect(invited.length).toBeGreaterThanOrEqual(3);
    expect(new Set(customers.map((customer) => customer.email.toLowerCase())).size).toBe(customers.length);
    expect(new Set(customers.map((customer) => customer.id)).size).toBe(customers.length);
    expect(invited.every((customer) => customer.password === null)).toBe(true);
    expect(
      customers.some(
        (customer) => customer.addresses.length === 0 && customer.defaultAddress === null,
      ),
    ).toBe(true);
    expect(
      customers.some((customer) =>
        customer.addresses.some((address) => address.countryCode === 'CA'),
      ),
    ).toBe(true);
    for (const customer of customers) {
      if (customer.defaultAddress !== null)
        expect(customer.addresses[customer.defaultAddress]).toBeDefined();
      if (customer.state === 'ENABLED') expect(customer.password?.length).toBeGreaterThanOrEqual(6);
    }
    expect(Number(catalogue.shop.freeShippingThreshold)).toBeGreaterThan(0);
  });

  test('has every product and collection picture on disk as a small titled 800×800 SVG', () => {
    const sources = [
      ...products.flatMap((product) => product.images.map((image) => image.src)),
      ...collections.flatMap((collection) => (collection.image ? [collection.image.src] : [])),
    ];
    for (const src of sources) {
      const file = join(DATA_DIR, 'assets', src.replace(/^\/f\//, ''));
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size, src).toBeLessThan(3072);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  test('is exactly what the generator writes', () => {
    for (const file of buildSeed().files) {
      expect(readFileSync(join(DATA_DIR, file.path), 'utf8'), file.path).toBe(file.content);
    }
  });
});
