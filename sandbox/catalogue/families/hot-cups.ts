/** Single and double wall paper hot cups and their sleeves. */
import type {ProductDef, SizeDef} from '../seed/definitions';
import {CASE_1000, CASE_1000_SLEEVE_50, CASE_500_SLEEVE_25, ounceSize, round} from './helpers';

const SINGLE_WALL: Record<number, SizeDef> = {
  4: ounceSize(4, 0.045, 4, round(2.44, 1.77, 2.36)),
  8: ounceSize(8, 0.062, 7, round(3.15, 2.13, 3.62)),
  10: ounceSize(10, 0.072, 9, round(3.54, 2.36, 3.74)),
  12: ounceSize(12, 0.078, 10, round(3.54, 2.36, 4.33)),
  16: ounceSize(16, 0.092, 12, round(3.54, 2.36, 5.31)),
  20: {...ounceSize(20, 0.112, 15, round(3.54, 2.56, 6.1)), caseCount: 600},
};

const DOUBLE_WALL: Record<number, SizeDef> = {
  8: {...ounceSize(8, 0.121, 14, round(3.15, 2.13, 3.62)), caseCount: 500},
  12: {...ounceSize(12, 0.142, 19, round(3.54, 2.36, 4.33)), caseCount: 500},
  16: {...ounceSize(16, 0.162, 22, round(3.54, 2.36, 5.31)), caseCount: 500},
  20: {...ounceSize(20, 0.193, 26, round(3.54, 2.56, 6.1)), caseCount: 500},
};

function lidFor(ounces: number, colour: 'white' | 'black' = 'white'): string {
  if (ounces === 4) return 'cpla-espresso-lid-62mm-white';
  if (ounces === 8) return 'cpla-hot-cup-sip-lid-80mm-white';
  return `cpla-hot-cup-sip-lid-90mm-${colour}`;
}

function rimNote(ounces: number): string {
  if (ounces === 4) return 'Fits 62 mm lids';
  return ounces === 8 ? 'Fits 80 mm lids' : 'Fits 90 mm lids';
}

const singleWall = (ounces: number, finish: 'white' | 'kraft'): ProductDef => {
  const colour = finish === 'white' ? 'White' : 'Kraft';
  return {
    handle: `${ounces}-oz-single-wall-hot-cup-${finish}`,
    sku: `HC-SW${ounces}${finish === 'white' ? 'W' : 'K'}`,
    title: `${ounces} oz ${colour} Single Wall Compostable Hot Cup`,
    shortTitle: `${ounces} oz ${colour} Hot Cup`,
    collection: 'single-wall-hot-cups',
    productType: 'Hot Cups',
    brand: 'leafline',
    material: 'pla-lined-paper',
    illustration: {kind: 'hot-cup', finish, label: `${ounces} oz`},
    description: [
      `Our ${ounces} oz single wall hot cup is made from ${
        finish === 'kraft' ? 'unbleached kraft' : 'bright white'
      } SFI-certified paperboard lined with plant-based PLA instead of polyethylene, so the whole cup can go to a commercial composter.`,
      `A rolled rim seals tightly with our ${rimNote(ounces).replace('Fits ', '')}. ${
        ounces >= 12
          ? 'Add a sleeve for drinks served above 160°F.'
          : 'The right size for espresso drinks, tea and kids’ hot chocolate.'
      }`,
    ],
    subtitle: rimNote(ounces),
    sizes: [SINGLE_WALL[ounces]],
    packs: CASE_1000_SLEEVE_50,
    thicknessMil: 14,
    features: ['has_lid_sold_separately'],
    complementary: lidFor(ounces),
    customPrinting: true,
    tags: ['Single Wall', colour],
  };
};

const doubleWall = (ounces: number, finish: 'white' | 'kraft' | 'black'): ProductDef => {
  const colour = {white: 'White', kraft: 'Kraft', black: 'Black'}[finish];
  return {
    handle: `${ounces}-oz-double-wall-hot-cup-${finish}`,
    sku: `HC-DW${ounces}${finish[0].toUpperCase()}`,
    title: `${ounces} oz ${colour} Double Wall Insulated Hot Cup`,
    shortTitle: `${ounces} oz Double Wall Cup`,
    collection: 'double-wall-hot-cups',
    productType: 'Hot Cups',
    brand: 'leafline',
    material: 'pla-lined-paper',
    illustration: {kind: 'hot-cup', finish, label: `${ounces} oz`},
    description: [
      `An insulating air gap between two paper walls keeps the outside of this ${ounces} oz cup comfortable to hold, with no sleeve needed.`,
      'The inner cup is lined with PLA; the outer wall is uncoated paperboard printed with water-based inks. Certified compostable by BPI.',
    ],
    subtitle: `${rimNote(ounces)} · No sleeve needed`,
    sizes: [DOUBLE_WALL[ounces]],
    packs: CASE_500_SLEEVE_25,
    thicknessMil: 28,
    features: ['has_lid_sold_separately', 'is_heavy_duty'],
    complementary: lidFor(ounces, finish === 'black' ? 'black' : 'white'),
    customPrinting: true,
    tags: ['Double Wall', 'Insulated', colour],
  };
};

const sleeve = (
  handle: string,
  sku: string,
  title: string,
  finish: 'white' | 'kraft' | 'green',
  eachPrice: number,
  note: string,
): ProductDef => ({
  handle,
  sku,
  title,
  shortTitle: title.replace(' Hot Cup Sleeve', ' Sleeve'),
  collection: 'hot-cup-sleeves',
  productType: 'Cup Sleeves',
  brand: 'kraftwell',
  material: 'kraft',
  illustration: {kind: 'sleeve', finish, label: 'Sleeve'},
  description: [
    `Corrugated sleeve made from 100% recycled paper fiber. ${note}`,
    'Fits our 12 oz, 16 oz and 20 oz single wall cups and most 90 mm hot cups. Ships flat to save storage space.',
  ],
  subtitle: 'Fits 12–20 oz hot cups',
  sizes: [
    {
      label: '12–20 oz',
      ounces: null,
      eachPrice,
      grams: 6,
      dimensions: {length: 10.4, width: 2.4, height: 2.4},
    },
  ],
  packs: [
    {type: 'Case', count: 1000, innerPacks: 10, premium: 1},
    {type: 'Pack', count: 100, innerPacks: 1, premium: 1.4},
  ],
  thicknessMil: 32,
  features: ['is_made_in_the_usa'],
  complementary: '16-oz-single-wall-hot-cup-white',
  customPrinting: true,
  tags: ['Sleeve', 'Recycled'],
});

export const HOT_CUPS: ProductDef[] = [
  ...[4, 8, 10, 12, 16, 20].map((ounces) => singleWall(ounces, 'white')),
  ...[8, 10, 12, 16, 20].map((ounces) => singleWall(ounces, 'kraft')),
  {
    handle: 'green-leaf-single-wall-hot-cups',
    sku: 'HC-SWG',
    title: 'Green Leaf Print Single Wall Hot Cups',
    shortTitle: 'Green Leaf Hot Cups',
    collection: 'single-wall-hot-cups',
    productType: 'Hot Cups',
    brand: 'leafline',
    material: 'pla-lined-paper',
    illustration: {kind: 'hot-cup', finish: 'green', label: '8–20 oz'},
    description: [
      'White PLA-lined hot cups printed with our green leaf pattern and the words “I’m compostable”, so customers know where the cup goes after the last sip.',
      'Four sizes share two lid sizes: 8 oz takes an 80 mm lid, 12 oz to 20 oz take a 90 mm lid.',
    ],
    subtitle: 'Printed stock design · 4 sizes',
    sizes: [8, 12, 16, 20].map((ounces) => ({
      ...SINGLE_WALL[ounces],
      eachPrice: SINGLE_WALL[ounces].eachPrice + 0.008,
    })),
    packs: CASE_1000_SLEEVE_50,
    thicknessMil: 14,
    features: ['has_lid_sold_separately'],
    complementary: lidFor(12),
    tags: ['Single Wall', 'Printed', 'Green'],
  },
  ...[8, 12, 16, 20].map((ounces) => doubleWall(ounces, 'white')),
  ...[8, 12, 16].map((ounces) => doubleWall(ounces, 'kraft')),
  ...[12, 16].map((ounces) => doubleWall(ounces, 'black')),
  {
    handle: 'ripple-wall-hot-cups-kraft',
    sku: 'HC-RWK',
    title: 'Kraft Ripple Wall Hot Cups',
    shortTitle: 'Ripple Wall Cups',
    collection: 'double-wall-hot-cups',
    productType: 'Hot Cups',
    brand: 'leafline',
    material: 'pla-lined-paper',
    illustration: {kind: 'sleeved-cup', finish: 'white', label: 'Ripple'},
    description: [
      'A fluted kraft outer wrap gives these cups the grip of a sleeve and the insulation of a double wall cup.',
      'PLA-lined white inner cup, certified compostable. Takes our 90 mm sip lids.',
    ],
    subtitle: 'Fits 90 mm lids · Built-in grip',
    sizes: [12, 16, 20].map((ounces) => ({
      ...DOUBLE_WALL[ounces],
      eachPrice: DOUBLE_WALL[ounces].eachPrice + 0.02,
    })),
    packs: CASE_500_SLEEVE_25,
    thicknessMil: 36,
    features: ['has_lid_sold_separately', 'is_heavy_duty'],
    complementary: lidFor(16),
    tags: ['Ripple Wall', 'Insulated', 'Kraft'],
  },
  sleeve(
    'kraft-hot-cup-sleeve',
    'SLV-K',
    'Kraft Hot Cup Sleeve',
    'kraft',
    0.046,
    'Plain brown kraft that suits any café.',
  ),
  sleeve(
    'white-hot-cup-sleeve',
    'SLV-W',
    'White Hot Cup Sleeve',
    'white',
    0.052,
    'Bright white outer face that prints well with a rubber stamp.',
  ),
  sleeve(
    'green-leaf-hot-cup-sleeve',
    'SLV-G',
    'Green Leaf Print Hot Cup Sleeve',
    'green',
    0.058,
    'Printed with our green leaf pattern to match the Green Leaf cups.',
  ),
  sleeve(
    'thank-you-hot-cup-sleeve',
    'SLV-TY',
    'Thank You Print Hot Cup Sleeve',
    'kraft',
    0.055,
    'Printed “Thank you” in one colour of soy-based ink.',
  ),
  {
    ...sleeve(
      '8-oz-kraft-hot-cup-sleeve',
      'SLV-K8',
      '8 oz Kraft Hot Cup Sleeve',
      'kraft',
      0.044,
      'A shorter sleeve cut for 8 oz cups with an 80 mm rim.',
    ),
    subtitle: 'Fits 8 oz hot cups',
    sizes: [
      {
        label: '8 oz',
        ounces: 8,
        eachPrice: 0.044,
        grams: 5,
        dimensions: {length: 9.2, width: 2, height: 2},
      },
    ],
    packs: CASE_1000,
    complementary: '8-oz-single-wall-hot-cup-kraft',
  },
];
