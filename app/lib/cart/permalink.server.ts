import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {MAX_QUANTITY, type PermalinkPart} from './permalink';

/** An item of the link that went into the cart, perhaps fewer than asked for. */
export interface AddedItem {
  title: string;
  quantity: number;
  /** Set when stock allowed fewer than the link asked for. */
  asked?: number;
}

/** An item of the link that could not be added, and why, in a shopper's words. */
export interface RefusedItem {
  title: string;
  reason: string;
  /** What the refusal is, for the page's status. */
  kind: 'unknown' | 'bad-quantity' | 'sold-out';
}

export type PermalinkOutcome =
  | {complete: true; checkoutUrl: string; cartHeaders: Headers}
  | {complete: false; added: AddedItem[]; refused: RefusedItem[]; cartHeaders: Headers | null};

type PermalinkContext = Pick<AppLoadContext, 'cart' | 'storefront'>;

type Variant = {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  product: {title: string};
};

const quantityText = (quantity: number) => quantity.toLocaleString('en-US');

/**
 * Opens a cart permalink: each part is looked up on its own, so an unknown, sold-out or mistyped
 * item is named with its reason while the rest go into a new cart. With nothing to report, the
 * shopper goes straight to the checkout the Storefront API names, as Shopify's own links do.
 */
export async function openCartPermalink({
  parts,
  discount,
  country,
  context,
}: {
  parts: PermalinkPart[];
  discount: string | null;
  country: CountryCode;
  context: PermalinkContext;
}): Promise<PermalinkOutcome> {
  const ids = [...new Set(parts.flatMap((part) => (part.kind === 'unreadable' ? [] : [part.merchandiseId])))];
  const variants = await lookUpVariants(context.storefront, ids);

  const added: AddedItem[] = [];
  const refused: RefusedItem[] = [];
  const lines: {merchandiseId: string; quantity: number}[] = [];
  for (const part of parts) {
    if (part.kind === 'unreadable') {
      refused.push({title: `“${part.text}”`, reason: 'This is not an item and quantity the link can name.', kind: 'unknown'});
      continue;
    }
    const variant = variants.get(part.merchandiseId);
    const title = variant ? titleOf(variant) : `Item ${part.variantId}`;
    if (!variant) {
      refused.push({title, reason: 'We have no such item in our shop.', kind: 'unknown'});
    } else if (part.kind === 'bad-quantity') {
      refused.push({
        title,
        reason:
          part.quantity < 1
            ? 'The link asks for 0 of it; a cart holds at least 1.'
            : `The link asks for ${quantityText(part.quantity)} of it; one order takes at most ${quantityText(MAX_QUANTITY)}.`,
        kind: 'bad-quantity',
      });
    } else if (!variant.availableForSale) {
      refused.push({title, reason: 'It is sold out.', kind: 'sold-out'});
    } else {
      const inStock = variant.quantityAvailable;
      // Stock that is tracked and low caps the line; untracked or oversold stock (0 or less) does not.
      const quantity = typeof inStock === 'number' && inStock > 0 ? Math.min(part.quantity, inStock) : part.quantity;
      lines.push({merchandiseId: part.merchandiseId, quantity});
      added.push(quantity < part.quantity ? {title, quantity, asked: part.quantity} : {title, quantity});
    }
  }

  if (!lines.length) return {complete: false, added: [], refused, cartHeaders: null};
  const created = await context.cart.create({
    lines,
    discountCodes: discount && discount.length <= 255 ? [discount] : [],
    buyerIdentity: {countryCode: country},
  });
  const cart = created.cart;
  if (!cart?.id || !cart.checkoutUrl) throw new Error(`Cart permalink refused: ${JSON.stringify(created.userErrors)}`);
  const cartHeaders = context.cart.setCartId(cart.id);
  const changed = refused.length > 0 || added.some((item) => item.asked !== undefined);
  if (!changed) return {complete: true, checkoutUrl: cart.checkoutUrl, cartHeaders};
  return {complete: false, added, refused, cartHeaders};
}

/** "Product – Variant", or the product's title alone for a product of one variant. */
function titleOf(variant: Variant) {
  return variant.title === 'Default Title' ? variant.product.title : `${variant.product.title} – ${variant.title}`;
}

async function lookUpVariants(storefront: PermalinkContext['storefront'], ids: string[]) {
  const found = new Map<string, Variant>();
  if (!ids.length) return found;
  const {nodes} = await storefront.query(CART_LINK_VARIANTS_QUERY, {variables: {ids}, cache: storefront.CacheNone()});
  for (const node of nodes) {
    if (node && 'availableForSale' in node) found.set(node.id, node);
  }
  return found;
}

const CART_LINK_VARIANTS_QUERY = `#graphql
  query CartLinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        quantityAvailable
        product {
          title
        }
      }
    }
  }
` as const;
