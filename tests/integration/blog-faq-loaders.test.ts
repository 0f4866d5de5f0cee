/**
 * The blog's and the help centre's loaders against a served sandbox, counting the content API calls
 * each page makes (the shell's own global story aside): at most two per page, and lists filtered
 * and paged by the API, never in memory.
 */
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {beforeEach, describe, expect, it} from 'vitest';
import {recentPostsNeed} from '../../app/blocks/data';
import {LOCALES} from '../../app/lib/i18n/locale';
import {loader as blogIndex} from '../../app/routes/($locale).blog._index';
import {loader as blogPost} from '../../app/routes/($locale).blog.$slug';
import {loader as blogCategory} from '../../app/routes/($locale).blog.categories.$slug';
import {loader as blogArchive} from '../../app/routes/($locale).blog.archive.$year';
import {loader as faqIndex} from '../../app/routes/($locale).faq._index';
import {loader as faqCategory} from '../../app/routes/($locale).faq.$category._index';
import {loader as faqQuestion} from '../../app/routes/($locale).faq.$category.$question';
import {loader as cmsPage} from '../../app/routes/$';
import {setupServedSandbox} from '../../sandbox/testing';
import {answerOf} from './block-answer';
import {loaderContext} from './loader-context';

const [US] = LOCALES;
const served = setupServedSandbox();

beforeEach(served.clearRequests);

const contentCalls = () => served.requests().filter((request) => request.startsWith('GET /v2/cdn/'));

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Runs a page's loader as Remix would for `path`, streamed promises included. */
async function load<Data>(pageLoader: Loader, path: string, params: Record<string, string> = {}) {
  const url = new URL(path, 'http://shop.example');
  const locale =
    LOCALES.find(
      (candidate) => candidate.pathPrefix && url.pathname.startsWith(candidate.pathPrefix),
    ) ?? US;
  const data = (await pageLoader({
    request: new Request(url),
    params: locale.pathPrefix ? {locale: locale.tag, ...params} : params,
    context: loaderContext(served.url(), locale),
  } as unknown as LoaderFunctionArgs)) as Data;
  await settle(data);
  return data;
}

async function settle(value: unknown) {
  if (!value || typeof value !== 'object') return;
  await Promise.all(
    Object.values(value).map((item) =>
      item instanceof Promise ? item.catch(() => null) : settle(item),
    ),
  );
}

async function status(pageLoader: Loader, path: string, params: Record<string, string> = {}) {
  try {
    await load(pageLoader, path, params);
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

interface Card {
  slug: string;
  category: {slug: string} | null;
  publishedAt: string;
}

const PAGES: [string, Loader, string, Record<string, string>?][] = [
  ['the blog', blogIndex, '/blog'],
  ['the blog’s page 2', blogIndex, '/blog?page=2'],
  ['the Canadian blog', blogIndex, '/en-ca/blog'],
  ['a post', blogPost, '/blog/pfas-bans-2025-update', {slug: 'pfas-bans-2025-update'}],
  [
    'a post in the Canadian store',
    blogPost,
    '/en-ca/blog/what-bpi-certification-means',
    {slug: 'what-bpi-certification-means'},
  ],
  ['a category', blogCategory, '/blog/categories/events', {slug: 'events'}],
  ['an archive year’s page 2', blogArchive, '/blog/archive/2025?page=2', {year: '2025'}],
  ['the help centre', faqIndex, '/faq'],
  ['an accordion topic', faqCategory, '/faq/composting', {category: 'composting'}],
  ['a list topic', faqCategory, '/en-ca/faq/products-materials', {category: 'products-materials'}],
  [
    'a question',
    faqQuestion,
    '/faq/composting/what-happens-in-a-landfill',
    {category: 'composting', question: 'what-happens-in-a-landfill'},
  ],
  ['the home page with its recent-post grid', cmsPage, '/'],
];

describe('content API calls per page', () => {
  it.each(PAGES)('%s makes at most two', async (_name, pageLoader, path, params) => {
    await load(pageLoader, path, params);
    expect(contentCalls().length, contentCalls().join('\n')).toBeGreaterThan(0);
    expect(contentCalls().length, contentCalls().join('\n')).toBeLessThanOrEqual(2);
  });
});

describe('the blog’s lists come filtered and paged from the CDN API', () => {
  it('the index leads with the editors’ pick and leaves the events category out of every page', async () => {
    const first = await load<{featured: Card; posts: Card[]; pageCount: number}>(
      blogIndex,
      '/blog',
    );
    expect(first.featured.slug).toBe('compostable-vs-biodegradable');
    const seen = [...first.posts];
    for (let page = 2; page <= first.pageCount; page++) {
      seen.push(...(await load<{posts: Card[]}>(blogIndex, `/blog?page=${page}`)).posts);
    }
    expect(seen.some((post) => post.category?.slug === 'events')).toBe(false);
    expect(seen.map((post) => post.slug)).not.toContain('compostable-vs-biodegradable');
    // 37 posts, 7 of them events, less the featured post.
    expect(seen).toHaveLength(29);
    expect(new Set(seen.map((post) => post.slug)).size).toBe(29);
    const dates = seen.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a page past the end is an empty page, not an error', async () => {
    const past = await load<{posts: Card[]; page: number}>(blogIndex, '/blog?page=99');
    expect(past.posts).toEqual([]);
    expect(past.page).toBe(99);
  });

  it('the 2025 archive has 8 posts on page 1 and the rest on page 2, all from 2025', async () => {
    const one = await load<{posts: Card[]; pageCount: number}>(blogArchive, '/blog/archive/2025', {
      year: '2025',
    });
    const two = await load<{posts: Card[]}>(blogArchive, '/blog/archive/2025?page=2', {
      year: '2025',
    });
    expect(one.posts).toHaveLength(8);
    expect(one.pageCount).toBe(2);
    expect(two.posts).toHaveLength(6);
    for (const post of [...one.posts, ...two.posts]) expect(post.publishedAt).toMatch(/^2025-/);
  });

  it('a category shows only its own posts, its featured post first and not again below', async () => {
    const events = await load<{featured: Card; posts: Card[]}>(
      blogCategory,
      '/blog/categories/events',
      {slug: 'events'},
    );
    expect(events.featured.category?.slug).toBe('events');
    expect(events.posts.length).toBeGreaterThan(0);
    for (const post of events.posts) expect(post.category?.slug).toBe('events');
    expect(events.posts.map((post) => post.slug)).not.toContain(events.featured.slug);
  });

  it('a post’s related posts share its category and leave the post out', async () => {
    const {post, related} = await load<{
      post: {slug: string; category: {slug: string}};
      related: Card[];
    }>(blogPost, '/blog/pfas-bans-2025-update', {slug: 'pfas-bans-2025-update'});
    expect(related).toHaveLength(3);
    for (const item of related) expect(item.category?.slug).toBe(post.category.slug);
    expect(related.map((item) => item.slug)).not.toContain(post.slug);
  });

  it('unknown slugs, categories and years are 404s', async () => {
    expect(await status(blogPost, '/blog/no-such-post', {slug: 'no-such-post'})).toBe(404);
    expect(await status(blogPost, '/blog/categories', {slug: 'categories'})).toBe(404);
    expect(await status(blogCategory, '/blog/categories/nope', {slug: 'nope'})).toBe(404);
    expect(await status(blogArchive, '/blog/archive/2019', {year: '2019'})).toBe(404);
    expect(await status(blogArchive, '/blog/archive/20x5', {year: '20x5'})).toBe(404);
    expect(await status(faqCategory, '/faq/nope', {category: 'nope'})).toBe(404);
    expect(
      await status(faqQuestion, '/faq/composting/nope', {category: 'composting', question: 'nope'}),
    ).toBe(404);
    // A question asked for under another topic's address.
    expect(
      await status(faqQuestion, '/faq/samples/what-happens-in-a-landfill', {
        category: 'samples',
        question: 'what-happens-in-a-landfill',
      }),
    ).toBe(404);
  });
});

describe('the recent-post grid block', () => {
  it('gets the newest posts, in every locale, in the page’s one pass over its blocks', async () => {
    for (const path of ['/', '/en-ca']) {
      const home = await load<{blockData: Record<string, unknown>}>(cmsPage, path);
      const posts = (await answerOf(home.blockData, recentPostsNeed({posts_per_page: '3'}))) as {items: Card[]};
      expect(posts.items.map((post) => post.slug)).toEqual([
        'backyard-composting-at-the-cafe',
        'california-sb54-what-changes',
        'scope-3-and-packaging',
      ]);
    }
  });
});

describe('the help centre', () => {
  it('lists every topic with its questions, and a question page its topic’s other questions', async () => {
    const index = await load<{topics: {slug: string; questions: unknown[]}[]}>(faqIndex, '/faq');
    expect(index.topics.map((topic) => topic.slug)).toEqual([
      'orders-shipping',
      'products-materials',
      'composting',
      'custom-printing',
      'samples',
      'account-billing',
    ]);
    expect(index.topics.reduce((sum, topic) => sum + topic.questions.length, 0)).toBe(35);

    const question = await load<{
      related: {slug: string; categorySlug: string}[];
      topics: unknown[];
    }>(faqQuestion, '/faq/composting/what-happens-in-a-landfill', {
      category: 'composting',
      question: 'what-happens-in-a-landfill',
    });
    expect(question.topics).toHaveLength(6);
    expect(question.related).toHaveLength(5);
    for (const related of question.related) expect(related.categorySlug).toBe('composting');
  });

  it('reads the Canadian answers from the Canadian folder', async () => {
    const {structuredData} = await load<{
      structuredData: {mainEntity: {acceptedAnswer: {text: string}}[]};
    }>(faqQuestion, '/en-ca/faq/orders-shipping/do-you-offer-free-shipping', {
      category: 'orders-shipping',
      question: 'do-you-offer-free-shipping',
    });
    expect(structuredData.mainEntity[0].acceptedAnswer.text).toContain('$200 CAD');
  });
});
