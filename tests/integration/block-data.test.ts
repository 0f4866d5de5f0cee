import {parse, validate} from 'graphql';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {
  collectionNeed,
  compostersNeed,
  needKey,
  productNeed,
  productReviewsNeed,
  storeReviewsNeed,
  storyNeed,
} from '../../app/blocks/data';
import type {ComposterDirectory} from '../../app/lib/content/composters';
import type {ReviewsData} from '../../app/lib/product/reviews';
import {commerceQuery, loadBlockData} from '../../app/blocks/data.server';
import {LOCALES} from '../../app/lib/i18n/locale';
import {loadCatalogue} from '../../sandbox/catalogue';
import {setupServedSandbox} from '../../sandbox/testing';
import {readSchema, storefrontSchemaFile} from '../../scripts/codegen/storefront-schema';
import {answerOf} from './block-answer';
import {loaderContext} from './loader-context';

const [US, CA] = LOCALES;

/** Every request the sandbox answers, so a test can count calls per service. */
const served = setupServedSandbox();
const requests = served.requests;

beforeEach(served.clearRequests);

function storefrontCalls() {
  return requests().filter((request) => /^POST \/api\/[^/]+\/graphql\.json$/.test(request)).length;
}

function contentCalls() {
  return requests().filter((request) => request.startsWith('GET /v2/cdn/')).length;
}

function reviewCalls() {
  return requests().filter((request) => request.startsWith('GET /reviews/')).length;
}

function context(locale = US) {
  return loaderContext(served.url(), locale);
}

const productCard = (uid: string, product: string) => ({_uid: uid, component: 'product-card', product});
const section = (uid: string, body: unknown[]) => ({_uid: uid, component: 'section', body});

/** A page as editors build one: a hero, then three product cards in a row, then more cards lower down. */
const page = {
  _uid: 'page',
  component: 'page',
  body: [
    section('hero', [{_uid: 'h', component: 'heading', text: 'Cups for every café'}]),
    section('picks', [
      {
        _uid: 'row',
        component: 'row',
        columns: [
          productCard('a', '16-oz-pla-cold-cup'),
          productCard('b', '12-oz-single-wall-hot-cup-white'),
          productCard('c', '8-oz-double-wall-hot-cup-kraft'),
        ],
      },
    ]),
    section('below', [
      productCard('d', '16-oz-pla-cold-cup'),
      {_uid: 'e', component: 'collection-card', collection: 'hot-cups'},
    ]),
  ],
};

describe('block data for a page', () => {
  it('asks the Storefront API once for three product cards, and each card finds its product', async () => {
    const onlyPicks = {...page, body: page.body.slice(0, 2)};
    const data = await loadBlockData(onlyPicks, context());

    expect(storefrontCalls()).toBe(1);
    const titles = ['16-oz-pla-cold-cup', '12-oz-single-wall-hot-cup-white', '8-oz-double-wall-hot-cup-kraft'].map(
      (handle) => (data[needKey(productNeed(handle))] as {handle: string} | null)?.handle,
    );
    expect(titles).toEqual(['16-oz-pla-cold-cup', '12-oz-single-wall-hot-cup-white', '8-oz-double-wall-hot-cup-kraft']);
  });

  it('awaits what is above the fold and streams the rest, in one more query', async () => {
    const data = await loadBlockData(page, context());

    expect(data[needKey(productNeed('16-oz-pla-cold-cup'))]).toMatchObject({title: expect.any(String)});
    expect(data[needKey(collectionNeed('hot-cups'))]).toBeInstanceOf(Promise);
    await expect(answerOf(data, collectionNeed('hot-cups'))).resolves.toMatchObject({handle: 'hot-cups', title: 'Hot Cups'});
    // The card repeated below the fold reuses the answer above it.
    expect(storefrontCalls()).toBe(2);
  });

  it('gathers the seeded home page’s collection and product cards in one query', async () => {
    const home = await context().content.getStory('home');
    served.clearRequests();
    const data = await loadBlockData(home?.content, context());
    await Promise.all(Object.values(data));

    expect(storefrontCalls()).toBe(1);
    await expect(answerOf(data, collectionNeed('cold-cups'))).resolves.toMatchObject({handle: 'cold-cups'});
  });

  it('streams one promise per call below the fold, however many blocks wait for it', async () => {
    const home = await context().content.getStory('home');
    const data = await loadBlockData(home?.content, context());
    const commerce = [collectionNeed('cold-cups'), collectionNeed('tableware'), productNeed('16-oz-pla-cold-cup')];

    expect(new Set(commerce.map((need) => data[needKey(need)])).size).toBe(1);
    const streamed = Object.values(data).filter((value) => value instanceof Promise);
    // Home's products and collections, the store's reviews and the newest posts.
    expect(new Set(streamed).size).toBe(3);
    await expect(answerOf(data, productNeed('16-oz-pla-cold-cup'))).resolves.toMatchObject({handle: '16-oz-pla-cold-cup'});
  });

  it('prices the cards in the locale’s currency', async () => {
    const onlyPicks = {...page, body: page.body.slice(0, 2)};
    const data = await loadBlockData(onlyPicks, context(CA));
    const product = data[needKey(productNeed('16-oz-pla-cold-cup'))] as {
      priceRange: {minVariantPrice: {currencyCode: string}};
    };
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('CAD');
  });

  it('answers null for a product that does not exist, and the other cards still get theirs', async () => {
    const content = section('s', [productCard('x', 'no-such-product'), productCard('y', '16-oz-pla-cold-cup')]);
    const data = await loadBlockData({_uid: 'p', component: 'page', body: [content]}, context());
    expect(data[needKey(productNeed('no-such-product'))]).toBeNull();
    expect(data[needKey(productNeed('16-oz-pla-cold-cup'))]).not.toBeNull();
  });

  it('fails only the blocks whose service failed, and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {...context(), storefront: {...context().storefront, query: () => Promise.reject(new Error('down'))}};
    const data = await loadBlockData({...page, body: page.body.slice(0, 2)}, broken as never);
    await expect(answerOf(data, productNeed('16-oz-pla-cold-cup'))).rejects.toThrow(
      'This content is unavailable right now.',
    );
    await expect(answerOf(data, productNeed('8-oz-double-wall-hot-cup-kraft'))).rejects.toThrow();
    // One failed call, one line naming each of its three cards.
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain(needKey(productNeed('8-oz-double-wall-hot-cup-kraft')));
    error.mockRestore();
  });

  it('reads a featured story referenced by uuid in one content API call', async () => {
    const blog = await context().content.getStory<{_uid: string; component: string; featured_content: string}>(
      'blog',
    );
    served.clearRequests();
    const data = await loadBlockData(blog?.content, context());

    expect(contentCalls()).toBe(1);
    expect(data[needKey(storyNeed(blog!.content.featured_content))]).toMatchObject({
      uuid: blog!.content.featured_content,
      full_slug: expect.stringMatching(/^en-us\/blog\//),
    });
  });

  it('gathers the seeded reviews page’s store reviews in one call, above and below the fold alike', async () => {
    const reviews = await context().content.getStory('reviews');
    served.clearRequests();
    const data = await loadBlockData(reviews?.content, context());

    expect(reviewCalls()).toBe(1);
    const store = data[needKey(storeReviewsNeed())] as ReviewsData;
    expect(store.totalReviews).toBeGreaterThan(1000);
    expect(store.averageRating).toBeGreaterThan(4);
    expect(store.reviews).toHaveLength(12);
    expect(Object.keys(store.reviews[0]).sort()).toEqual(
      ['comments', 'date', 'displayName', 'id', 'rating', 'verifiedBuyer'],
    );
  });

  it('reads a product widget’s reviews by numeric id or product GID, and answers an unreviewed product with none', async () => {
    const widget = (uid: string, productId: string) => ({_uid: uid, component: 'review-widget', widget: 'product-reviews', product_id: productId});
    const reviewed = await firstReviewedProductId();
    const data = await loadBlockData(
      section('s', [widget('a', `gid://shopify/Product/${reviewed}`), widget('b', '999999999'), widget('c', 'not-an-id')]),
      context(),
    );
    expect(reviewCalls()).toBe(2);
    expect((data[needKey(productReviewsNeed(String(reviewed))!)] as ReviewsData).totalReviews).toBeGreaterThan(0);
    expect(data[needKey(productReviewsNeed('999999999')!)]).toEqual({averageRating: 0, totalReviews: 0, page: 1, totalPages: 0, reviews: []});
    expect(productReviewsNeed('not-an-id')).toBeNull();
  });

  it.each([US, CA].map((locale) => [locale.tag, locale] as const))(
    'gathers every composting location for the finder in one content call (%s)',
    async (_tag, locale) => {
      const finderPage = await context(locale).content.getStory('composting-locations');
      served.clearRequests();
      const data = await loadBlockData(finderPage?.content, context(locale));

      expect(contentCalls()).toBe(1);
      const directory = data[needKey(compostersNeed())] as ComposterDirectory;
      expect(directory.map((state) => state.name)).toContain('Oregon');
      const locations = directory.flatMap((state) => state.regions.flatMap((region) => region.locations));
      expect(locations).toHaveLength(72);
    },
  );

  it('needs nothing from any service for a page of plain content', async () => {
    const data = await loadBlockData({...page, body: page.body.slice(0, 1)}, context());
    expect(data).toEqual({});
    expect(requests()).toEqual([]);
  });
});

/** A product id the review service has reviews for: the first catalogue product with any. */
async function firstReviewedProductId(): Promise<number> {
  const ids = loadCatalogue()
    .products.slice(0, 20)
    .map((product) => product.id);
  const {products} = (await (
    await fetch(`${served.url()}/reviews/green-packaging-co/summary?product_ids=${ids.join(',')}`)
  ).json()) as {products: {product_id: number; total_reviews: number}[]};
  const found = products.find((product) => product.total_reviews > 0);
  if (!found) throw new Error('No reviewed product among the first 20');
  served.clearRequests();
  return found.product_id;
}

describe('the commerce query built for a page', () => {
  it('is valid against the Storefront API schema for handles and ids, products, deal products and collections', () => {
    const schema = readSchema(storefrontSchemaFile());
    const {query} = commerceQuery([
      {kind: 'product', handle: 'a'},
      {kind: 'product', id: 'gid://shopify/Product/1'},
      {kind: 'product', id: 'gid://shopify/Product/3', view: 'deal'},
      {kind: 'collection', handle: 'b'},
      {kind: 'collection', id: 'gid://shopify/Collection/2'},
    ]);
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  });
});
