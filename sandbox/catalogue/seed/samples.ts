/**
 * The free samples, set up as a merchant sets them up in Shopify: each is a product of its own with
 * one free variant, tagged with its alias (`sample_0`, …) so the store can find it, in no
 * collection, and hidden from search and the sitemap (Shopify's `seo.hidden`). Adding one to a cart
 * costs nothing, so the order total is what the shopper buys.
 */
import type {SeedProduct} from '../types';
import {bool, productReference, text} from './metafields';

/** Ranges of their own, so adding a product to a family moves no sample's ids. */
export const FIRST_SAMPLE_PRODUCT_ID = 709001;
export const FIRST_SAMPLE_VARIANT_ID = 809001;
export const FIRST_SAMPLE_IMAGE_ID = 902001;

/** Enough of each sample for every test run and demo: stock is tracked, as a merchant would. */
const SAMPLE_STOCK = 5000;

/**
 * What each alias samples, by product handle, in alias order: the order and names of the samples
 * block on the seeded free-samples page (`sandbox/data/stories/<locale>/free-samples.json`).
 */
export const SAMPLED_HANDLES = [
  '8-oz-single-wall-hot-cup-white',
  '12-oz-single-wall-hot-cup-white',
  '12-oz-double-wall-hot-cup-white',
  '16-oz-double-wall-hot-cup-white',
  '16-oz-pla-cold-cup',
  '24-oz-pla-cold-cup',
  '16-oz-paper-cold-cup-white',
  '12-oz-soup-container-white',
  '32-oz-soup-container-white',
  '16-oz-pla-deli-container',
  'bagasse-plate-9-in',
  '12-oz-bagasse-bowl',
];

export function buildSamples(products: SeedProduct[]): SeedProduct[] {
  return SAMPLED_HANDLES.map((handle, index): SeedProduct => {
    const sampled = products.find((product) => product.handle === handle);
    if (!sampled) throw new Error(`Sample of unknown product ${handle}`);
    const alias = `sample_${index}`;
    const sku = `SAMPLE-${String(index).padStart(2, '0')}`;
    const title = `Free Sample: ${sampled.title}`;
    const [picture] = sampled.images;
    return {
      id: FIRST_SAMPLE_PRODUCT_ID + index,
      handle: `free-sample-${handle}`,
      title,
      descriptionHtml: `<p>One ${sampled.title}, free, to try before you buy a case.</p>`,
      vendor: sampled.vendor,
      productType: 'Free Sample',
      tags: [alias, 'Free Sample'],
      createdAt: sampled.createdAt,
      publishedAt: sampled.publishedAt,
      updatedAt: sampled.updatedAt,
      collections: [],
      images: [{...picture, id: FIRST_SAMPLE_IMAGE_ID + index, altText: title}],
      options: [{name: 'Title', values: ['Default Title']}],
      variants: [
        {
          id: FIRST_SAMPLE_VARIANT_ID + index,
          title: 'Default Title',
          sku,
          price: '0.00',
          compareAtPrice: null,
          selectedOptions: [{name: 'Title', value: 'Default Title'}],
          inventoryQuantity: SAMPLE_STOCK,
          weight: 0.1,
          weightUnit: 'POUNDS',
          imageIndex: null,
          metafields: {},
        },
      ],
      metafields: {
        subtitle: text(`A free sample of the ${sampled.title}`),
        brand: text(sampled.vendor),
        short_title: text(title),
        complementary_product: productReference(sampled.id),
        is_sample: bool(true),
      },
      alias,
      seo: {title: null, description: null, hidden: true},
    };
  });
}
