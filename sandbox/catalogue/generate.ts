/**
 * Writes the catalogue seed: `npx tsx sandbox/catalogue/generate.ts`.
 *
 * Output: `sandbox/data/catalogue/{shop,products,collections,discounts,customers}.json` and the SVG
 * pictures under `sandbox/data/assets/shopify/{products,collections}/`. The output is committed; edit
 * the families (`families/*.ts`) or the seed modules (`seed/*.ts`) and run this again. The same
 * input always gives byte-identical files (the catalogue test checks it).
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {PRODUCT_DEFS} from './families';
import {BRAND_PARENT, COLLECTION_DEFS} from './seed/collections';
import {CUSTOMERS} from './seed/customers';
import {DISCOUNTS} from './seed/discounts';
import {renderIllustration} from './seed/illustrations';
import {buildProducts} from './seed/products';
import {buildSamples} from './seed/samples';
import type {Catalogue, SeedCollection} from './types';

export const DATA_DIR = join(import.meta.dirname, '..', 'data');

export const FIRST_COLLECTION_ID = 400001;

export interface SeedFile {
  /** Relative to `sandbox/data/`. */
  path: string;
  content: string;
}

export interface GeneratedSeed {
  catalogue: Catalogue;
  files: SeedFile[];
}

/** The whole seed in memory: the catalogue and the files that hold it. Writes nothing. */
export function buildSeed(): GeneratedSeed {
  const built = buildProducts(PRODUCT_DEFS, COLLECTION_DEFS);
  let imageId = built.nextImageId;
  const collections = COLLECTION_DEFS.map(
    (def, index): SeedCollection => ({
      id: FIRST_COLLECTION_ID + index,
      handle: def.handle,
      title: def.title,
      descriptionHtml: `<p>${def.description}</p>`,
      image: {
        id: imageId++,
        src: `/f/shopify/collections/${def.handle}.svg`,
        altText: def.title,
        width: 800,
        height: 800,
      },
      level: def.parent === null ? 0 : 1,
      parent: def.parent,
      metafields: {},
      seo: {
        title: def.parent === BRAND_PARENT ? `${def.title} compostable packaging` : null,
        description: def.description.split('. ')[0].replace(/\.?$/, '.'),
      },
      updatedAt: '2026-09-15T14:00:00Z',
    }),
  );
  const catalogue: Catalogue = {
    shop: {freeShippingThreshold: '150.00'},
    products: [...built.products, ...buildSamples(built.products)],
    collections,
    discounts: DISCOUNTS,
    customers: CUSTOMERS,
  };
  const json = (name: keyof Catalogue): SeedFile => ({
    path: `catalogue/${name}.json`,
    content: `${JSON.stringify(catalogue[name], null, 2)}\n`,
  });
  const svg = (src: string, content: string): SeedFile => ({
    path: `assets/${src.replace(/^\/f\//, '')}`,
    content,
  });
  return {
    catalogue,
    files: [
      json('shop'),
      json('products'),
      json('collections'),
      json('discounts'),
      json('customers'),
      ...built.images.map((image) =>
        svg(image.src, renderIllustration(image.def.illustration, image.title)),
      ),
      ...COLLECTION_DEFS.map((def, index) => {
        const image = collections[index].image;
        if (!image) throw new Error(`${def.handle} has no image`);
        return svg(image.src, renderIllustration(def.illustration, def.title));
      }),
    ],
  };
}

function writeSeed(): void {
  const {catalogue, files} = buildSeed();
  // Pictures of products that no longer exist must not linger.
  rmSync(join(DATA_DIR, 'assets', 'shopify'), {recursive: true, force: true});
  for (const file of files) {
    const target = join(DATA_DIR, file.path);
    mkdirSync(dirname(target), {recursive: true});
    writeFileSync(target, file.content);
  }
  console.info(
    `Wrote ${catalogue.products.length} products, ${catalogue.collections.length} collections, ` +
      `${catalogue.discounts.length} discounts, ${catalogue.customers.length} customers and ` +
      `${files.length - 5} pictures to ${DATA_DIR}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeSeed();
