/** 3.5" and 4" pulpboard coasters. */
import type {ProductDef} from '../seed/definitions';
import {box, round} from './helpers';

const coaster = (
  inches: 3.5 | 4,
  shape: 'round' | 'square',
  finish: 'white' | 'kraft' | 'green',
  eachPrice: number,
  note: string,
): ProductDef => {
  const colour = {white: 'White', kraft: 'Kraft', green: 'Green Leaf Print'}[finish];
  const shapeName = shape === 'round' ? 'Round' : 'Square';
  const sizeLabel = `${inches} in`;
  return {
    handle: `${String(inches).replace('.', '-')}-in-${shape}-coaster-${finish}`,
    sku: `CST-${String(inches).replace(
      '.',
      '',
    )}${shape[0].toUpperCase()}${finish[0].toUpperCase()}`,
    title: `${inches}" ${shapeName} ${colour} Pulpboard Coaster`,
    shortTitle: `${inches}" ${shapeName} Coaster`,
    collection: inches === 4 ? '4-inch-coasters' : '3-5-inch-coasters',
    productType: 'Coasters',
    brand: 'kraftwell',
    material: 'paper',
    illustration: {
      kind: shape === 'round' ? 'coaster-round' : 'coaster-square',
      finish,
      label: `${inches}"`,
    },
    description: [
      `A ${inches} inch ${shape} coaster in 60 pt absorbent pulpboard. ${note}`,
      'Made from uncoated wood pulp without plastic, so it can go in compost with food scraps.',
    ],
    subtitle: `${sizeLabel} · 60 pt pulpboard`,
    sizes: [
      {
        label: sizeLabel,
        ounces: null,
        eachPrice,
        grams: inches === 4 ? 9 : 7,
        dimensions: shape === 'round' ? round(inches, inches, 0.06) : box(inches, inches, 0.06),
      },
    ],
    packs: [
      {type: 'Case', count: 1000, innerPacks: 10, premium: 1},
      {type: 'Pack', count: 100, innerPacks: 1, premium: 1.6},
    ],
    thicknessMil: 60,
    features: ['is_made_in_the_usa'],
    complementary: inches === 4 ? '16-oz-pla-cold-cup' : '9-oz-pla-cold-cup',
    customPrinting: true,
    tags: ['Coaster', 'Bar', shapeName],
  };
};

export const COASTERS: ProductDef[] = [
  coaster(3.5, 'round', 'white', 0.045, 'Sized for cocktail and wine glasses.'),
  coaster(3.5, 'round', 'kraft', 0.047, 'Natural brown face for a rustic look.'),
  coaster(3.5, 'square', 'white', 0.046, 'Square cut for café counters.'),
  coaster(3.5, 'round', 'green', 0.052, 'Printed with our green leaf pattern.'),
  coaster(4, 'round', 'white', 0.055, 'The standard size for pint glasses.'),
  coaster(4, 'round', 'kraft', 0.057, 'Natural brown face for taprooms.'),
  coaster(4, 'square', 'white', 0.056, 'Square cut with rounded corners.'),
  coaster(4, 'square', 'kraft', 0.058, 'Square kraft coaster for breweries.'),
];
