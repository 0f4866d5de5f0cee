/** No permalink carries more lines than a cart page shows at once. */
const MAX_LINES = 50;
export const MAX_QUANTITY = 9999;
const LINE = /^(\d{1,20}):(\d{1,12})$/;

/** One `{variantId}:{quantity}` of a cart permalink, read on its own so one bad part spoils no other. */
export type PermalinkPart =
  | {kind: 'line'; variantId: string; merchandiseId: string; quantity: number}
  /** A variant with a quantity no line can hold (0, or more than `MAX_QUANTITY`). */
  | {kind: 'bad-quantity'; variantId: string; merchandiseId: string; quantity: number}
  /** Not `{number}:{number}` at all. */
  | {kind: 'unreadable'; text: string};

/**
 * The parts of a cart permalink, `{variantId}:{quantity}` joined by commas, each as a line to add or
 * what is wrong with it; null when the link names no part or more than a cart page shows.
 */
export function parseCartPermalink(segment: string): PermalinkPart[] | null {
  const parts = segment.split(',');
  if (!segment.trim() || parts.length > MAX_LINES) return null;
  return parts.map((part): PermalinkPart => {
    const match = LINE.exec(part.trim());
    if (!match) return {kind: 'unreadable', text: part.trim()};
    const [, variantId, digits] = match;
    const quantity = Number(digits);
    const merchandiseId = `gid://shopify/ProductVariant/${variantId}`;
    const kind = quantity >= 1 && quantity <= MAX_QUANTITY ? 'line' : 'bad-quantity';
    return {kind, variantId, merchandiseId, quantity};
  });
}
