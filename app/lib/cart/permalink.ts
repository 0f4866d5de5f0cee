/** No permalink carries more lines than a cart page shows at once. */
const MAX_LINES = 50;
const MAX_QUANTITY = 9999;
const LINE = /^(\d{1,20}):(\d{1,4})$/;

/**
 * The lines of a cart permalink, `{variantId}:{quantity}` joined by commas, as Storefront API line
 * inputs; null when any part is not a numeric variant id with a quantity from 1 to 9999.
 */
export function parseCartPermalink(
  segment: string,
): {merchandiseId: string; quantity: number}[] | null {
  const parts = segment.split(',');
  if (parts.length === 0 || parts.length > MAX_LINES) return null;
  const lines = [];
  for (const part of parts) {
    const match = LINE.exec(part.trim());
    const quantity = Number(match?.[2]);
    if (!match || quantity < 1 || quantity > MAX_QUANTITY) return null;
    lines.push({merchandiseId: `gid://shopify/ProductVariant/${match[1]}`, quantity});
  }
  return lines;
}
