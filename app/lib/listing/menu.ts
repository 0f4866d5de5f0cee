/** The collection whose sub-collections are the brands: `/collections/compostable-brands/{brand}`. */
export const BRANDS_HANDLE = 'compostable-brands';
/** Shopify's automatic collection of every product. */
export const ALL_HANDLE = 'all';

/** One collection in a listing's sidebar menu. */
export interface MenuEntry {
  title: string;
  /** The path under `/collections`. */
  path: string;
  count: number;
  current: boolean;
}
