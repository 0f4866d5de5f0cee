/** The number at the end of a Shopify gid: `gid://shopify/ProductVariant/800001` → `800001`. */
export function numericId(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

/**
 * A product's address, with the variant's number as the last segment when one is given. Cart lines,
 * order items and the option links all point here, so a variant has one address everywhere.
 */
export function productPath(handle: string, variantId?: string | null): string {
  return variantId ? `/products/${handle}/${numericId(variantId)}` : `/products/${handle}`;
}

interface SelectableVariant {
  id: string;
  availableForSale: boolean;
}

/**
 * The variant with this numeric id among those given, else the first one for sale, else the first
 * (Quick Shop, which holds a product's variants; the product page asks Shopify by options instead).
 */
export function pickVariant<Variant extends SelectableVariant>(
  variants: Variant[],
  requested: string | undefined,
): {variant: Variant | undefined; fromAddress: boolean} {
  const named = requested ? variants.find((variant) => numericId(variant.id) === requested) : undefined;
  if (named) return {variant: named, fromAddress: true};
  return {
    variant: variants.find((variant) => variant.availableForSale) ?? variants[0],
    fromAddress: false,
  };
}
