import {z} from 'zod';
import type {GlobalContent, SamplesBlok, SamplesProductBlok} from '~/lib/content/storyblok/types';

/**
 * The free-samples rules, shared by the picker in the browser and the page
 * action that adds the samples, so a crafted post meets the same limits as the picker.
 */

/** Spec section 9 defaults, when editors leave a limit empty. */
export const DEFAULT_MAX_ITEM_COUNT = 15;
export const DEFAULT_CART_MAXIMUM = 15;
export const DEFAULT_PER_ITEM_MAXIMUM = 3;

/** A sample line carries its alias under this attribute; the leading `_` hides it at checkout. */
export const SAMPLE_ATTRIBUTE = '_sample';

/** The samples form posts to its page with this search parameter, beside the page's other forms. */
export const ADD_SAMPLES_PARAM = 'add-samples';

/** The hidden field naming the samples block the post came from. */
export const SAMPLES_BLOCK_FIELD = 'block';

export const NOTHING_CHOSEN = 'Please choose at least one sample.';

const ALIAS = /^sample_\d{1,4}$/;

export interface SamplesLimits {
  /** How many may be chosen at once (the block's `max_item_count`). */
  maxItems: number;
  /** How many samples the cart may hold in all (global `free_samples_max_cart_quantity`). */
  cartMaximum: number;
  /** How many of one sample the cart may hold (global `free_samples_max_quantity`). */
  perItemMaximum: number;
}

/** A limit from content: a whole number of at least 0, else the default. */
function limitField(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

export function samplesLimits(
  blok: Pick<SamplesBlok, 'max_item_count'>,
  global: Pick<GlobalContent, 'free_samples_max_cart_quantity' | 'free_samples_max_quantity'> | null | undefined,
): SamplesLimits {
  return {
    maxItems: limitField(blok.max_item_count, DEFAULT_MAX_ITEM_COUNT),
    cartMaximum: limitField(global?.free_samples_max_cart_quantity, DEFAULT_CART_MAXIMUM),
    perItemMaximum: limitField(global?.free_samples_max_quantity, DEFAULT_PER_ITEM_MAXIMUM),
  };
}

/** The samples already in a cart: how many of each alias, and in all. */
export interface SamplesInCart {
  total: number;
  byAlias: Record<string, number>;
}

export const NO_SAMPLES_IN_CART: SamplesInCart = {total: 0, byAlias: {}};

export function samplesInCart(
  lines: readonly {quantity: number; attributes?: readonly {key: string; value?: string | null}[] | null}[] | undefined,
): SamplesInCart {
  const byAlias: Record<string, number> = {};
  let total = 0;
  for (const line of lines ?? []) {
    const alias = line.attributes?.find((attribute) => attribute.key === SAMPLE_ATTRIBUTE)?.value;
    if (!alias) continue;
    byAlias[alias] = (byAlias[alias] ?? 0) + line.quantity;
    total += line.quantity;
  }
  return {total, byAlias};
}

/** How many more the shopper may choose now: the block's limit, or the room left in the cart. */
export function selectable(limits: SamplesLimits, inCart: SamplesInCart): number {
  return Math.max(0, Math.min(limits.maxItems, limits.cartMaximum - inCart.total));
}

/** Whether the cart already holds as many of this sample as one cart may. */
export function atItemMaximum(alias: string, limits: SamplesLimits, inCart: SamplesInCart): boolean {
  return (inCart.byAlias[alias] ?? 0) >= limits.perItemMaximum;
}

export function tooManyMessage(room: number): string {
  if (room === 0) return 'Your cart already holds as many free samples as it can.';
  return `Please choose no more than ${room} ${room === 1 ? 'sample' : 'samples'}.`;
}

/** Every sample product of the block, in the order the page lists them. */
export function sampleProducts(blok: Pick<SamplesBlok, 'categories'>): SamplesProductBlok[] {
  const categories = Array.isArray(blok.categories) ? blok.categories : [];
  return categories.flatMap((category) =>
    (Array.isArray(category?.subcategories) ? category.subcategories : []).flatMap((subcategory) =>
      (Array.isArray(subcategory?.products) ? subcategory.products : []).filter(
        (product) => typeof product?.id === 'string' && ALIAS.test(product.id.trim()),
      ),
    ),
  );
}

/**
 * What a samples block offers now, from its content, the shop's global limits and the cart: the
 * picker and the action that adds its post both start here, so they cannot read the limits apart.
 */
export function samplesOnOffer(
  blok: Pick<SamplesBlok, 'max_item_count' | 'categories'>,
  global: Parameters<typeof samplesLimits>[1],
  inCart: SamplesInCart,
) {
  const limits = samplesLimits(blok, global);
  const products = sampleProducts(blok);
  const aliases = products.map((product) => product.id.trim());
  return {
    products,
    aliases,
    room: selectable(limits, inCart),
    full: aliases.filter((alias) => atItemMaximum(alias, limits, inCart)),
  };
}

/**
 * The samples form: the chosen aliases, each one of the block's, each once, at least one and no more
 * than the room left. Built per block and cart, in the browser and on the server alike.
 */
export function samplesSchema({
  aliases,
  room,
  full = [],
}: {
  /** The block's samples. */
  aliases: readonly string[];
  /** `selectable(limits, inCart)`. */
  room: number;
  /** Aliases the cart already holds as many of as it may. */
  full?: readonly string[];
}) {
  const known = new Set(aliases);
  const atMaximum = new Set(full);
  return z.object({
    [SAMPLES_BLOCK_FIELD]: z.string().max(100),
    samples: z
      .array(
        z
          .string()
          .trim()
          .refine((alias) => known.has(alias), 'That sample is not offered here.')
          .refine((alias) => !atMaximum.has(alias), 'Your cart already holds as many of that sample as it can.'),
        {required_error: NOTHING_CHOSEN, invalid_type_error: NOTHING_CHOSEN},
      )
      .min(1, NOTHING_CHOSEN)
      .max(room, tooManyMessage(room))
      .refine((chosen) => new Set(chosen).size === chosen.length, 'Each sample can be chosen once.'),
  });
}
