/**
 * How a product family describes its products to the seed builder. Families say what a product is
 * (material, sizes, packs, unit price, dimensions); the builder turns that into `SeedProduct`s with
 * ids, variants, stock, tags and every `gpp` metafield.
 */
import type {BrandKey} from './brands';
import type {MaterialKey} from './materials';
import type {Illustration} from './illustrations';

export interface Dimensions {
  /** Inches. Round items give length = width = top diameter. */
  length: number;
  width: number;
  height: number;
  /** Inches, for round items (cups, lids, round containers, bowls, plates, round coasters). */
  topDiameter?: number;
  bottomDiameter?: number;
}

export interface SizeDef {
  /** Option value shown to shoppers: "12 oz", "9 in", "Medium". */
  label: string;
  /** Set for sizes measured in fluid ounces (becomes the variant's `size_ounces`). */
  ounces: number | null;
  /** US dollars per piece when bought by the case. */
  eachPrice: number;
  /** Grams per piece, for case weights. */
  grams: number;
  dimensions: Dimensions;
  /** Pieces in a case of this size when it differs from the pack's count (20 oz cups: 600). */
  caseCount?: number;
}

export interface PackDef {
  type: 'Case' | 'Sleeve' | 'Pack' | 'Box' | 'Bundle' | 'Roll';
  count: number;
  /** Inner packs in the package (a case of 1000 cups is 20 sleeves of 50). */
  innerPacks: number;
  /** Price per piece relative to the case price: small packs cost more per piece. */
  premium: number;
}

/** Flags that depend on the product rather than its material (see `materials.ts` for the rest). */
export const FEATURE_FLAGS = [
  'is_made_in_the_usa',
  'is_microwave_safe',
  'is_heavy_duty',
  'has_lid_sold_separately',
  'has_uber_eats_discount',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export interface ProductDef {
  handle: string;
  /** Stem of the variants' SKUs ("PLA-CC16"); variants add the size when there are several, then the pack count. */
  sku: string;
  title: string;
  shortTitle: string;
  /** Level-1 collection handle; the level-0 collection is its parent. */
  collection: string;
  productType: string;
  brand: BrandKey;
  material: MaterialKey;
  illustration: Illustration;
  /** Paragraphs of the product description. */
  description: string[];
  subtitle: string;
  /** One size: no Size option. Several: a Size option before Pack. */
  sizes: SizeDef[];
  /** One pack and one size: a single "Default Title" variant. */
  packs: PackDef[];
  thicknessMil: number;
  features?: FeatureFlag[];
  /** Handle of the product bought with it (the lid for a cup, the cup for a lid). */
  complementary: string;
  customPrinting?: boolean;
  /** Extra plain tags besides the material's and the size labels. */
  tags?: string[];
  /**
   * Pictures after the product's own, each another product's (the same cup in one size, the lids
   * that fit), by handle. With `size` (a size label), that size's variants show it.
   */
  gallery?: {handle: string; size?: string}[];
  /** Stock print designs: a Print option between Size and Pack, one variant per size, print and pack. */
  prints?: PrintDef[];
  /** Prints out of stock in every size and pack (a seasonal design between runs). */
  soldOutPrints?: string[];
}

export interface PrintDef {
  /** Option value shown to shoppers: "Green Leaf". */
  label: string;
  /** The print's part of the variants' SKUs ("GL"). */
  code: string;
  /** US dollars per piece on top of the size's price (inks and print setup). */
  surcharge: number;
}

/** How a product's stock is seeded (chosen from its position in the seed, see `variants.ts`). */
export type StockCase = 'sold-out' | 'one-variant-sold-out' | 'low' | 'untracked' | 'plenty';
