import {positiveNumber} from './price';

/**
 * What the product page says about a product beyond its title and price, read from the `gpp`
 * metafields: merchandising texts, the specification table, feature flags and certifications.
 * Metafield values are editor input, so anything malformed is left out rather than shown wrong.
 */

export interface MetafieldEntry {
  key: string;
  value: string;
}

export const FEATURES = {
  is_made_in_the_usa: 'Made in the USA',
  is_commercially_compostable: 'Commercially Compostable',
  is_home_compostable: 'Home Compostable',
  is_biodegradable: 'Biodegradable',
  is_recyclable: 'Recyclable',
  has_plant_based_materials: 'Plant-Based Materials',
  has_recycled_materials: 'Recycled Materials',
  is_pfas_free: 'PFAS Free',
  is_bpa_free: 'BPA Free',
  is_gluten_free: 'Gluten Free',
  is_microwave_safe: 'Microwave Safe',
  is_heavy_duty: 'Heavy Duty',
  has_lid_sold_separately: 'Lid Sold Separately',
  has_uber_eats_discount: 'Uber Eats Discount',
} as const;

export const CERTIFICATIONS = {
  is_bpi_certified: 'BPI Certified',
  is_cma_certified: 'CMA Certified',
  // The seal the SFI flag stands for on this store's products is TÜV's.
  is_sfi_certified: 'TUV Certified',
  is_fsc_certified: 'FSC Certified',
  is_usda_biobased: 'USDA Biobased',
} as const;

export type FeatureKey = keyof typeof FEATURES;
export type CertificationKey = keyof typeof CERTIFICATIONS;

export interface SpecRow {
  label: string;
  value: string;
}

export interface ProductFacts {
  subtitle: string | null;
  manufacturerSku: string | null;
  brand: string | null;
  hasCustomPrinting: boolean;
  addToCartText: string;
  /** Sold out: offer the special-order form instead of restock alerts. */
  customOutOfStockForm: boolean;
  overviewTitle: string | null;
  overviewSubtitle: string | null;
  disclaimer: string | null;
  packagingDisclaimer: string | null;
  /** Measurements of the product itself; the package rows come from the chosen variant. */
  measurements: SpecRow[];
  features: FeatureKey[];
  certifications: CertificationKey[];
  /** Package facts for variants that do not carry their own. */
  packaging: PackageFacts;
}

export interface PackageFacts {
  packageSize: number | null;
  packageType: string | null;
  packQuantity: number | null;
}

export const DEFAULT_ADD_TO_CART_TEXT = 'Add to Cart';

const MEASUREMENTS = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
  ['top_diameter', 'Top Diameter'],
  ['bottom_diameter', 'Bottom Diameter'],
] as const;

export function productFacts(entries: ReadonlyArray<MetafieldEntry | null>): ProductFacts {
  const fields = new Map<string, string>();
  for (const entry of entries) {
    if (entry && entry.value.trim() !== '') fields.set(entry.key, entry.value.trim());
  }
  const text = (key: string) => fields.get(key) ?? null;
  const flag = (key: string) => fields.get(key) === 'true';

  const measurements: SpecRow[] = [];
  for (const [key, label] of MEASUREMENTS) {
    const inches = dimensionInInches(fields.get(key));
    if (inches !== null) measurements.push({label, value: formatLength(inches)});
  }
  const pounds = weightInPounds(fields.get('weight'));
  if (pounds !== null) measurements.push({label: 'Case Weight', value: `${formatNumber(pounds, 1)} lb`});
  const mil = positiveNumber(fields.get('thickness'));
  if (mil !== null) measurements.push({label: 'Thickness', value: `${formatNumber(mil, 1)} mil`});

  return {
    subtitle: text('subtitle'),
    manufacturerSku: text('manufacturer_sku'),
    brand: text('brand'),
    hasCustomPrinting: flag('has_custom_printing'),
    addToCartText: text('add_to_cart_text') ?? DEFAULT_ADD_TO_CART_TEXT,
    customOutOfStockForm: flag('enable_custom_out_of_stock_form'),
    overviewTitle: text('overview_title'),
    overviewSubtitle: text('overview_subtitle'),
    disclaimer: text('disclaimer'),
    packagingDisclaimer: text('packaging_disclaimer'),
    measurements,
    features: (Object.keys(FEATURES) as FeatureKey[]).filter(flag),
    certifications: (Object.keys(CERTIFICATIONS) as CertificationKey[]).filter(flag),
    packaging: {
      packageSize: positiveNumber(fields.get('package_size')),
      packageType: text('package_type'),
      packQuantity: positiveNumber(fields.get('pack_qty')),
    },
  };
}

/** The package rows of the specification table, for the chosen variant. */
export function packageRows({packageSize, packageType, packQuantity}: PackageFacts): SpecRow[] {
  const rows: SpecRow[] = [];
  if (packageSize !== null) rows.push({label: 'Package Size', value: formatNumber(packageSize, 0)});
  if (packageType) rows.push({label: 'Package Type', value: packageType});
  if (packQuantity !== null) rows.push({label: 'Pack Quantity', value: formatNumber(packQuantity, 0)});
  return rows;
}

const INCHES_PER_UNIT: Record<string, number> = {in: 1, ft: 12, mm: 1 / 25.4, cm: 1 / 2.54, m: 100 / 2.54};
const POUNDS_PER_UNIT: Record<string, number> = {lb: 1, oz: 1 / 16, kg: 2.20462, g: 0.00220462};

/** A `dimension` metafield (`{"value":2.44,"unit":"in"}`) in inches. */
export function dimensionInInches(raw: string | undefined): number | null {
  return measure(raw, INCHES_PER_UNIT);
}

/** A `weight` metafield (`{"value":10.2,"unit":"lb"}`) in pounds. */
export function weightInPounds(raw: string | undefined): number | null {
  return measure(raw, POUNDS_PER_UNIT);
}

function measure(raw: string | undefined, factors: Record<string, number>): number | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as {value?: unknown; unit?: unknown};
    const value = Number(parsed.value);
    const factor = factors[String(parsed.unit).toLowerCase()];
    return Number.isFinite(value) && value > 0 && factor ? value * factor : null;
  } catch {
    return null;
  }
}

/** `2.44` → `2.4 in (62 mm)`: inches as the store sells by, millimetres as rims are quoted in. */
export function formatLength(inches: number): string {
  return `${formatNumber(inches, 1)} in (${formatNumber(inches * 25.4, 0)} mm)`;
}

function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString('en-US', {minimumFractionDigits: decimals, maximumFractionDigits: decimals});
}
