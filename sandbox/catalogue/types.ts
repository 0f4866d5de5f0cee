/**
 * The catalogue seed as it sits in `sandbox/data/catalogue/*.json`. Prices are US dollars as decimal
 * strings ("54.95"); other currencies are derived (see `shopify/money.ts`). Ids are the numeric part
 * of Shopify's gids (`gid://shopify/Product/{id}`). Stock is seeded from here into the `inventory`
 * table, which checkout lowers; everything else is read-only at run time.
 */

/** A metafield value as the Storefront API returns it: `type` is Shopify's metafield type name. */
export interface SeedMetafield {
  type:
    | 'single_line_text_field'
    | 'multi_line_text_field'
    | 'rich_text_field'
    | 'boolean'
    | 'number_integer'
    | 'number_decimal'
    | 'dimension'
    | 'weight'
    | 'product_reference'
    | 'list.product_reference'
    | 'variant_reference'
    | 'json';
  /** Serialised exactly as Shopify serialises it (`"true"`, `"12.5"`, `{"value":4.2,"unit":"LB"}`, a gid, a JSON list of gids). */
  value: string;
}

export interface SeedImage {
  id: number;
  /** Path on the sandbox origin, e.g. `/f/shopify/products/pla-cold-cup-16oz-clear.svg`. */
  src: string;
  altText: string;
  width: number;
  height: number;
}

export interface SeedVariant {
  id: number;
  title: string;
  sku: string;
  price: string;
  compareAtPrice: string | null;
  selectedOptions: {name: string; value: string}[];
  /** null: stock is not tracked, the variant is always available. */
  inventoryQuantity: number | null;
  weight: number;
  weightUnit: 'POUNDS' | 'OUNCES' | 'KILOGRAMS' | 'GRAMS';
  /** Index into the product's images, or null for the product's first image. */
  imageIndex: number | null;
  /** `gpp` namespace, per variant: each_price, package_size, package_type, pack_qty, size_ounces. */
  metafields: Record<string, SeedMetafield>;
}

export interface SeedProduct {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  createdAt: string;
  publishedAt: string;
  updatedAt: string;
  /** Handles of every collection the product is in (level 0, level 1 and brand collections). */
  collections: string[];
  images: SeedImage[];
  options: {name: string; values: string[]}[];
  variants: SeedVariant[];
  /** `gpp` namespace keys of spec section 3. */
  metafields: Record<string, SeedMetafield>;
  /** Free-sample alias (`sample_0`, `sample_1`, …) for the free-sample products (`seed/samples.ts`). */
  alias: string | null;
  /** `hidden`: Shopify's `seo.hidden` metafield; left out of search, recommendations and the sitemap. */
  seo: {title: string | null; description: string | null; hidden?: boolean};
}

export interface SeedCollection {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  image: SeedImage | null;
  /** 0 for top-level collections (Hot Cups), 1 for sub-collections (Single Wall Hot Cups); brands are 1 under `compostable-brands`. */
  level: 0 | 1;
  parent: string | null;
  /** `gpp` namespace collection metafields, if any. */
  metafields: Record<string, SeedMetafield>;
  seo: {title: string | null; description: string | null};
  updatedAt: string;
}

export interface SeedDiscount {
  code: string;
  kind: 'percentage' | 'fixed_amount' | 'free_shipping';
  /** Percent (10 = 10 %) or US dollars off the subtotal; 0 for free shipping. */
  value: number;
  startsAt: string;
  /** null: never expires. */
  endsAt: string | null;
  /** US dollars the cart subtotal must reach, or null. */
  minimumSubtotal: string | null;
}

export interface SeedAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  provinceCode: string | null;
  country: string;
  countryCode: 'US' | 'CA';
  zip: string;
  phone: string | null;
}

export interface SeedCustomer {
  id: number;
  email: string;
  /** Plain text in the seed so people can log in; hashed when seeded into the database. */
  password: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  /** INVITED accounts have no password until activated through `customerActivateByUrl`. */
  state: 'ENABLED' | 'INVITED';
  tags: string[];
  addresses: SeedAddress[];
  /** Index into `addresses`, or null. */
  defaultAddress: number | null;
  /** How many past orders to generate for this customer (deterministically, from the catalogue). */
  orderHistory: number;
  createdAt: string;
}

export interface SeedShop {
  /** US dollars; carts at or above it ship free. Exposed as the shop metafield `gpp.free_shipping_threshold`. */
  freeShippingThreshold: string;
}

export interface Catalogue {
  shop: SeedShop;
  products: SeedProduct[];
  collections: SeedCollection[];
  discounts: SeedDiscount[];
  customers: SeedCustomer[];
}
