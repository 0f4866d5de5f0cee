/**
 * What a block can ask its page's loader for, and the key it finds the answer under. Shared by the
 * server (`data.server.ts`, which gathers every block's needs in one pass) and the blocks, which
 * derive the same key from their own fields.
 */

import {reviewsProductId, type ReviewsScope} from '~/lib/product/reviews';
import {positiveInteger} from '~/lib/content/blog/cards';

/**
 * A product or collection of the Storefront API, named the way editors name it in a block field.
 * `view: 'deal'` asks for a product's variants and SKUs (a deal card) rather than its card.
 */
export type CommerceRef = {kind: 'product' | 'collection'; view?: 'deal'} & ({id: string} | {handle: string});

/** Every kind of thing a block may need, by the service that answers it. */
export interface BlockNeedRefs {
  /** Answered by one Storefront API query for the whole page. */
  commerce: CommerceRef;
  /** A story by uuid (a referenced post, FAQ item…), answered by one content API call. */
  story: {uuid: string};
  /** Reviews of the store or of one product (by its numeric Shopify id), from the review service. */
  reviews: ReviewsScope;
  /** Every composting location under a folder of the content, answered by one content API call. */
  composters: {folder: string};
  /** The newest blog posts, in some categories or all: one content API call per distinct list. */
  posts: PostListRef;
  /** The countries and their regions address forms offer, from the content system's datasources. */
  places: Record<string, never>;
}

/** Numbers as text, so equal lists from different blocks share one key. */
export interface PostListRef {
  perPage: string;
  /** Category uuids, sorted and comma-separated; empty for every category. */
  categories: string;
}

export type BlockSource = keyof BlockNeedRefs;

export type BlockNeed = {
  [Source in BlockSource]: {source: Source; ref: BlockNeedRefs[Source]};
}[BlockSource];

/**
 * The data gathered for a page's blocks by need key. Needs of blocks above the fold are values.
 * Needs below the fold share their service call's promise, `StreamedAnswers`: it streams after the
 * page once, however many blocks wait for it. A value of `null` means the service has no such thing
 * (an unknown handle, say).
 */
export type BlockData = Record<string, unknown>;

/** One service call's answers for the blocks below the fold, by need key. */
export type StreamedAnswers = Promise<Record<string, unknown>>;

/**
 * A need's answer from what its page gathered under `key` and what that resolved to: the value
 * itself above the fold, its entry in its call's answers below.
 */
export function answerFrom(gathered: unknown, resolved: unknown, key: string): unknown {
  return gathered instanceof Promise ? (resolved as Awaited<StreamedAnswers>)[key] : resolved;
}

export function productNeed(field: string): BlockNeed {
  return {source: 'commerce', ref: commerceRef('product', field)};
}

/** The product a deal card sells, with the variants its SKU picks from. */
export function dealProductNeed(field: string): BlockNeed {
  return {source: 'commerce', ref: {...commerceRef('product', field), view: 'deal'}};
}

export function collectionNeed(field: string): BlockNeed {
  return {source: 'commerce', ref: commerceRef('collection', field)};
}

export function storyNeed(uuid: string): BlockNeed {
  return {source: 'story', ref: {uuid}};
}

export function storeReviewsNeed(): BlockNeed {
  return {source: 'reviews', ref: {scope: 'store'}};
}

/**
 * A product's reviews, by the product id an editor typed (a number or a product GID); null when the
 * field names no product.
 */
export function productReviewsNeed(field: string): BlockNeed | null {
  const productId = reviewsProductId(field);
  return productId ? {source: 'reviews', ref: {scope: 'product', productId}} : null;
}

/** The composting locations, which live in their own folder of the content. */
export function compostersNeed(): BlockNeed {
  return {source: 'composters', ref: {folder: 'composting-locations'}};
}

/** What a recent-post grid asks for: `posts_per_page` (default 3) newest posts in its categories. */
export function recentPostsQuery(blok: {[field: string]: unknown}) {
  const categories = Array.isArray(blok.categories) ? blok.categories : [];
  return {
    perPage: positiveInteger(blok.posts_per_page, 3, 12),
    categories: [...new Set(categories.filter((uuid): uuid is string => typeof uuid === 'string' && uuid !== ''))].sort(),
  };
}

export function recentPostsNeed(blok: {[field: string]: unknown}): BlockNeed {
  const {perPage, categories} = recentPostsQuery(blok);
  return {source: 'posts', ref: {perPage: String(perPage), categories: categories.join(',')}};
}

export function placesNeed(): BlockNeed {
  return {source: 'places', ref: {}};
}

/** The one key a need is stored under: equal needs from different blocks share it. */
export function needKey(need: BlockNeed): string {
  const ref = need.ref as Record<string, string>;
  const fields = Object.keys(ref)
    .sort()
    .map((name) => `${name}=${ref[name]}`);
  return `${need.source}:${fields.join('&')}`;
}


/**
 * Editors name products and collections by handle or by id (a GID or its number), depending on the
 * block: a bare number and a GID both become a GID, anything else is a handle.
 */
function commerceRef(kind: CommerceRef['kind'], field: string): CommerceRef {
  const value = field.trim();
  const gid = `gid://shopify/${kind === 'product' ? 'Product' : 'Collection'}/`;
  if (/^\d+$/.test(value)) return {kind, id: `${gid}${value}`};
  if (value.startsWith(gid) && /^\d+$/.test(value.slice(gid.length))) return {kind, id: value};
  return {kind, handle: value.toLowerCase()};
}
