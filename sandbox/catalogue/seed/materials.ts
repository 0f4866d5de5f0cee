/**
 * What each packaging material is, as the `gpp` feature and certification flags state it. PLA and CPLA
 * compost only in commercial facilities; PET recycles but never composts; bagasse, kraft and birch
 * also break down in a home pile.
 */
export type MaterialKey =
  | 'pla-lined-paper'
  | 'aqueous-paper'
  | 'pla'
  | 'cpla'
  | 'pet'
  | 'rpet'
  | 'bagasse'
  | 'kraft'
  | 'paper'
  | 'birch'
  | 'compostable-film';

export type MaterialFlag =
  | 'is_biodegradable'
  | 'is_commercially_compostable'
  | 'is_home_compostable'
  | 'is_recyclable'
  | 'has_plant_based_materials'
  | 'has_recycled_materials'
  | 'is_pfas_free'
  | 'is_bpa_free'
  | 'is_gluten_free'
  | 'is_bpi_certified'
  | 'is_cma_certified'
  | 'is_sfi_certified'
  | 'is_fsc_certified'
  | 'is_usda_biobased';

export const MATERIAL_FLAGS: MaterialFlag[] = [
  'is_biodegradable',
  'is_commercially_compostable',
  'is_home_compostable',
  'is_recyclable',
  'has_plant_based_materials',
  'has_recycled_materials',
  'is_pfas_free',
  'is_bpa_free',
  'is_gluten_free',
  'is_bpi_certified',
  'is_cma_certified',
  'is_sfi_certified',
  'is_fsc_certified',
  'is_usda_biobased',
];

export interface Material {
  /** Shown in titles and tags: "PLA", "Bagasse". */
  name: string;
  tags: string[];
  flags: MaterialFlag[];
  disclaimer: string;
}

const COMMERCIAL_ONLY =
  'Composts in commercial composting facilities, which are not available in all areas. Check with your local hauler before composting. Not suitable for home composting.';
const HOME_AND_COMMERCIAL =
  'Breaks down in commercial facilities and in a well-managed home compost pile. Remove food residue before composting where your hauler asks for it.';

export const MATERIALS: Record<MaterialKey, Material> = {
  'pla-lined-paper': {
    name: 'Paper',
    tags: ['Paper', 'PLA Lined', 'Compostable'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'has_plant_based_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_bpi_certified',
      'is_cma_certified',
      'is_sfi_certified',
      'is_usda_biobased',
    ],
    disclaimer: COMMERCIAL_ONLY,
  },
  'aqueous-paper': {
    name: 'Paper',
    tags: ['Paper', 'Aqueous Coated', 'Compostable', 'Recyclable'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'is_recyclable',
      'has_plant_based_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_bpi_certified',
      'is_sfi_certified',
      'is_fsc_certified',
    ],
    disclaimer:
      'Aqueous-coated paper is accepted by many paper recycling programs and by commercial composters. Acceptance varies by city.',
  },
  pla: {
    name: 'PLA',
    tags: ['PLA', 'Plant Based', 'Compostable'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'has_plant_based_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_bpi_certified',
      'is_usda_biobased',
    ],
    disclaimer: `${COMMERCIAL_ONLY} PLA softens above 110°F: for cold food and drinks only.`,
  },
  cpla: {
    name: 'CPLA',
    tags: ['CPLA', 'Plant Based', 'Compostable', 'Heat Resistant'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'has_plant_based_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_bpi_certified',
      'is_cma_certified',
      'is_usda_biobased',
    ],
    disclaimer: `${COMMERCIAL_ONLY} Crystallised PLA holds its shape up to 185°F.`,
  },
  pet: {
    name: 'PET',
    tags: ['PET', 'Recyclable', 'Plastic #1'],
    flags: ['is_recyclable', 'is_pfas_free', 'is_bpa_free', 'is_gluten_free'],
    disclaimer:
      'PET (#1 plastic) is widely recyclable but is not compostable. Please do not place it in compost bins.',
  },
  rpet: {
    name: 'rPET',
    tags: ['PET', 'Recycled PET', 'Recyclable', 'Plastic #1'],
    flags: [
      'is_recyclable',
      'has_recycled_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
    ],
    disclaimer:
      'Made with 50% post-consumer recycled PET and recyclable again as #1 plastic. Not compostable.',
  },
  bagasse: {
    name: 'Bagasse',
    tags: ['Bagasse', 'Sugarcane Fiber', 'Compostable', 'Home Compostable'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'is_home_compostable',
      'has_plant_based_materials',
      'has_recycled_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_bpi_certified',
      'is_cma_certified',
      'is_usda_biobased',
    ],
    disclaimer: HOME_AND_COMMERCIAL,
  },
  kraft: {
    name: 'Kraft Paper',
    tags: ['Kraft', 'Paper', 'Compostable', 'Recyclable'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'is_home_compostable',
      'is_recyclable',
      'has_plant_based_materials',
      'has_recycled_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_sfi_certified',
      'is_fsc_certified',
    ],
    disclaimer: HOME_AND_COMMERCIAL,
  },
  paper: {
    name: 'Paper',
    tags: ['Paper', 'Compostable', 'Plastic Free'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'is_home_compostable',
      'has_plant_based_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_bpi_certified',
      'is_fsc_certified',
    ],
    disclaimer: HOME_AND_COMMERCIAL,
  },
  birch: {
    name: 'Birch Wood',
    tags: ['Wood', 'Birch', 'Compostable', 'Home Compostable', 'Plastic Free'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'is_home_compostable',
      'has_plant_based_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_gluten_free',
      'is_fsc_certified',
      'is_usda_biobased',
    ],
    disclaimer: HOME_AND_COMMERCIAL,
  },
  'compostable-film': {
    name: 'Compostable Film',
    tags: ['Compostable Film', 'PBAT', 'Compostable'],
    flags: [
      'is_biodegradable',
      'is_commercially_compostable',
      'has_plant_based_materials',
      'is_pfas_free',
      'is_bpa_free',
      'is_bpi_certified',
      'is_cma_certified',
    ],
    disclaimer: `${COMMERCIAL_ONLY} Store away from heat and sunlight and use within 12 months.`,
  },
};
