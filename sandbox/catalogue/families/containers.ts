/** Soup and ice cream cups, deli containers, clamshells and takeout boxes. */
import type {ProductDef, SizeDef} from '../seed/definitions';
import {
  CASE_500_PACK_50,
  CASE_500_SLEEVE_25,
  CASE_250,
  box,
  namedSize,
  ounceSize,
  round,
} from './helpers';

const SOUP: Record<number, SizeDef> = {
  8: ounceSize(8, 0.11, 9, round(3.54, 2.8, 2.48)),
  12: ounceSize(12, 0.13, 12, round(4.53, 3.66, 2.56)),
  16: ounceSize(16, 0.15, 14, round(4.53, 3.5, 3.23)),
  24: ounceSize(24, 0.19, 18, round(4.53, 3.35, 4.29)),
  32: ounceSize(32, 0.22, 22, round(4.53, 3.35, 5.2)),
};

const ICE_CREAM: Record<number, SizeDef> = {
  4: {...ounceSize(4, 0.05, 4, round(2.95, 2.36, 1.77)), caseCount: 1000},
  6: {...ounceSize(6, 0.06, 5, round(3.35, 2.64, 1.97)), caseCount: 1000},
  8: ounceSize(8, 0.07, 6, round(3.54, 2.8, 2.36)),
  12: ounceSize(12, 0.095, 9, round(3.86, 3.07, 2.76)),
  16: ounceSize(16, 0.12, 11, round(4.53, 3.5, 3.23)),
};

const PLA_DELI: Record<number, SizeDef> = {
  8: ounceSize(8, 0.14, 9, round(4.61, 3.9, 1.57)),
  12: ounceSize(12, 0.16, 11, round(4.61, 3.86, 2.24)),
  16: ounceSize(16, 0.18, 13, round(4.61, 3.78, 2.8)),
  24: ounceSize(24, 0.21, 16, round(4.61, 3.66, 3.94)),
  32: ounceSize(32, 0.24, 19, round(4.61, 3.54, 5.12)),
};

const PET_DELI: Record<number, SizeDef> = Object.fromEntries(
  Object.entries(PLA_DELI).map(([ounces, size]) => [
    ounces,
    {...size, eachPrice: Math.round(size.eachPrice * 0.6 * 1000) / 1000},
  ]),
);

const soup = (ounces: number): ProductDef => ({
  handle: `${ounces}-oz-soup-container-white`,
  sku: `PPR-SC${ounces}W`,
  title: `${ounces} oz White Paper Soup Container`,
  shortTitle: `${ounces} oz Soup Cup`,
  collection: 'soup-containers',
  productType: 'Food Containers',
  brand: 'leafline',
  material: 'pla-lined-paper',
  illustration: {kind: 'soup-container', finish: 'white', label: `${ounces} oz`},
  description: [
    `Our ${ounces} oz soup cup is heavy SFI paperboard with a plant-based PLA lining instead of polyethylene, and holds hot liquids without leaking.`,
    `Takes our ${
      ounces === 8 ? '90 mm' : '115 mm'
    } vented paper lids. Not for microwave reheating.`,
  ],
  subtitle: `Fits ${ounces === 8 ? '90 mm' : '115 mm'} lids · Hot & cold`,
  sizes: [SOUP[ounces]],
  packs: CASE_500_SLEEVE_25,
  thicknessMil: 18,
  features: [
    'has_lid_sold_separately',
    'is_made_in_the_usa',
    ...(ounces >= 16 ? (['has_uber_eats_discount'] as const) : []),
  ],
  complementary: ounces === 8 ? 'vented-paper-soup-lid-90mm' : 'vented-paper-soup-lid-115mm',
  customPrinting: true,
  tags: ['Soup', 'Hot Food', 'White'],
});

const iceCream = (ounces: number): ProductDef => ({
  handle: `${ounces}-oz-ice-cream-cup`,
  sku: `PPR-IC${ounces}`,
  title: `${ounces} oz Paper Ice Cream Cup`,
  shortTitle: `${ounces} oz Ice Cream Cup`,
  collection: 'ice-cream-containers',
  productType: 'Food Containers',
  brand: 'leafline',
  material: 'pla-lined-paper',
  illustration: {kind: 'ice-cream-cup', finish: 'white', label: `${ounces} oz`},
  description: [
    `Our ${ounces} oz PLA-lined paper cup is made for ${
      ounces <= 6 ? 'single scoops and tasters' : 'double scoops, sundaes and frozen yogurt'
    }. Stays rigid in the freezer and does not go soggy.`,
    'Stacks tightly in dispensers; rolled rim for a comfortable grip.',
  ],
  subtitle: ounces <= 6 ? 'Single scoop' : 'Double scoop & sundaes',
  sizes: [ICE_CREAM[ounces]],
  packs: [
    {type: 'Case', count: 1000, innerPacks: 20, premium: 1},
    {type: 'Sleeve', count: 50, innerPacks: 1, premium: 1.6},
  ],
  thicknessMil: 16,
  complementary: 'pla-soup-container-lid-115mm',
  customPrinting: true,
  tags: ['Ice Cream', 'Frozen Desserts'],
});

const deli = (ounces: number, material: 'pla' | 'pet'): ProductDef => ({
  handle: `${ounces}-oz-${material}-deli-container`,
  sku: `${material.toUpperCase()}-DC${ounces}`,
  title: `${ounces} oz ${material.toUpperCase()} Round Deli Container`,
  shortTitle: `${ounces} oz ${material.toUpperCase()} Deli`,
  collection: `${material}-deli-containers`,
  productType: 'Deli Containers',
  brand: 'terraserve',
  material,
  illustration: {kind: 'deli-container', finish: 'clear', label: `${ounces} oz`},
  description:
    material === 'pla'
      ? [
          `Our clear ${ounces} oz round deli container is plant-based PLA, for salads, dressings and cold sides, commercially compostable with the food left in it.`,
          'For cold food only: PLA softens above 110°F. One 117 mm lid fits every size.',
        ]
      : [
          `Our clear ${ounces} oz round deli container is recyclable PET, with a tight, leak-resistant seal for meal prep and grab-and-go.`,
          'Freezer safe and stackable. One 117 mm PET lid fits every size.',
        ],
  subtitle: 'Fits 117 mm lids',
  sizes: [(material === 'pla' ? PLA_DELI : PET_DELI)[ounces]],
  packs: CASE_500_PACK_50,
  thicknessMil: material === 'pla' ? 20 : 18,
  features: ['has_lid_sold_separately'],
  complementary: `${material}-deli-container-lid-117mm`,
  customPrinting: true,
  tags: ['Deli', 'Clear', 'Cold Food'],
});

const clamshell = (
  handle: string,
  sku: string,
  title: string,
  size: SizeDef,
  note: string,
  features: ProductDef['features'] = [],
): ProductDef => ({
  handle,
  sku,
  title,
  shortTitle: title.replace('Bagasse ', ''),
  collection: 'clamshells',
  productType: 'Clamshells',
  brand: 'harvest-fiber',
  material: 'bagasse',
  illustration: {kind: 'clamshell', finish: 'fiber', label: size.label},
  description: [
    `A hinged clamshell moulded from sugarcane bagasse. ${note}`,
    'Grease and cut resistant, microwave safe, and home compostable. PFAS free.',
  ],
  subtitle: `${size.label} · Hinged lid`,
  sizes: [size],
  packs: CASE_500_PACK_50,
  thicknessMil: 40,
  features: ['is_microwave_safe', 'has_uber_eats_discount', ...features],
  complementary: 'cpla-cutlery-kit',
  tags: ['Clamshell', 'Takeout', 'Hot Food'],
});

const takeout = (
  number: string,
  ounces: number,
  eachPrice: number,
  dims: [number, number, number],
): ProductDef => ({
  handle: `kraft-fold-to-go-box-${number}`,
  sku: `KFT-TO${number}`,
  title: `#${number} Kraft Fold-To-Go Takeout Box (${ounces} oz)`,
  shortTitle: `#${number} Kraft Takeout Box`,
  collection: 'takeout-boxes',
  productType: 'Takeout Boxes',
  brand: 'kraftwell',
  material: 'kraft',
  illustration: {kind: 'takeout-box', finish: 'kraft', label: `#${number}`},
  description: [
    `Our ${ounces} oz fold-top takeout box is recycled kraft paperboard with a grease-resistant, PFAS-free coating. No metal handle, so it can go in the microwave.`,
    'Ships flat and folds up in seconds with locking tabs.',
  ],
  subtitle: `${ounces} oz · Microwave safe`,
  sizes: [
    {...namedSize(`#${number}`, eachPrice, 20, box(...dims)), caseCount: ounces > 50 ? 200 : 450},
  ],
  packs: [
    {type: 'Case', count: 450, innerPacks: 9, premium: 1},
    {type: 'Pack', count: 50, innerPacks: 1, premium: 1.5},
  ],
  thicknessMil: 22,
  features: ['is_microwave_safe', 'is_made_in_the_usa', 'has_uber_eats_discount'],
  complementary: 'birch-wood-fork',
  tags: ['Takeout', 'Kraft', 'Noodles'],
});

export const CONTAINERS: ProductDef[] = [
  ...[8, 12, 16, 24, 32].map(soup),
  {
    ...soup(16),
    handle: 'kraft-soup-containers-with-vented-lids',
    sku: 'PPR-SCKL',
    title: 'Kraft Soup Containers with Vented Lids',
    shortTitle: 'Kraft Soup Cups + Lids',
    illustration: {kind: 'soup-container', finish: 'kraft', label: '12–32 oz'},
    description: [
      'Unbleached kraft soup cups packed with a matching vented paper lid for every cup, so there is one thing to order.',
      'PLA lined and certified compostable. For hot soups, stews and chili.',
    ],
    subtitle: 'Lids included · 4 sizes',
    sizes: [12, 16, 24, 32].map((ounces) => ({
      ...SOUP[ounces],
      eachPrice: SOUP[ounces].eachPrice + 0.1,
    })),
    packs: CASE_250,
    features: ['is_made_in_the_usa'],
    tags: ['Soup', 'Hot Food', 'Kraft', 'Lid Included'],
  },
  ...[4, 6, 8, 12, 16].map(iceCream),
  {
    ...iceCream(8),
    handle: 'green-leaf-ice-cream-cups',
    sku: 'PPR-ICG',
    title: 'Green Leaf Print Ice Cream Cups',
    shortTitle: 'Green Leaf Ice Cream Cups',
    illustration: {kind: 'ice-cream-cup', finish: 'green', label: '4–12 oz'},
    subtitle: 'Stock print · 4 sizes',
    sizes: [4, 6, 8, 12].map((ounces) => ({
      ...ICE_CREAM[ounces],
      eachPrice: ICE_CREAM[ounces].eachPrice + 0.008,
    })),
    packs: [{type: 'Case', count: 1000, innerPacks: 20, premium: 1}],
    tags: ['Ice Cream', 'Printed', 'Green'],
  },
  ...[8, 12, 16, 24, 32].map((ounces) => deli(ounces, 'pla')),
  ...[8, 12, 16, 24, 32].map((ounces) => deli(ounces, 'pet')),
  clamshell(
    'bagasse-clamshell-6x6',
    'BAG-CL66',
    'Bagasse Clamshell 6 x 6 in',
    namedSize('6 x 6 in', 0.14, 22, box(6, 6, 3)),
    'Sized for burgers, sliders and pastries.',
  ),
  clamshell(
    'bagasse-clamshell-8x8',
    'BAG-CL88',
    'Bagasse Clamshell 8 x 8 in',
    namedSize('8 x 8 in', 0.19, 36, box(8, 8, 3)),
    'Sized for entrées and plate lunches.',
  ),
  clamshell(
    'bagasse-clamshell-9x9',
    'BAG-CL99',
    'Bagasse Clamshell 9 x 9 in',
    namedSize('9 x 9 in', 0.22, 42, box(9, 9, 3)),
    'Our largest single-compartment clamshell.',
    ['is_heavy_duty'],
  ),
  clamshell(
    'bagasse-clamshell-9x9-3-compartment',
    'BAG-CL993',
    'Bagasse 3-Compartment Clamshell 9 x 9 in',
    namedSize('9 x 9 in, 3 compartments', 0.24, 44, box(9, 9, 3)),
    'Three compartments keep mains and sides apart.',
    ['is_heavy_duty'],
  ),
  clamshell(
    'bagasse-hoagie-clamshell-9x6',
    'BAG-CL96',
    'Bagasse Hoagie Clamshell 9 x 6 in',
    namedSize('9 x 6 in', 0.18, 30, box(9, 6, 3)),
    'Long enough for hoagies, subs and wraps.',
  ),
  takeout('1', 26, 0.21, [4.25, 3.5, 3.75]),
  takeout('8', 32, 0.26, [4.5, 3.75, 4]),
  takeout('2', 46, 0.32, [5.5, 4.5, 5.25]),
  takeout('3', 96, 0.38, [7, 5.5, 4.25]),
  {
    handle: 'bagasse-rectangular-takeout-container-32-oz',
    sku: 'BAG-RT32',
    title: '32 oz Bagasse Rectangular Takeout Container with Lid',
    shortTitle: '32 oz Fiber Takeout',
    collection: 'takeout-boxes',
    productType: 'Takeout Boxes',
    brand: 'harvest-fiber',
    material: 'bagasse',
    illustration: {kind: 'takeout-box', finish: 'fiber', label: '32 oz'},
    description: [
      'A rectangular moulded-fiber container with a matching fiber lid, sized for rice bowls and curries.',
      'Microwave and freezer safe. Home compostable and PFAS free.',
    ],
    subtitle: 'Lid included · 32 oz',
    sizes: [ounceSize(32, 0.29, 38, box(8.5, 6.3, 2))],
    packs: [{type: 'Case', count: 300, innerPacks: 6, premium: 1}],
    thicknessMil: 38,
    features: ['is_microwave_safe', 'has_uber_eats_discount'],
    complementary: 'cpla-cutlery-kit',
    tags: ['Takeout', 'Lid Included', 'Hot Food'],
  },
];
