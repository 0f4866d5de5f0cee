import type {AppLoadContext} from '@shopify/remix-oxygen';
import {composterDirectory, type ComposterFields} from '~/lib/content/composters';
import {listPosts} from '~/lib/content/blog/posts.server';
import {COLLECTION_CARD_FRAGMENT, DEAL_PRODUCT_FRAGMENT, PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {DEFAULT_LOCALE} from '~/lib/i18n/locale';
import {loadPlaces} from '~/lib/forms/places.server';
import {fetchReviews} from '~/lib/product/reviews.server';
import type {Blok} from '~/lib/content/storyblok/types';
import {
  collectionNeed,
  compostersNeed,
  dealProductNeed,
  needKey,
  placesNeed,
  productNeed,
  productReviewsNeed,
  storeReviewsNeed,
  recentPostsNeed,
  storyNeed,
  type BlockData,
  type BlockNeed,
  type BlockNeedRefs,
  type BlockSource,
  type CommerceRef,
  type PostListRef,
  type StreamedAnswers,
} from './data';
import {text} from './options';

/**
 * What each block type needs from a service, read from its fields. A block type that needs nothing
 * has no entry. Fields are editor input: a missing or odd value needs nothing rather than failing.
 */
const BLOCK_NEEDS: Partial<Record<string, (blok: Blok) => BlockNeed[]>> = {
  'product-card': (blok) => (text(blok.product) ? [productNeed(text(blok.product))] : []),
  'product-deal-card': (blok) => (text(blok.product) ? [dealProductNeed(text(blok.product))] : []),
  'collection-card': (blok) =>
    text(blok.collection) ? [collectionNeed(text(blok.collection))] : [],
  'blog-index': (blok) => storyNeeds(blok.featured_content),
  'blog-category': (blok) => storyNeeds(blok.featured_post),
  'review-widget': reviewWidgetNeeds,
  'reviews-summary': () => [storeReviewsNeed()],
  'reviews-teaser': () => [storeReviewsNeed()],
  'composter-finder': () => [compostersNeed()],
  'recent-post-grid': (blok) => [recentPostsNeed(blok)],
  'collateral-marketing-materials-form': () => [placesNeed()],
  'form-tax-exemption': () => [placesNeed()],
};

/**
 * Store widgets read the store's reviews; product widgets a product's, and the star rating also the
 * store's, which it shows when the product has none of its own.
 */
function reviewWidgetNeeds(blok: Blok): BlockNeed[] {
  const product = productReviewsNeed(text(blok.product_id));
  switch (blok.widget) {
    case 'product-reviews':
      return product ? [product] : [];
    case 'star-rating':
      return product ? [product, storeReviewsNeed()] : [storeReviewsNeed()];
    default:
      return [storeReviewsNeed()];
  }
}

/** A story-reference field holds one uuid (or, for multi-option fields, several). */
function storyNeeds(field: unknown): BlockNeed[] {
  const uuids = Array.isArray(field) ? field : [field];
  return uuids.map(text).filter(Boolean).map(storyNeed);
}

/** The services blocks read from, each asked once per page for everything its blocks need. */
export type BlockDataContext = Pick<AppLoadContext, 'storefront' | 'content' | 'env' | 'withCache'>;

type SourceLoader<Source extends BlockSource> = (
  refs: BlockNeedRefs[Source][],
  context: BlockDataContext,
) => Promise<unknown[]>;

const SOURCES: {[Source in BlockSource]: SourceLoader<Source>} = {
  commerce: loadCommerce,
  story: loadStories,
  reviews: (scopes, context) => Promise.all(scopes.map((scope) => fetchReviews(scope, context))),
  composters: loadComposters,
  posts: loadPostLists,
  places: async (refs, {content}) => {
    const places = await loadPlaces(content);
    return refs.map(() => places);
  },
};

/**
 * Sources awaited wherever their blocks sit: forms need their options in the first HTML, since
 * without JavaScript a streamed part of the page never shows.
 */
const ALWAYS_AWAITED: ReadonlySet<BlockSource> = new Set(['places']);

/** How many top-level blocks a visitor sees before scrolling; their data is awaited, the rest streams. */
const ABOVE_THE_FOLD = 2;

/**
 * Gathers the data every block of a story needs, in one walk of its block tree: one call per
 * service for the blocks above the fold (awaited), one more per service for the rest (streamed, one
 * promise per call). A failed service fails only the blocks that needed it.
 */
export async function loadBlockData(
  content: unknown,
  context: BlockDataContext,
  {aboveTheFold = ABOVE_THE_FOLD}: {aboveTheFold?: number} = {},
): Promise<BlockData> {
  const {critical, deferred} = collectNeeds(content, aboveTheFold);
  for (const key of critical.keys()) deferred.delete(key);

  const data: BlockData = {};
  const criticalCalls = runBySource(critical, context).map(async ({needs, result}) => {
    const settled = await result.then(
      (values) => ({values}),
      (error: unknown) => ({error}),
    );
    // A failed call's blocks share one rejection, logged once.
    const failed = 'error' in settled ? unavailable(settled.error, needs) : undefined;
    needs.forEach((need, index) => {
      data[needKey(need)] = 'values' in settled ? settled.values[index] : failed;
    });
  });
  for (const {needs, result} of runBySource(deferred, context)) {
    // Its blocks share one promise: the answer streams once, and they show together, as it arrives.
    const answers: StreamedAnswers = result.then(
      (values) => Object.fromEntries(needs.map((need, index) => [needKey(need), values[index]])),
      (error: unknown) => unavailable(error, needs),
    );
    for (const need of needs) data[needKey(need)] = answers;
  }
  await Promise.all(criticalCalls);
  return data;
}

/** The keys of everything the blocks in this content need, wherever they sit on the page. */
export function neededKeys(content: unknown): Set<string> {
  const {critical, deferred} = collectNeeds(content, ABOVE_THE_FOLD);
  return new Set([...critical.keys(), ...deferred.keys()]);
}

/** Walks the content once and sorts every block's needs by whether it is above the fold. */
function collectNeeds(content: unknown, aboveTheFold: number) {
  const critical = new Map<string, BlockNeed>();
  const deferred = new Map<string, BlockNeed>();
  let topLevelSeen = 0;

  const visit = (value: unknown, target: Map<string, BlockNeed> | null) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, target);
      return;
    }
    if (!value || typeof value !== 'object') return;
    let into = target;
    if (isBlok(value)) {
      // The story's own content is the root; the blocks directly in its fields are the top level.
      if (!into && value !== content) {
        into = topLevelSeen < aboveTheFold ? critical : deferred;
        topLevelSeen += 1;
      }
      for (const need of BLOCK_NEEDS[value.component]?.(value) ?? []) {
        (ALWAYS_AWAITED.has(need.source) ? critical : (into ?? critical)).set(needKey(need), need);
      }
    }
    for (const field of Object.values(value)) visit(field, into);
  };
  visit(content, null);
  return {critical, deferred};
}

/** One call per source for a set of needs, the results in the needs' order. */
function runBySource(needs: Map<string, BlockNeed>, context: BlockDataContext) {
  const bySource = new Map<BlockSource, BlockNeed[]>();
  for (const need of needs.values()) {
    bySource.set(need.source, [...(bySource.get(need.source) ?? []), need]);
  }
  return [...bySource].map(([source, sourceNeeds]) => {
    const load = SOURCES[source] as SourceLoader<typeof source>;
    const result = load(
      sourceNeeds.map((need) => need.ref as never),
      context,
    );
    return {needs: sourceNeeds, result};
  });
}

/** A rejected promise for the blocks of one failed call; the page's other blocks still render. */
function unavailable(error: unknown, needs: BlockNeed[]): Promise<never> {
  console.error(`Block data unavailable (${needs.map(needKey).join(', ')})`, error);
  const rejection = Promise.reject(new Error('This content is unavailable right now.'));
  // Awaited by the block's boundary later; marking it handled keeps the runtime from warning.
  rejection.catch(() => undefined);
  return rejection;
}

function isBlok(value: object): value is Blok {
  return typeof (value as Blok).component === 'string';
}

/** Every product and collection of the page in one Storefront API query, one alias each. */
async function loadCommerce(refs: CommerceRef[], {storefront}: BlockDataContext) {
  const {query, variables} = commerceQuery(refs);
  const result = await storefront.query<Record<string, unknown>>(query, {
    variables,
    cache: storefront.CacheShort(),
  });
  return refs.map((_ref, index) => result[`item${index}`] ?? null);
}

/**
 * The page's commerce query, built per page from the shared card fragments. Pages with the same
 * references send the same text and variables, so they share a cache entry.
 */
export function commerceQuery(refs: CommerceRef[]) {
  const variables: Record<string, string> = {};
  const declarations: string[] = [];
  const fields = refs.map((ref, index) => {
    const by = 'id' in ref ? 'id' : 'handle';
    const name = `ref${index}`;
    variables[name] = 'id' in ref ? ref.id : ref.handle;
    declarations.push(`$${name}: ${by === 'id' ? 'ID!' : 'String!'}`);
    const fragment = FRAGMENT_NAMES[fragmentOf(ref)];
    return `item${index}: ${ref.kind}(${by}: $${name}) { ...${fragment} }`;
  });
  const query = `
    query BlockCommerce($country: CountryCode, $language: LanguageCode, ${declarations.join(', ')})
    @inContext(country: $country, language: $language) {
      ${fields.join('\n      ')}
    }
    ${[...new Set(refs.map(fragmentOf))].map((kind) => FRAGMENTS[kind]).join('\n')}
  `;
  return {query, variables};
}

type CommerceFragment = 'card' | 'deal' | 'collection';

function fragmentOf(ref: CommerceRef): CommerceFragment {
  if (ref.kind === 'collection') return 'collection';
  return ref.view === 'deal' ? 'deal' : 'card';
}

const FRAGMENT_NAMES: Record<CommerceFragment, string> = {
  card: 'ProductCard',
  deal: 'DealProduct',
  collection: 'CollectionCard',
};

const FRAGMENTS: Record<CommerceFragment, string> = {
  card: PRODUCT_CARD_FRAGMENT,
  deal: DEAL_PRODUCT_FRAGMENT,
  collection: COLLECTION_CARD_FRAGMENT,
};

/** Every story the page references, in one content API call. */
async function loadStories(refs: {uuid: string}[], {content}: BlockDataContext) {
  const {stories} = await content.getStories({
    by_uuids: refs.map((ref) => ref.uuid).join(','),
    per_page: refs.length,
  });
  const byUuid = new Map(stories.map((story) => [story.uuid, story]));
  return refs.map((ref) => byUuid.get(ref.uuid) ?? null);
}

/** The content API's largest page. */
const STORIES_PER_PAGE = 100;

/**
 * Every composting location of a folder, grouped for the finder: one content API call, and more
 * only when the folder holds more than a page of them. Locations are places, not prose: they are
 * written once, in the default locale's folder, and every locale reads them there (decision 0005).
 */
async function loadComposters(refs: {folder: string}[], {content}: BlockDataContext) {
  return Promise.all(
    refs.map(async ({folder}) => {
      const params = {
        by_slugs: `${DEFAULT_LOCALE.tag}/${folder}/*`,
        per_page: STORIES_PER_PAGE,
        sort_by: 'name:asc',
      };
      const first = await content.getStories<ComposterStory>({...params, page: 1});
      const pages = Math.ceil(first.total / STORIES_PER_PAGE);
      const rest = await Promise.all(
        Array.from({length: Math.max(0, pages - 1)}, (_, index) =>
          content.getStories<ComposterStory>({...params, page: index + 2}),
        ),
      );
      const stories = [first, ...rest].flatMap((page) => page.stories);
      return composterDirectory(
        stories.filter((story) => story.content.component === 'composter').map((story) => story.content),
      );
    }),
  );
}

type ComposterStory = Blok & ComposterFields;
/** Each distinct list of recent posts on the page, one content API call each. */
function loadPostLists(refs: PostListRef[], {content}: BlockDataContext) {
  return Promise.all(
    refs.map((ref) =>
      listPosts(content, {
        perPage: Number(ref.perPage),
        inCategories: ref.categories ? ref.categories.split(',') : [],
      }),
    ),
  );
}
