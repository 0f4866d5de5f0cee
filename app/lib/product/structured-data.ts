import {SITE_NAME} from '~/lib/content/site';

/** `Product` structured data: one offer per variant, and the rating when the product has reviews. */

interface OfferVariant {
  id: string;
  title: string;
  sku?: string | null;
  availableForSale: boolean;
  price: {amount: string; currencyCode: string};
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  url: string;
  images: string[];
  brand: string | null;
  /** The maker's part number; each offer carries its own SKU. */
  mpn: string | null;
  variants: OfferVariant[];
  /** Absolute address of each variant. */
  variantUrl: (variantId: string) => string;
  /** `YYYY-MM-DD`, a month from today. */
  priceValidUntil: string;
  /** The product's own reviews only; the store's totals are not this product's rating. */
  rating: {average: number; count: number; storeLevel: boolean} | null;
}

export function productJsonLd(input: ProductJsonLdInput) {
  const rating = input.rating && !input.rating.storeLevel && input.rating.count > 0 ? input.rating : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.images,
    ...(input.mpn ? {mpn: input.mpn} : {}),
    brand: {'@type': 'Brand', name: input.brand ?? SITE_NAME},
    offers: input.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
      ...(variant.sku ? {sku: variant.sku} : {}),
      url: input.variantUrl(variant.id),
      price: variant.price.amount,
      priceCurrency: variant.price.currencyCode,
      priceValidUntil: input.priceValidUntil,
      availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    })),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The date a month after `today`, as structured data wants it. */
export function monthAhead(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()));
  // 31 January + one month is 3 March in Date arithmetic; the end of February is meant.
  if (date.getUTCDate() !== today.getUTCDate()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
