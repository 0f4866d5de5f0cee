import {readdirSync, readFileSync, statSync} from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import {expect, test} from './fixtures';

/**
 * Every blog and help-centre page of the seed, both stores, parsed for its JSON-LD: each
 * `BlogPosting` and `FAQPage` block must have what schema.org and search engines require of it.
 */
const STORIES = new URL('../../sandbox/data/stories/', import.meta.url);

interface SeededStory {
  full_slug: string;
  slug: string;
  first_published_at: string;
  content: {component: string; author?: string; display_type?: string};
}

function storiesUnder(folder: string): SeededStory[] {
  const root = new URL(`${folder}/`, STORIES);
  const walk = (dir: URL): SeededStory[] =>
    readdirSync(dir).flatMap((name) => {
      const entry = new URL(name, dir);
      if (statSync(entry).isDirectory()) return walk(new URL(`${name}/`, dir));
      return name.endsWith('.json') ? [JSON.parse(readFileSync(entry, 'utf8')) as SeededStory] : [];
    });
  return walk(root);
}

const posts = storiesUnder('en-us/blog').filter((story) => story.content.component === 'blog-post');
const categories = storiesUnder('en-us/blog').filter(
  (story) => story.content.component === 'blog-category',
);
const years = [...new Set(posts.map((post) => post.first_published_at.slice(0, 4)))];
const faqPaths = (locale: string) =>
  storiesUnder(`${locale}/faq`).map((story) => `/${story.full_slug.replace(/^en-us\//, '')}`);

const BLOG_PAGES = [
  '/blog',
  '/blog?page=2',
  '/en-ca/blog',
  ...posts.map((post) => `/blog/${post.slug}`),
  ...posts.slice(0, 3).map((post) => `/en-ca/blog/${post.slug}`),
  ...categories.map((category) => `/blog/categories/${category.slug}`),
  ...years.map((year) => `/blog/archive/${year}`),
];
const FAQ_PAGES = ['/faq', ...faqPaths('en-us'), ...faqPaths('en-ca')];

type Json = Record<string, unknown>;

async function structuredData(request: APIRequestContext, path: string): Promise<Json[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Json,
  );
}

/** Requests a few pages at a time, so the check is quick without crowding the server. */
async function eachPage(
  paths: string[],
  check: (path: string, blocks: Json[]) => void,
  request: APIRequestContext,
) {
  for (let start = 0; start < paths.length; start += 4) {
    const batch = paths.slice(start, start + 4);
    const results = await Promise.all(batch.map((path) => structuredData(request, path)));
    batch.forEach((path, index) => check(path, results[index]));
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\/\S*$/;

function expectText(value: unknown, what: string) {
  expect(typeof value === 'string' && value.trim().length > 0, what).toBe(true);
}

function expectBlogPosting(block: Json, path: string) {
  expect(block['@context'], path).toBe('https://schema.org');
  expectText(block.headline, `${path} headline`);
  expect((block.headline as string).length, `${path} headline length`).toBeLessThanOrEqual(110);
  const images = Array.isArray(block.image) ? block.image : [block.image];
  expect(images.length, `${path} image`).toBeGreaterThan(0);
  for (const image of images) expect(image, `${path} image`).toMatch(ABSOLUTE_URL);
  expect(block.datePublished, `${path} datePublished`).toMatch(ISO_DATE);
  if (block.dateModified !== undefined)
    expect(block.dateModified, `${path} dateModified`).toMatch(ISO_DATE);
  const author = block.author as Json;
  expect(['Person', 'Organization'], `${path} author`).toContain(author?.['@type']);
  expectText(author.name, `${path} author name`);
  const publisher = block.publisher as Json;
  expect(publisher?.['@type'], `${path} publisher`).toBe('Organization');
  expectText(publisher.name, `${path} publisher name`);
  expect((block.mainEntityOfPage as Json)?.['@id'], `${path} mainEntityOfPage`).toMatch(
    ABSOLUTE_URL,
  );
}

function expectFaqPage(block: Json, path: string) {
  expect(block['@context'], path).toBe('https://schema.org');
  const questions = block.mainEntity as Json[];
  expect(Array.isArray(questions) && questions.length > 0, `${path} mainEntity`).toBe(true);
  for (const question of questions) {
    expect(question['@type'], path).toBe('Question');
    expectText(question.name, `${path} question name`);
    const answer = question.acceptedAnswer as Json;
    expect(answer?.['@type'], `${path} acceptedAnswer`).toBe('Answer');
    expectText(answer.text, `${path} answer text`);
    expect(answer.text, `${path} answer is sanitised`).not.toMatch(
      /<script|<iframe|\son\w+=|javascript:/i,
    );
    expect(answer.text, `${path} answer is HTML`).toMatch(/^<p>/);
  }
}

test.describe('Structured data of the blog and the help centre @http', () => {
  test('Every BlogPosting on every blog page has what schema.org requires, one per post', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    let checked = 0;
    await eachPage(
      BLOG_PAGES,
      (path, blocks) => {
        const postings = blocks.filter((block) => block['@type'] === 'BlogPosting');
        const isPost = /^(\/en-ca)?\/blog\/[a-z0-9-]+$/.test(path);
        expect(postings, path).toHaveLength(isPost ? 1 : 0);
        for (const posting of postings) expectBlogPosting(posting, path);
        checked += postings.length;
      },
      request,
    );
    expect(checked).toBe(posts.length + 3);
  });

  test('A post’s author is a person, or the store when the post names none', async ({request}) => {
    const withAuthor = posts.find((post) => post.content.author);
    const withoutAuthor = posts.find((post) => !post.content.author);
    const [person] = (await structuredData(request, `/blog/${withAuthor!.slug}`)).filter(
      (block) => block['@type'] === 'BlogPosting',
    );
    const [organisation] = (await structuredData(request, `/blog/${withoutAuthor!.slug}`)).filter(
      (block) => block['@type'] === 'BlogPosting',
    );
    expect((person.author as Json)['@type']).toBe('Person');
    expect(organisation.author).toMatchObject({
      '@type': 'Organization',
      name: 'Green Packaging Co.',
    });
  });

  test('Every FAQPage on every help-centre page has what schema.org requires', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    let questions = 0;
    await eachPage(
      FAQ_PAGES,
      (path, blocks) => {
        const faqPages = blocks.filter((block) => block['@type'] === 'FAQPage');
        const isQuestion =
          path.split('/').filter(Boolean).length === (path.startsWith('/en-ca') ? 4 : 3);
        if (isQuestion) expect(faqPages, path).toHaveLength(1);
        for (const faqPage of faqPages) expectFaqPage(faqPage, path);
        questions += faqPages.reduce((sum, block) => sum + (block.mainEntity as Json[]).length, 0);
      },
      request,
    );
    // Each question page, and each accordion topic's questions again.
    expect(questions).toBeGreaterThan(70);
  });
});
