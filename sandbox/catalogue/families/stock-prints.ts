/**
 * Hot cups in a dozen stock prints: the catalogue's one product with three options and more
 * variants (240) than one page of Shopify's `variants` connection. Last in the seed, so adding it
 * moved no other product's or variant's id.
 */
import type {PackDef, ProductDef, PrintDef} from '../seed/definitions';
import {ounceSize, round} from './helpers';

const PRINTS: PrintDef[] = [
  {label: 'Plain White', code: 'PW', surcharge: 0},
  {label: 'Natural Kraft', code: 'NK', surcharge: 0.002},
  {label: 'Green Leaf', code: 'GL', surcharge: 0.008},
  {label: 'Coffee Beans', code: 'CB', surcharge: 0.008},
  {label: 'Blue Stripe', code: 'BS', surcharge: 0.008},
  {label: 'Black Marble', code: 'BM', surcharge: 0.01},
  {label: 'Terracotta Wave', code: 'TW', surcharge: 0.01},
  {label: 'Botanical Line Art', code: 'BL', surcharge: 0.01},
  {label: 'Polka Dot', code: 'PD', surcharge: 0.008},
  {label: 'Autumn Leaves', code: 'AL', surcharge: 0.01},
  {label: 'Holiday Plaid', code: 'HP', surcharge: 0.012},
  {label: 'Thank You', code: 'TY', surcharge: 0.006},
];

const PACKS: PackDef[] = [
  {type: 'Sleeve', count: 50, innerPacks: 1, premium: 1.6},
  {type: 'Pack', count: 100, innerPacks: 2, premium: 1.45},
  {type: 'Pack', count: 250, innerPacks: 5, premium: 1.3},
  {type: 'Case', count: 500, innerPacks: 10, premium: 1.12},
  {type: 'Case', count: 1000, innerPacks: 20, premium: 1},
];

export const STOCK_PRINTS: ProductDef[] = [
  {
    handle: 'stock-print-hot-cups',
    sku: 'HC-SP',
    title: 'Stock Print Single Wall Hot Cups',
    shortTitle: 'Stock Print Hot Cups',
    collection: 'single-wall-hot-cups',
    productType: 'Hot Cups',
    brand: 'leafline',
    material: 'pla-lined-paper',
    illustration: {kind: 'hot-cup', finish: 'green', label: 'Prints'},
    description: [
      'Printed cups without the wait of a custom order: twelve ready-made designs, from plain white and natural kraft to seasonal patterns, on the same PLA-lined single wall cup as our plain range.',
      'Buy a sleeve of 50 to try a design, or up to a case of 1000 once it is a favourite. The 8 oz cup takes an 80 mm lid, the 10 oz to 16 oz cups a 90 mm lid.',
    ],
    subtitle: '12 stock designs · 4 sizes · 5 pack sizes',
    sizes: [
      ounceSize(8, 0.062, 7, round(3.15, 2.13, 3.62)),
      ounceSize(10, 0.072, 9, round(3.54, 2.36, 3.74)),
      ounceSize(12, 0.078, 10, round(3.54, 2.36, 4.33)),
      ounceSize(16, 0.092, 12, round(3.54, 2.36, 5.31)),
    ],
    prints: PRINTS,
    soldOutPrints: ['Holiday Plaid'],
    packs: PACKS,
    thicknessMil: 14,
    features: ['has_lid_sold_separately'],
    complementary: 'cpla-hot-cup-sip-lid-90mm-white',
    tags: ['Single Wall', 'Printed'],
  },
];
