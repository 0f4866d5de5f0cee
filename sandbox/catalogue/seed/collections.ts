/**
 * The two-level collection tree: level 0 is the top menu (Hot Cups), level 1 the sub-collections a
 * product sits in (Single Wall Hot Cups). Brand collections are level 1 under `compostable-brands`.
 */
import {BRANDS, type BrandKey} from './brands';
import type {Illustration} from './illustrations';

export interface CollectionDef {
  handle: string;
  title: string;
  parent: string | null;
  description: string;
  illustration: Illustration;
}

const TOP_LEVEL: CollectionDef[] = [
  {
    handle: 'hot-cups',
    title: 'Hot Cups',
    parent: null,
    description:
      'Compostable paper hot cups for coffee, tea and hot chocolate, in single and double wall, with sleeves to match. Lined with plant-based PLA instead of polyethylene.',
    illustration: {kind: 'hot-cup', finish: 'kraft', label: 'Hot Cups'},
  },
  {
    handle: 'cold-cups',
    title: 'Cold Cups',
    parent: null,
    description:
      'Clear PLA, PET and paper cold cups for iced coffee, smoothies, boba and soft drinks, from 7 oz to 32 oz.',
    illustration: {kind: 'cold-cup', finish: 'clear', label: 'Cold Cups'},
  },
  {
    handle: 'lids',
    title: 'Lids',
    parent: null,
    description:
      'Sip lids, flat lids, dome lids and container lids sized to fit our cups and containers. Check the rim size in millimetres before ordering.',
    illustration: {kind: 'dome-lid', finish: 'clear', label: 'Lids'},
  },
  {
    handle: 'food-containers',
    title: 'Food Containers',
    parent: null,
    description:
      'Soup cups, ice cream cups, deli containers, clamshells and takeout boxes for dine-in, takeout and delivery.',
    illustration: {kind: 'clamshell', finish: 'fiber', label: 'Food Containers'},
  },
  {
    handle: 'tableware',
    title: 'Tableware',
    parent: null,
    description:
      'Sturdy plates and bowls moulded from sugarcane bagasse: cut-resistant, microwave safe and home compostable.',
    illustration: {kind: 'plate', finish: 'fiber', label: 'Tableware'},
  },
  {
    handle: 'cutlery-and-straws',
    title: 'Cutlery & Straws',
    parent: null,
    description:
      'Forks, knives, spoons, cutlery kits, stirrers and straws in CPLA, birch wood and paper.',
    illustration: {kind: 'cutlery-kit', finish: 'white', label: 'Cutlery & Straws'},
  },
  {
    handle: 'bags',
    title: 'Bags',
    parent: null,
    description:
      'Recycled kraft paper bags for takeout and retail, and certified compostable bags for food scraps and produce.',
    illustration: {kind: 'handle-bag', finish: 'kraft', label: 'Bags'},
  },
  {
    handle: 'coasters',
    title: 'Coasters',
    parent: null,
    description:
      'Absorbent pulpboard coasters for bars, breweries and events, in 3.5" and 4" rounds and squares, ready for custom printing.',
    illustration: {kind: 'coaster-round', finish: 'white', label: 'Coasters'},
  },
  {
    handle: 'compostable-brands',
    title: 'Compostable Brands',
    parent: null,
    description:
      'Shop by maker. Every brand we carry is independently certified for what it claims: BPI, CMA, FSC or SFI.',
    illustration: {kind: 'handle-bag', finish: 'green', label: 'Brands'},
  },
];

const SUB_COLLECTIONS: CollectionDef[] = [
  {
    handle: 'single-wall-hot-cups',
    title: 'Single Wall Hot Cups',
    parent: 'hot-cups',
    description:
      'Single wall paper cups lined with PLA, from 4 oz espresso cups to 20 oz. Pair them with a sleeve for drinks served very hot.',
    illustration: {kind: 'hot-cup', finish: 'white', label: 'Single Wall'},
  },
  {
    handle: 'double-wall-hot-cups',
    title: 'Double Wall Hot Cups',
    parent: 'hot-cups',
    description:
      'Insulated double wall cups keep hands comfortable without a sleeve. The outer wall is uncoated paper; the inner cup is PLA lined.',
    illustration: {kind: 'hot-cup', finish: 'kraft', label: 'Double Wall'},
  },
  {
    handle: 'hot-cup-sleeves',
    title: 'Hot Cup Sleeves',
    parent: 'hot-cups',
    description:
      'Recycled kraft and white sleeves that fit 10 oz to 24 oz hot cups. Plain, or printed with your logo.',
    illustration: {kind: 'sleeve', finish: 'kraft', label: 'Sleeves'},
  },
  {
    handle: 'pla-cold-cups',
    title: 'PLA Cold Cups',
    parent: 'cold-cups',
    description:
      'Crystal-clear cold cups made from plant-based PLA, certified commercially compostable. For drinks below 110°F.',
    illustration: {kind: 'cold-cup', finish: 'clear', label: 'PLA'},
  },
  {
    handle: 'pet-cold-cups',
    title: 'PET Cold Cups',
    parent: 'cold-cups',
    description:
      'Strong, clear PET cups for cities with plastic recycling. Recyclable as #1 plastic, not compostable.',
    illustration: {kind: 'cold-cup', finish: 'clear', label: 'PET'},
  },
  {
    handle: 'paper-cold-cups',
    title: 'Paper Cold Cups',
    parent: 'cold-cups',
    description:
      'Plastic-free paper cups with an aqueous coating for fountain drinks and iced tea, recyclable and compostable.',
    illustration: {kind: 'paper-cold-cup', finish: 'white', label: 'Paper'},
  },
  {
    handle: 'hot-cup-lids',
    title: 'Hot Cup Lids',
    parent: 'lids',
    description:
      'CPLA and moulded fiber sip lids that stay firm on hot drinks. 80 mm lids fit 8 oz cups; 90 mm lids fit 10 oz to 20 oz.',
    illustration: {kind: 'sip-lid', finish: 'white', label: 'Hot Lids'},
  },
  {
    handle: 'cold-cup-lids',
    title: 'Cold Cup Lids',
    parent: 'lids',
    description:
      'Flat, dome and strawless sip lids for our PLA, PET and paper cold cups. Match the lid material to the cup for one waste stream.',
    illustration: {kind: 'dome-lid', finish: 'clear', label: 'Cold Lids'},
  },
  {
    handle: 'container-lids',
    title: 'Container Lids',
    parent: 'lids',
    description:
      'Vented paper lids and clear PLA and PET lids for soup cups and round deli containers.',
    illustration: {kind: 'flat-lid', finish: 'clear', label: 'Container Lids'},
  },
  {
    handle: 'soup-containers',
    title: 'Soup Containers',
    parent: 'food-containers',
    description:
      'Leak-resistant paper soup cups for hot soups, chili and oatmeal, lined with PLA and sized 8 oz to 32 oz.',
    illustration: {kind: 'soup-container', finish: 'white', label: 'Soup'},
  },
  {
    handle: 'ice-cream-containers',
    title: 'Ice Cream Containers',
    parent: 'food-containers',
    description:
      'Paper ice cream cups and pints for scoop shops and frozen yogurt bars, from 4 oz tasters to 16 oz pints.',
    illustration: {kind: 'ice-cream-cup', finish: 'green', label: 'Ice Cream'},
  },
  {
    handle: 'pla-deli-containers',
    title: 'PLA Deli Containers',
    parent: 'food-containers',
    description:
      'Clear round PLA deli containers for salads, dressings and cold sides. One lid fits 8 oz to 32 oz.',
    illustration: {kind: 'deli-container', finish: 'clear', label: 'PLA Deli'},
  },
  {
    handle: 'pet-deli-containers',
    title: 'PET Deli Containers',
    parent: 'food-containers',
    description: 'Recyclable PET deli containers with a tight seal for meal prep and grab-and-go.',
    illustration: {kind: 'deli-container', finish: 'clear', label: 'PET Deli'},
  },
  {
    handle: 'clamshells',
    title: 'Clamshells',
    parent: 'food-containers',
    description:
      'Hinged bagasse clamshells for burgers, sandwiches and plate lunches. Grease resistant and microwave safe.',
    illustration: {kind: 'clamshell', finish: 'fiber', label: 'Clamshells'},
  },
  {
    handle: 'takeout-boxes',
    title: 'Takeout Boxes',
    parent: 'food-containers',
    description:
      'Fold-to-go kraft boxes and fiber containers for noodles, rice dishes and fried food.',
    illustration: {kind: 'takeout-box', finish: 'kraft', label: 'Takeout'},
  },
  {
    handle: 'bowls',
    title: 'Bowls',
    parent: 'tableware',
    description: 'Bagasse and kraft bowls for soups, salads and grain bowls, from 12 oz to 48 oz.',
    illustration: {kind: 'bowl', finish: 'fiber', label: 'Bowls'},
  },
  {
    handle: 'plates',
    title: 'Plates',
    parent: 'tableware',
    description:
      'Round, oval and compartment plates in bagasse that hold up to saucy food without soaking through.',
    illustration: {kind: 'plate', finish: 'fiber', label: 'Plates'},
  },
  {
    handle: 'cutlery',
    title: 'Cutlery',
    parent: 'cutlery-and-straws',
    description:
      'Heavy-weight CPLA and birch wood forks, knives, spoons and wrapped kits, plus birch stir sticks.',
    illustration: {kind: 'fork', finish: 'white', label: 'Cutlery'},
  },
  {
    handle: 'straws',
    title: 'Straws',
    parent: 'cutlery-and-straws',
    description: 'Paper straws that last a whole drink, and PLA straws for smoothies and boba.',
    illustration: {kind: 'straw', finish: 'green', label: 'Straws'},
  },
  {
    handle: 'paper-bags',
    title: 'Paper Bags',
    parent: 'bags',
    description: 'Recycled kraft SOS bags, sandwich bags and handle bags for takeout and retail.',
    illustration: {kind: 'bag', finish: 'kraft', label: 'Paper Bags'},
  },
  {
    handle: 'compostable-bags',
    title: 'Compostable Bags',
    parent: 'bags',
    description:
      'Certified compostable liners and produce bags for kitchen food scraps and commercial organics collection.',
    illustration: {kind: 'trash-bag', finish: 'green', label: 'Compostable Bags'},
  },
  {
    handle: '3-5-inch-coasters',
    title: '3.5" Coasters',
    parent: 'coasters',
    description:
      'Compact 3.5 inch pulpboard coasters for cocktail bars and cafés. Available plain or custom printed from 1,000 pieces.',
    illustration: {kind: 'coaster-round', finish: 'white', label: '3.5"'},
  },
  {
    handle: '4-inch-coasters',
    title: '4" Coasters',
    parent: 'coasters',
    description:
      'Standard 4 inch pulpboard coasters for pint glasses and brewery taprooms, plain or custom printed.',
    illustration: {kind: 'coaster-square', finish: 'kraft', label: '4"'},
  },
];

const BRAND_COLLECTIONS: CollectionDef[] = (Object.keys(BRANDS) as BrandKey[]).map((key) => ({
  handle: key,
  title: BRANDS[key].name,
  parent: 'compostable-brands',
  description: BRANDS[key].description,
  illustration: {kind: 'bag', finish: 'green', label: BRANDS[key].name},
}));

export const COLLECTION_DEFS: CollectionDef[] = [
  ...TOP_LEVEL,
  ...SUB_COLLECTIONS,
  ...BRAND_COLLECTIONS,
];

export const BRAND_PARENT = 'compostable-brands';
