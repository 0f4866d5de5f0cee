/**
 * The blog and search as the storefront reads them, through the official clients only
 * (`storyblok-js-client` and `algoliasearch` v5) against a served sandbox on the real seed.
 * Expectations come from the seed files and the catalogue, never from the sandbox's own answers.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {algoliasearch, type SearchResponse} from 'algoliasearch';
import StoryblokClient from 'storyblok-js-client';
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from './catalogue';
import {setupServedSandbox, type AnyJson} from './testing';

const PUBLIC_TOKEN = 'sandbox-storyblok-public-token';
const PREVIEW_TOKEN = 'sandbox-storyblok-preview-token';
const APP_ID = 'SANDBOXAPP';
const SEARCH_KEY = 'sandbox-algolia-search-key';

const DATA_DIR = join(import.meta.dirname, 'data');
const BLOG_DIR = join(DATA_DIR, 'stories', 'en-us', 'blog');

const served = setupServedSandbox();

function readStory(path: string): AnyJson {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function storiesIn(dir: string): AnyJson[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readStory(join(dir, name)));
}

const posts = storiesIn(BLOG_DIR).filter((story) => story.content.component === 'blog-post');
const categories = storiesIn(join(BLOG_DIR, 'categories'));
const years = [...new Set(posts.map((post) => String(post.first_published_at).slice(0, 4)))].sort();

function category(slug: string): AnyJson {
  const found = categories.find((item) => item.slug === slug);
  if (!found) throw new Error(`No seeded blog category ${slug}`);
  return found;
}

function slugs(stories: AnyJson[]): string[] {
  return stories.map((story) => String(story.full_slug)).sort();
}

const storyblok = (accessToken = PUBLIC_TOKEN) =>
  new StoryblokClient({accessToken, endpoint: `${served.url()}/v2`, cache: {type: 'none'}});

const BLOG_POSTS = {starts_with: 'en-us/blog/', content_type: 'blog-post'};

describe('The blog through storyblok-js-client', () => {
  test('pages of the blog carry the total, and together hold every post once', async () => {
    const perPage = 8;
    const pages = Math.ceil(posts.length / perPage);
    const answers = await Promise.all(
      Array.from({length: pages}, (_, index) =>
        storyblok().getStories({
          ...BLOG_POSTS,
          per_page: perPage,
          page: index + 1,
          sort_by: 'first_published_at:desc',
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.total).toBe(posts.length);
      expect(answer.perPage).toBe(perPage);
    }
    const listed = answers.flatMap((answer) => answer.data.stories);
    expect(answers[0].data.stories).toHaveLength(perPage);
    expect(listed.map((story: AnyJson) => story.full_slug)).toEqual(
      [...posts]
        .sort((a, b) => String(b.first_published_at).localeCompare(a.first_published_at))
        .map((post) => post.full_slug),
    );
  });

  test('a category filter lists exactly that category’s posts', async () => {
    const composting = category('composting');
    const found = await storyblok().getAll('cdn/stories', {
      ...BLOG_POSTS,
      filter_query: {category: {in: composting.uuid}},
    });
    const expected = posts.filter((post) => post.content.category === composting.uuid);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(found)).toEqual(slugs(expected));
  });

  test('the grid leaves out the events category with not_in', async () => {
    const events = category('events');
    const answer = await storyblok().getStories({
      ...BLOG_POSTS,
      per_page: 100,
      filter_query: {category: {not_in: events.uuid}},
    });
    const expected = posts.filter((post) => post.content.category !== events.uuid);
    expect(expected.length).toBeLessThan(posts.length);
    expect(answer.total).toBe(expected.length);
    expect(slugs(answer.data.stories)).toEqual(slugs(expected));
  });

  test('the archive of each year lists exactly the posts first published that year', async () => {
    expect(years.length).toBeGreaterThanOrEqual(3);
    for (const year of years) {
      const answer = await storyblok().getStories({
        ...BLOG_POSTS,
        per_page: 100,
        first_published_at_gt: `${year}-01-01 00:00`,
        first_published_at_lt: `${Number(year) + 1}-01-01 00:00`,
      });
      const expected = posts.filter((post) => String(post.first_published_at).startsWith(year));
      expect(answer.total, year).toBe(expected.length);
      expect(slugs(answer.data.stories), year).toEqual(slugs(expected));
    }
  });

  test('the preview token reads the draft, the public token only the published story', async () => {
    const bodyComponents = (content: AnyJson) =>
      content.body.map((section: AnyJson) => section.body.map((blok: AnyJson) => blok.component));
    const publishedFile = readStory(join(DATA_DIR, 'stories', 'en-us', 'about.json'));
    const draftFile = readStory(join(DATA_DIR, 'stories-draft', 'en-us', 'about.json'));
    expect(bodyComponents(draftFile.content)).not.toEqual(bodyComponents(publishedFile.content));

    const draft = await storyblok(PREVIEW_TOKEN).getStory('en-us/about', {version: 'draft'});
    const published = await storyblok(PUBLIC_TOKEN).getStory('en-us/about', {
      version: 'published',
    });
    expect(bodyComponents(draft.data.story.content)).toEqual(bodyComponents(draftFile.content));
    expect(bodyComponents(published.data.story.content)).toEqual(
      bodyComponents(publishedFile.content),
    );
    await expect(
      storyblok(PUBLIC_TOKEN).getStory('en-us/about', {version: 'draft'}),
    ).rejects.toMatchObject({status: 401, message: 'Unauthorized'});
  });

  test('a wrong token is refused with 401', async () => {
    await expect(storyblok('not-a-storyblok-token').getStories(BLOG_POSTS)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });
});

const catalogue = loadCatalogue();

function algolia(appId = APP_ID, apiKey = SEARCH_KEY) {
  const {host} = new URL(served.url());
  return algoliasearch(appId, apiKey, {
    hosts: [{url: host, protocol: 'http', accept: 'readWrite'}],
  });
}

async function search(
  indexName: string,
  params: Record<string, unknown>,
): Promise<SearchResponse<AnyJson>> {
  const {results} = await algolia().search<AnyJson>({requests: [{indexName, ...params}]});
  return results[0] as SearchResponse<AnyJson>;
}

function productsIn(...collections: string[]) {
  return catalogue.products.filter((product) =>
    collections.every((handle) => product.collections.includes(handle)),
  );
}

/** Algolia sorts records without the attribute last, whichever the direction. */
function sortedPrices(prices: (number | null)[], direction: 1 | -1): (number | null)[] {
  return [...prices].sort((a, b) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return (a - b) * direction;
  });
}

describe('Search through algoliasearch', () => {
  test('a wrong application id or search key is refused with 403', async () => {
    for (const client of [algolia('WRONGAPP'), algolia(APP_ID, 'wrong-key')]) {
      await expect(client.searchSingleIndex({indexName: 'shopify_products'})).rejects.toMatchObject(
        {status: 403, message: 'Invalid Application-ID or API key'},
      );
    }
  });

  test('a hierarchical refinement on Lvl0 and Lvl1 finds that sub-collection with its facets', async () => {
    const plaCups = productsIn('cold-cups', 'pla-cold-cups');
    const result = await search('shopify_products', {
      facets: ['named_tags.Lvl0', 'named_tags.Lvl1', 'vendor'],
      facetFilters: [['named_tags.Lvl0:Cold Cups'], ['named_tags.Lvl1:Cold Cups > PLA Cold Cups']],
      distinct: true,
      hitsPerPage: 100,
      maxValuesPerFacet: 100,
    });

    expect(plaCups.length).toBeGreaterThan(0);
    expect(result.nbHits).toBe(plaCups.length);
    expect(result.hits.map((hit) => hit.handle).sort()).toEqual(
      plaCups.map((product) => product.handle).sort(),
    );
    const variants = plaCups.flatMap((product) => product.variants);
    expect(result.facets?.['named_tags.Lvl1']?.['Cold Cups > PLA Cold Cups']).toBe(variants.length);
    const vendors: Record<string, number> = {};
    for (const product of plaCups) {
      vendors[product.vendor] = (vendors[product.vendor] ?? 0) + product.variants.length;
    }
    expect(result.facets?.vendor).toEqual(vendors);
  });

  test('a range on each_price keeps only variants inside it, with facets_stats', async () => {
    const inRange = catalogue.products
      .flatMap((product) => product.variants)
      .map((variant) => Number(variant.metafields.each_price?.value))
      .filter((price) => price >= 0.05 && price <= 0.15);
    const result = await algolia().searchSingleIndex<AnyJson>({
      indexName: 'shopify_products',
      searchParams: {
        numericFilters: ['each_price>=0.05', 'each_price<=0.15'],
        facets: ['each_price'],
        hitsPerPage: 1000,
      },
    });

    expect(inRange.length).toBeGreaterThan(0);
    expect(result.nbHits).toBe(inRange.length);
    for (const hit of result.hits) {
      expect(hit.each_price).toBeGreaterThanOrEqual(0.05);
      expect(hit.each_price).toBeLessThanOrEqual(0.15);
    }
    expect(result.facets_stats?.each_price).toMatchObject({
      min: Math.min(...inRange),
      max: Math.max(...inRange),
    });
  });

  test('the two price replicas hold the same hits, cheapest first and dearest first', async () => {
    const params = {query: 'lid', hitsPerPage: 1000};
    const {results} = await algolia().search<AnyJson>({
      requests: [
        {indexName: 'shopify_products', ...params},
        {indexName: 'shopify_products_each_price_asc', ...params},
        {indexName: 'shopify_products_each_price_desc', ...params},
      ],
    });
    const [primary, ascending, descending] = results as SearchResponse<AnyJson>[];
    const prices = (result: SearchResponse<AnyJson>) =>
      result.hits.map((hit) => (typeof hit.each_price === 'number' ? hit.each_price : null));

    expect(primary.nbHits).toBeGreaterThan(2);
    expect(new Set(prices(primary)).size).toBeGreaterThan(2);
    expect(prices(ascending)).toEqual(sortedPrices(prices(primary), 1));
    expect(prices(descending)).toEqual(sortedPrices(prices(primary), -1));
    expect(ascending.hits.map((hit) => hit.objectID).sort()).toEqual(
      primary.hits.map((hit) => hit.objectID).sort(),
    );
  });

  test('distinct gives one hit per product, its absence one per variant', async () => {
    const bags = productsIn('bags');
    const [grouped, ungrouped] = await Promise.all([
      search('shopify_products', {
        facetFilters: ['named_tags.Lvl0:Bags'],
        distinct: true,
        hitsPerPage: 1000,
      }),
      search('shopify_products', {
        facetFilters: ['named_tags.Lvl0:Bags'],
        distinct: false,
        hitsPerPage: 1000,
      }),
    ]);
    const variantCount = bags.reduce((sum, product) => sum + product.variants.length, 0);

    expect(variantCount).toBeGreaterThan(bags.length);
    expect(grouped.nbHits).toBe(bags.length);
    expect(new Set(grouped.hits.map((hit) => hit.id)).size).toBe(bags.length);
    expect(ungrouped.nbHits).toBe(variantCount);
  });

  test('a misspelt query finds what the right spelling finds, highlighted with <mark>', async () => {
    const [right, misspelt] = await Promise.all([
      search('shopify_products', {query: 'compostable', distinct: true, hitsPerPage: 1000}),
      search('shopify_products', {query: 'compostible', distinct: true, hitsPerPage: 1000}),
    ]);

    expect(right.nbHits).toBeGreaterThan(0);
    expect(misspelt.hits.map((hit) => hit.id)).toEqual(
      expect.arrayContaining(right.hits.map((hit) => hit.id)),
    );
    expect(JSON.stringify(misspelt.hits[0]._highlightResult)).toMatch(/<mark>compostable<\/mark>/i);
  });

  test('the suggestions index answers five suggestions for what is typed', async () => {
    const result = await search('shopify_products_query_suggestions', {
      query: 'lid',
      hitsPerPage: 5,
    });

    expect(result.nbHits).toBeGreaterThan(5);
    expect(result.hits).toHaveLength(5);
    for (const hit of result.hits) expect(hit.query).toMatch(/lid/);
  });

  test('a content query returns the story’s full_slug and its SEO title and description', async () => {
    const post = readStory(join(BLOG_DIR, 'compostable-vs-biodegradable.json'));
    const result = await search('storyblok_content_en_us', {query: 'compostable vs biodegradable'});
    const hit = result.hits.find((item) => item.full_slug === post.full_slug);

    expect(hit?.content.seo).toEqual({
      title: post.content.seo.title,
      description: post.content.seo.description,
    });
    for (const item of result.hits) expect(item.full_slug).toMatch(/^en-us\//);
  });
});
