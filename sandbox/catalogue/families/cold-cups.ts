/** Clear PLA and PET cold cups and aqueous-coated paper cold cups. */
import type {ProductDef, SizeDef} from '../seed/definitions';
import {CASE_1000_SLEEVE_50, ounceSize, round} from './helpers';

const PLA: Record<number, SizeDef> = {
  7: ounceSize(7, 0.062, 6, round(3.07, 2.05, 3.11)),
  9: ounceSize(9, 0.07, 7, round(3.86, 2.28, 3.35)),
  10: ounceSize(10, 0.074, 8, round(3.86, 2.28, 3.6)),
  12: ounceSize(12, 0.085, 9, round(3.86, 2.28, 4.33)),
  16: ounceSize(16, 0.108, 11, round(3.86, 2.36, 5.08)),
  20: ounceSize(20, 0.125, 13, round(3.86, 2.36, 5.91)),
  24: {...ounceSize(24, 0.142, 15, round(3.86, 2.44, 6.5)), caseCount: 600},
  32: {...ounceSize(32, 0.21, 21, round(4.21, 2.76, 7.09)), caseCount: 500},
};

/** PET runs cheaper than PLA of the same size. */
const PET: Record<number, SizeDef> = Object.fromEntries(
  [9, 12, 16, 20, 24, 32].map((ounces) => [
    ounces,
    {...PLA[ounces], eachPrice: Math.round(PLA[ounces].eachPrice * 0.66 * 1000) / 1000},
  ]),
);

const PAPER: Record<number, SizeDef> = {
  12: ounceSize(12, 0.075, 9, round(3.54, 2.28, 4.33)),
  16: ounceSize(16, 0.088, 11, round(3.54, 2.36, 5.31)),
  22: ounceSize(22, 0.11, 14, round(3.54, 2.56, 6.69)),
  32: {...ounceSize(32, 0.16, 19, round(4.17, 2.76, 7.28)), caseCount: 600},
};

function coldLidFor(ounces: number, material: 'pla' | 'pet'): string {
  if (ounces === 7) return 'pla-flat-lid-78mm';
  if (ounces === 32) return 'pla-flat-lid-107mm';
  return `${material}-flat-lid-98mm`;
}

function rim(ounces: number): string {
  if (ounces === 7) return '78 mm';
  return ounces === 32 ? '107 mm' : '98 mm';
}

const plaCup = (ounces: number): ProductDef => ({
  handle: `${ounces}-oz-pla-cold-cup`,
  sku: `PLA-CC${ounces}`,
  title: `${ounces} oz PLA Cold Cup`,
  shortTitle: `${ounces} oz PLA Cup`,
  collection: 'pla-cold-cups',
  productType: 'Cold Cups',
  brand: 'ecosip',
  material: 'pla',
  illustration: {kind: 'cold-cup', finish: 'clear', label: `${ounces} oz`},
  description: [
    `A crystal-clear ${ounces} oz cold cup made from Ingeo PLA, a plastic made from plants instead of oil. It looks and feels like PET but composts in commercial facilities.`,
    `Takes our ${rim(
      ounces,
    )} flat, dome and sip lids. For iced coffee, smoothies, cold brew and soft drinks below 110°F.`,
  ],
  subtitle: `Fits ${rim(ounces)} lids`,
  sizes: [PLA[ounces]],
  packs: CASE_1000_SLEEVE_50,
  thicknessMil: ounces >= 24 ? 18 : 15,
  features: [
    'has_lid_sold_separately',
    ...(ounces === 16 || ounces === 20 ? (['has_uber_eats_discount'] as const) : []),
  ],
  complementary: coldLidFor(ounces, 'pla'),
  customPrinting: true,
  tags: ['Clear', 'Cold Drinks'],
});

const petCup = (ounces: number): ProductDef => ({
  handle: `${ounces}-oz-pet-cold-cup`,
  sku: `PET-CC${ounces}`,
  title: `${ounces} oz PET Cold Cup`,
  shortTitle: `${ounces} oz PET Cup`,
  collection: 'pet-cold-cups',
  productType: 'Cold Cups',
  brand: 'ecosip',
  material: 'pet',
  illustration: {kind: 'cold-cup', finish: 'clear', label: `${ounces} oz`},
  description: [
    `A strong, glass-clear ${ounces} oz cup in PET, the most widely recycled plastic (#1). Choose PET where your customers recycle rather than compost.`,
    `Takes our ${rim(ounces)} PET lids. Does not crack in the freezer.`,
  ],
  subtitle: `Fits ${rim(ounces)} lids · Recyclable #1`,
  sizes: [PET[ounces]],
  packs: CASE_1000_SLEEVE_50,
  thicknessMil: 14,
  features: ['has_lid_sold_separately'],
  complementary: ounces === 32 ? 'pla-flat-lid-107mm' : coldLidFor(ounces, 'pet'),
  customPrinting: true,
  tags: ['Clear', 'Cold Drinks'],
});

const paperCup = (ounces: number): ProductDef => ({
  handle: `${ounces}-oz-paper-cold-cup-white`,
  sku: `PPR-CC${ounces}W`,
  title: `${ounces} oz White Paper Cold Cup`,
  shortTitle: `${ounces} oz Paper Cold Cup`,
  collection: 'paper-cold-cups',
  productType: 'Cold Cups',
  brand: 'leafline',
  material: 'aqueous-paper',
  illustration: {kind: 'paper-cold-cup', finish: 'white', label: `${ounces} oz`},
  description: [
    `A plastic-free ${ounces} oz cold cup with a water-based aqueous barrier instead of a plastic lining, so it goes in paper recycling or compost.`,
    'Double-sided coating resists condensation for fountain drinks, iced tea and lemonade.',
  ],
  subtitle: `Fits ${ounces === 32 ? '106 mm' : '90 mm'} lids · Plastic free`,
  sizes: [PAPER[ounces]],
  packs: CASE_1000_SLEEVE_50,
  thicknessMil: 16,
  features: ['has_lid_sold_separately', 'is_made_in_the_usa'],
  complementary: 'paper-cold-cup-lid-90mm',
  customPrinting: true,
  tags: ['Plastic Free', 'Cold Drinks', 'White'],
});

export const COLD_CUPS: ProductDef[] = [
  ...[7, 9, 10, 12, 16, 20, 24, 32].map(plaCup),
  {
    handle: 'im-compostable-pla-cold-cups',
    sku: 'PLA-CCG',
    title: '“I’m Compostable” Green Print PLA Cold Cups',
    shortTitle: 'Green Print PLA Cups',
    collection: 'pla-cold-cups',
    productType: 'Cold Cups',
    brand: 'ecosip',
    material: 'pla',
    illustration: {kind: 'cold-cup', finish: 'green', label: '12–24 oz'},
    description: [
      'Our clear PLA cups printed in green with “I’m compostable” and a leaf, which helps sorting at events and on campuses.',
      'All sizes take the 98 mm PLA lids.',
    ],
    subtitle: 'Fits 98 mm lids · Stock print',
    sizes: [12, 16, 20, 24].map((ounces) => ({
      ...PLA[ounces],
      eachPrice: PLA[ounces].eachPrice + 0.01,
    })),
    packs: CASE_1000_SLEEVE_50,
    thicknessMil: 15,
    features: ['has_lid_sold_separately'],
    complementary: 'pla-dome-lid-98mm-with-hole',
    tags: ['Clear', 'Printed', 'Green'],
    gallery: [
      {handle: '16-oz-pla-cold-cup', size: '16 oz'},
      {handle: '20-oz-pla-cold-cup', size: '20 oz'},
      {handle: '24-oz-pla-cold-cup', size: '24 oz'},
      {handle: 'pla-dome-lid-98mm-with-hole'},
      {handle: 'pla-flat-lid-98mm'},
    ],
  },
  ...[9, 12, 16, 20, 24, 32].map(petCup),
  {
    handle: 'rpet-cold-cups',
    sku: 'RPET-CC',
    title: 'Recycled rPET Cold Cups',
    shortTitle: 'rPET Cold Cups',
    collection: 'pet-cold-cups',
    productType: 'Cold Cups',
    brand: 'ecosip',
    material: 'rpet',
    illustration: {kind: 'cold-cup', finish: 'clear', label: '12–24 oz'},
    description: [
      'Clear cold cups made with 50% post-consumer recycled PET, and recyclable again as #1 plastic.',
      'All four sizes take the 98 mm PET lids.',
    ],
    subtitle: '50% recycled content · Fits 98 mm lids',
    sizes: [12, 16, 20, 24].map((ounces) => ({
      ...PET[ounces],
      eachPrice: PET[ounces].eachPrice + 0.006,
    })),
    packs: CASE_1000_SLEEVE_50,
    thicknessMil: 14,
    features: ['has_lid_sold_separately'],
    complementary: 'pet-flat-lid-98mm',
    tags: ['Clear', 'Recycled'],
  },
  ...[12, 16, 22, 32].map(paperCup),
  {
    ...paperCup(16),
    handle: 'kraft-paper-cold-cups',
    sku: 'PPR-CCK',
    title: 'Kraft Paper Cold Cups',
    shortTitle: 'Kraft Paper Cold Cups',
    illustration: {kind: 'paper-cold-cup', finish: 'kraft', label: '12–22 oz'},
    subtitle: 'Fits 90 mm lids · Plastic free',
    sizes: [12, 16, 22].map((ounces) => ({
      ...PAPER[ounces],
      eachPrice: PAPER[ounces].eachPrice + 0.007,
    })),
    tags: ['Plastic Free', 'Cold Drinks', 'Kraft'],
  },
];
