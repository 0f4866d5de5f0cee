/**
 * The blog, FAQ and composting-location seed: enough real content for every page type, references
 * that resolve, and the facts the chat assistant answers from. The last block reads the same
 * stories through `storyblok-js-client`, as the storefront does.
 */
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import StoryblokClient from 'storyblok-js-client';
import {describe, expect, test} from 'vitest';
import type {RichTextNode, Story} from '../storyblok/content-types';
import {createStoryStore} from '../storyblok/stories';
import {setupServedSandbox, type AnyJson} from '../testing';
import {buildEditorialSeed} from './editorial/seed';

const SEED_DIR = import.meta.dirname;
const stories = createStoryStore(SEED_DIR).all();
const byUuid = new Map(stories.map((item) => [item.uuid, item]));

function ofType(component: string, prefix: string): Story[] {
  return stories.filter(
    (item) => item.content.component === component && item.full_slug.startsWith(prefix),
  );
}

function story(fullSlug: string): Story {
  const found = stories.find((item) => item.full_slug === fullSlug);
  if (!found) throw new Error(`No seeded story ${fullSlug}`);
  return found;
}

function referenced(uuid: unknown): Story | undefined {
  return typeof uuid === 'string' ? byUuid.get(uuid) : undefined;
}

function nodes(value: unknown): RichTextNode[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (typeof value !== 'object' || value === null) return [];
  const node = value as RichTextNode;
  const own = typeof node.type === 'string' ? [node] : [];
  return [...own, ...Object.values(value).flatMap(nodes)];
}

function text(value: unknown): string {
  return nodes(value)
    .map((node) => node.text ?? '')
    .join('');
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const posts = ofType('blog-post', 'en-us/blog/');
const categories = ofType('blog-category', 'en-us/blog/categories/');
const authors = ofType('author', 'en-us/blog/authors/');
const composters = ofType('composter', 'en-us/composting-locations/');

describe('The Green Standard blog', () => {
  test('has over thirty posts across three years and six categories, events included', () => {
    expect(posts.length).toBeGreaterThanOrEqual(32);
    const years = new Set(posts.map((post) => post.first_published_at?.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
    expect(new Set(posts.map((post) => post.first_published_at)).size).toBe(posts.length);

    expect(categories.map((category) => category.slug)).toContain('events');
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      const inCategory = posts.filter((post) => post.content.category === category.uuid);
      expect(inCategory.length, category.slug).toBeGreaterThanOrEqual(3);
    }
  });

  test('every post names an existing category, and an existing author or none', () => {
    for (const post of posts) {
      expect(referenced(post.content.category)?.content.component, post.slug).toBe('blog-category');
      if (post.content.author !== '') {
        expect(referenced(post.content.author)?.content.component, post.slug).toBe('author');
      }
    }
    const withoutAuthor = posts.filter((post) => post.content.author === '');
    expect(withoutAuthor.length).toBeGreaterThan(0);
    expect(withoutAuthor.length).toBeLessThan(posts.length / 3);
    expect(authors.length).toBeGreaterThanOrEqual(3);
    for (const author of authors) {
      expect(
        posts.some((post) => post.content.author === author.uuid),
        author.slug,
      ).toBe(true);
    }
  });

  test('every post has an excerpt, an image, SEO and a body of several paragraphs with a heading', () => {
    for (const post of posts) {
      const {excerpt, image, seo, body} = post.content as AnyJson;
      expect(excerpt.length, post.slug).toBeGreaterThan(60);
      expect(image[0]).toMatchObject({
        filename: expect.stringMatching(/^\/f\/100001\/1200x630\//),
        alt: expect.any(String),
      });
      expect(seo).toMatchObject({
        title: expect.stringContaining(post.content.title as string),
        og_image: image[0].filename,
      });
      expect(seo.description.length).toBeLessThanOrEqual(155);
      const bodyNodes = nodes(body);
      const topLevel = (body as AnyJson[]).flatMap((blok) =>
        blok.component === 'rich-text-block' ? blok.text.content : [],
      );
      expect(
        topLevel.filter((node: RichTextNode) => node.type === 'paragraph').length,
        post.slug,
      ).toBeGreaterThanOrEqual(3);
      expect(
        bodyNodes.some((node) => node.type === 'heading'),
        post.slug,
      ).toBe(true);
      expect(text(body)).not.toMatch(/lorem|ipsum/i);
    }
    expect(
      posts.filter((post) => (post.content.excerpt as string).length > 180).length,
    ).toBeGreaterThan(3);
    expect(
      posts.filter((post) => (post.content.excerpt as string).length <= 180).length,
    ).toBeGreaterThan(3);
    const marks = posts
      .flatMap((post) => nodes(post.content.body))
      .flatMap((node) => node.marks ?? []);
    expect(marks.some((mark) => mark.type === 'link')).toBe(true);
    expect(
      posts.flatMap((post) => nodes(post.content.body)).some((node) => node.type === 'bullet_list'),
    ).toBe(true);
  });

  test('no two posts share a paragraph', () => {
    const paragraphs = posts.flatMap((post) =>
      nodes(post.content.body)
        .filter((node) => node.type === 'paragraph')
        .map((node) => text(node))
        .filter((line) => line.length > 80),
    );
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  test('events posts cover trade shows and community compost days', () => {
    const events = story('en-us/blog/categories/events');
    const titles = posts
      .filter((post) => post.content.category === events.uuid)
      .map((post) => post.name)
      .join(' | ');
    expect(titles).toMatch(/Expo West|Restaurant Association Show/);
    expect(titles).toMatch(/Community Compost Day/);
  });

  test('the blog index in both locales and every category feature an existing post', () => {
    for (const locale of ['en-us', 'en-ca']) {
      const index = story(`${locale}/blog`);
      expect(index.content).toMatchObject({component: 'blog-index', title: 'The Green Standard'});
      expect(referenced(index.content.featured_content)?.full_slug).toMatch(
        /^en-us\/blog\/[a-z0-9-]+$/,
      );
    }
    for (const category of categories) {
      expect(referenced(category.content.featured_post)?.content.category, category.slug).toBe(
        category.uuid,
      );
    }
  });

  test('the post the footer links to exists', () => {
    expect(story('en-us/blog/compostable-vs-biodegradable').content.component).toBe('blog-post');
  });
});

describe('The FAQ help centre', () => {
  for (const locale of ['en-us', 'en-ca']) {
    test(`${locale} has six or more categories of five or more questions, as lists and accordions`, () => {
      const faqCategories = ofType('faq-category', `${locale}/faq/`);
      expect(faqCategories.length).toBeGreaterThanOrEqual(6);
      expect(new Set(faqCategories.map((category) => category.content.display_type))).toEqual(
        new Set(['list', 'accordion']),
      );
      for (const category of faqCategories) {
        const questions = ofType('faq-item', `${category.full_slug}/`);
        expect(questions.length, category.slug).toBeGreaterThanOrEqual(5);
        for (const question of questions) {
          expect(question.content.category).toBe(category.uuid);
          const plain = question.content.json_ld_answer as string;
          for (const paragraph of nodes(question.content.answer).filter(
            (node) => node.type === 'paragraph',
          )) {
            expect(plain, question.full_slug).toContain(text(paragraph.content));
          }
          expect((question.content.json_ld_answer as string).length).toBeGreaterThan(40);
          expect(question.content.json_ld_answer).not.toMatch(/\*\*|\]\(/);
        }
      }
      expect(story(`${locale}/faq`).content).toMatchObject({
        component: 'faq-index',
        banner: [{component: 'faq-banner', heading: expect.any(String), link: {url: '/contact'}}],
      });
    });
  }

  const answer = (fullSlug: string) => story(fullSlug).content.json_ld_answer as string;

  test('answers hold the facts the chat assistant is asked about', () => {
    expect(answer('en-us/faq/orders-shipping/do-you-offer-free-shipping')).toContain('$150');
    expect(answer('en-us/faq/orders-shipping/how-long-does-shipping-take')).toMatch(
      /1–2 business days/,
    );
    expect(answer('en-us/faq/orders-shipping/what-is-your-return-policy')).toContain('30 days');
    expect(answer('en-us/faq/composting/what-does-commercially-compostable-mean')).toContain(
      '180 days',
    );
    expect(answer('en-us/faq/products-materials/how-hot-can-pla-get')).toContain('110°F');
    expect(answer('en-us/faq/samples/how-do-i-order-samples')).toMatch(
      /3 of each item.*15 sample items/s,
    );
    expect(answer('en-us/faq/custom-printing/what-are-the-minimums-for-custom-printing')).toMatch(
      /coasters: 1,000[\s\S]*hot cups: 30,000/,
    );
  });

  test('the Canadian FAQ has Canadian thresholds, units and spelling', () => {
    const canadian = stories
      .filter((item) => /^en-ca\/faq(\/|$)/.test(item.full_slug))
      .flatMap((item) => strings(item.content))
      .filter((value) => !value.startsWith('/f/'))
      .join('\n');
    expect(answer('en-ca/faq/orders-shipping/do-you-offer-free-shipping')).toContain('$200 CAD');
    expect(canadian).not.toContain('$150');
    expect(canadian).not.toMatch(/\bfiber|\bcolor|\bcenter/);
    expect(canadian).toMatch(/help centre/);
    expect(answer('en-ca/faq/products-materials/how-hot-can-pla-get')).toMatch(
      /^Clear PLA[^]*43°C \(110°F\)/,
    );
  });
});

describe('Composting locations', () => {
  test('cover ten or more states, each in two or more regions, some with a website', () => {
    expect(composters.length).toBeGreaterThanOrEqual(50);
    expect(composters.length).toBeLessThanOrEqual(80);
    const states = new Map<string, Set<string>>();
    for (const location of composters) {
      const {state, region, name} = location.content as AnyJson;
      expect(location.full_slug.split('/')[2]).toBe(state.toLowerCase().replace(/ /g, '-'));
      expect(name).toBe(location.name);
      states.set(state, (states.get(state) ?? new Set()).add(region));
    }
    expect(states.size).toBeGreaterThanOrEqual(10);
    for (const [state, regions] of states) expect(regions.size, state).toBeGreaterThanOrEqual(2);

    const links = composters.map((location) => (location.content as AnyJson).link.url as string);
    expect(links.filter((url) => url === '').length).toBeGreaterThan(10);
    const sites = links.filter((url) => url !== '');
    expect(sites.length).toBeGreaterThan(20);
    for (const url of sites) expect(url).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
  });
});

describe('The editorial seed', () => {
  const editorial = stories.filter((item) =>
    /^en-(us|ca)\/(blog|faq)(\/|$)|^en-us\/composting-locations\//.test(item.full_slug),
  );

  test('uses story ids 5000–5999 and points only at assets that exist', () => {
    for (const item of editorial) expect(item.id, item.full_slug).toBeGreaterThanOrEqual(5000);
    for (const item of editorial) expect(item.id, item.full_slug).toBeLessThan(6000);
    const files =
      JSON.stringify(editorial.map((item) => item.content)).match(/\/f\/100001\/[^"]+/g) ?? [];
    expect(files.length).toBeGreaterThan(posts.length);
    for (const file of files)
      expect(existsSync(join(SEED_DIR, 'assets', file.slice(3))), file).toBe(true);
  });

  test('matches what the generator writes, so edits go through the editorial texts', () => {
    const generated = buildEditorialSeed();
    const bySlug = new Map(editorial.map((item) => [item.full_slug, item]));
    expect(generated.stories.map((item) => item.full_slug).sort()).toEqual(
      [...bySlug.keys()].sort(),
    );
    for (const item of generated.stories) expect(bySlug.get(item.full_slug)).toEqual(item);
    for (const asset of generated.assets)
      expect(existsSync(join(SEED_DIR, 'assets', asset.path))).toBe(true);
    const faqFolders = readdirSync(join(SEED_DIR, 'stories', 'en-us', 'faq'));
    expect(faqFolders.length).toBeGreaterThanOrEqual(6);
  });
});

describe('Reading the editorial content through the CDN API', () => {
  const served = setupServedSandbox();
  const client = () =>
    new StoryblokClient({
      accessToken: 'sandbox-storyblok-public-token',
      endpoint: `${served.url()}/v2`,
      cache: {type: 'none'},
    });

  test('A visitor who picks Oregon sees only Oregon locations, grouped by region', async () => {
    const found: AnyJson[] = await client().getAll('cdn/stories', {
      starts_with: 'en-us/composting-locations/',
      filter_query: {state: {in: 'Oregon'}},
    });
    const oregon = composters.filter((location) => location.content.state === 'Oregon');
    expect(found.map((item) => item.full_slug).sort()).toEqual(
      oregon.map((item) => item.full_slug).sort(),
    );
    expect(new Set(found.map((item) => item.content.region))).toEqual(
      new Set(['Portland Metro', 'Willamette Valley', 'Southern Oregon']),
    );
  });

  test('A post arrives with its category and author resolved', async () => {
    const response = await client().getStory('en-us/blog/compostable-vs-biodegradable', {
      version: 'published',
      resolve_relations: 'blog-post.category,blog-post.author',
    });
    const content = response.data.story.content as AnyJson;
    expect(content.category).toMatchObject({
      full_slug: 'en-us/blog/categories/composting',
      content: {title: 'Composting'},
    });
    expect(content.author).toMatchObject({
      content: {name: 'Maya Okafor', role: 'Sustainability Lead'},
    });
    expect(content.image[0].filename).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/f\/100001\/1200x630\//);
  });

  test('Posts in one category can be listed newest first', async () => {
    const category = story('en-us/blog/categories/events');
    const response = await client().getStories({
      starts_with: 'en-us/blog/',
      content_type: 'blog-post',
      filter_query: {category: {in: category.uuid}},
      sort_by: 'first_published_at:desc',
      per_page: 8,
    });
    const dates = response.data.stories.map((item: AnyJson) => item.first_published_at as string);
    expect(dates.length).toBeGreaterThanOrEqual(5);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.total).toBe(
      posts.filter((post) => post.content.category === category.uuid).length,
    );
  });
});
