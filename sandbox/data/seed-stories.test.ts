import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import type {Blok, Story} from '../storyblok/content-types';
import {
  COMPONENTS_DIR,
  componentFileProblems,
  componentFiles,
  describeProblem,
  knownBlockTypes,
  loadComponentSchema,
  schemaProblems,
  validateStory,
} from '../storyblok/component-schema';
import {createStoryStore} from '../storyblok/stories';

const SEED_DIR = import.meta.dirname;
const stories = createStoryStore(SEED_DIR).all();
const drafts = readStories(join(SEED_DIR, 'stories-draft'));
/** Deliberately broken stories that show the storefront's fallbacks. */
const QA_FIXTURES = /^en-(us|ca)\/qa\//;

function readStories(dir: string): Story[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as Story);
}

/** Every object in the content that is a blok (has `component`), with the `_uid`s seen. */
function bloks(value: unknown, found: Blok[] = []): Blok[] {
  if (Array.isArray(value)) value.forEach((item) => bloks(item, found));
  else if (typeof value === 'object' && value !== null) {
    if ('component' in value) found.push(value as Blok);
    Object.values(value).forEach((child) => bloks(child, found));
  }
  return found;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

function story(fullSlug: string): Story {
  const found = stories.find((item) => item.full_slug === fullSlug);
  if (!found) throw new Error(`No seeded story ${fullSlug}`);
  return found;
}

describe('seeded stories', () => {
  test('both locales have the global, home and about stories and the QA fixtures', () => {
    for (const locale of ['en-us', 'en-ca']) {
      for (const slug of ['global', 'home', 'about', 'qa/unknown-block', 'qa/unknown-page-type']) {
        expect(story(`${locale}/${slug}`).slug).toBe(slug.split('/').at(-1));
      }
    }
  });

  test('every story has the fields of a Storyblok story and unique ids', () => {
    for (const item of stories) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: expect.any(String),
        full_slug: expect.stringMatching(new RegExp(`/${item.slug}$`)),
        content: {component: expect.any(String), _uid: expect.any(String)},
      });
    }
    expect(new Set(stories.map((item) => item.id)).size).toBe(stories.length);
    expect(new Set(stories.map((item) => item.uuid)).size).toBe(stories.length);
  });

  test('every blok has a component and a _uid unique across all stories', () => {
    const all = stories.flatMap((item) => bloks(item.content));
    for (const blok of all) {
      expect(typeof blok.component).toBe('string');
      expect(blok._uid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(new Set(all.map((blok) => blok._uid)).size).toBe(all.length);
  });

  test('every asset path points at a file the sandbox serves', () => {
    const assetPaths = stories
      .flatMap((item) => strings(item.content))
      .filter((text) => text.startsWith('/f/'));
    expect(assetPaths.length).toBeGreaterThan(0);
    for (const path of assetPaths) {
      expect(existsSync(join(SEED_DIR, 'assets', path.slice('/f/'.length))), path).toBe(true);
    }
  });

  test('home pages have exactly one h1 among many kinds of block', () => {
    for (const locale of ['en-us', 'en-ca']) {
      const body = bloks(story(`${locale}/home`).content.body);
      const h1s = body.filter(
        (blok) =>
          (blok.component === 'heading' && blok.level === 'h1') || blok.heading_level === 'h1',
      );
      expect(h1s).toHaveLength(1);
      expect(new Set(body.map((blok) => blok.component)).size).toBeGreaterThan(20);
    }
  });

  test('the global story has a header, a footer and the free-sample limits', () => {
    const content = story('en-us/global').content;
    expect(content).toMatchObject({
      component: 'global',
      header: [{component: 'header', phone: '(800) 555-0199'}],
      footer: [{component: 'footer'}],
      email_list_id: 'WkTq9R',
      free_samples_max_cart_quantity: 15,
      free_samples_max_quantity: 3,
    });
    expect(story('en-ca/global').content.header).toMatchObject([
      {shipping_text: 'Free shipping across Canada on orders over $200'},
    ]);
    expect(story('en-us/global').content.header).toMatchObject([
      {
        samples_link: {cached_url: '/free-samples'},
        shop_all_link: {cached_url: '/collections/all'},
      },
    ]);
  });

  test('the QA fixtures hold an unknown block and an unknown page type', () => {
    const body = story('en-us/qa/unknown-block').content.body as Blok[];
    expect(body.map((blok) => blok.component)).toEqual([
      'heading',
      'mystery-widget',
      'rich-text-block',
    ]);
    expect(story('en-us/qa/unknown-page-type').content.component).toBe('landing-v2');
  });
});

describe('seeded stories against the component schema', () => {
  const schema = loadComponentSchema();
  const knownTypes = knownBlockTypes(schema);

  test('every component file is valid Storyblok component JSON', () => {
    const files = componentFiles();
    expect(files.length).toBeGreaterThan(knownTypes.length);
    for (const file of files) {
      const value: unknown = JSON.parse(readFileSync(join(COMPONENTS_DIR, file), 'utf8'));
      expect(componentFileProblems(value, file)).toEqual([]);
    }
    expect(schemaProblems(schema)).toEqual([]);
  });

  test('every block type a page body accepts is a nestable component', () => {
    expect(knownTypes).toContain('heading');
    for (const name of knownTypes) expect(schema.get(name)?.is_nestable, name).toBe(true);
    for (const rootType of ['page', 'contact', 'global'])
      expect(schema.get(rootType)?.is_root, rootType).toBe(true);
  });

  test('every published and draft story validates', () => {
    const problems = [...stories, ...drafts]
      .filter((item) => !QA_FIXTURES.test(item.full_slug))
      .flatMap((item) => validateStory(item, schema))
      .map(describeProblem);
    expect(problems).toEqual([]);
  });

  test('the QA fixtures fail validation exactly where they are meant to', () => {
    const problems = stories
      .filter((item) => item.full_slug.startsWith('en-us/qa/'))
      .flatMap((item) => validateStory(item, schema))
      .map(describeProblem)
      .sort();
    expect(problems).toEqual([
      'en-us/qa/unknown-block: content.body[1] (mystery-widget) component "mystery-widget" does not exist',
      'en-us/qa/unknown-page-type: content (landing-v2) content type "landing-v2" has no component',
    ]);
  });

  test('every known block type is used in at least one story', () => {
    const used = new Set(
      [...stories, ...drafts].flatMap((item) => bloks(item.content)).map((blok) => blok.component),
    );
    expect(knownTypes.filter((name) => !used.has(name))).toEqual([]);
  });

  test('every draft is a story of its own or an edit of a published one with the same id', () => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const published = stories.find((item) => item.full_slug === draft.full_slug);
      if (published)
        expect({id: draft.id, uuid: draft.uuid}).toEqual({id: published.id, uuid: published.uuid});
      else expect(stories.map((item) => item.id)).not.toContain(draft.id);
    }
  });
});

describe('seeded pages', () => {
  const PAGES = [
    'contact',
    'custom-print',
    'free-samples',
    'tax-exemption',
    'marketing-materials',
    'product-photos',
    'composting-locations',
    'deals',
    'reviews',
    'why-compostable',
    'policies/privacy-policy',
    'policies/terms-of-service',
    'policies/shipping-policy',
    'policies/refund-policy',
    'policies/accessibility',
  ];

  test('both locales have every page, and the Canadian copy speaks Canadian', () => {
    for (const slug of PAGES) {
      expect(story(`en-us/${slug}`).content.component).toBe(
        story(`en-ca/${slug}`).content.component,
      );
    }
    const canadian = stories.filter((item) => item.full_slug.startsWith('en-ca/'));
    const american = stories.filter((item) => item.full_slug.startsWith('en-us/'));
    const words = (items: Story[], pattern: RegExp) =>
      items.flatMap((item) => strings(item.content)).flatMap((text) => text.match(pattern) ?? []);
    expect(words(canadian, /\bcolors?\b/gi)).toEqual([]);
    expect(words(canadian, /\bcolours?\b/gi).length).toBeGreaterThan(0);
    expect(words(american, /\bcolours?\b/gi)).toEqual([]);
    expect(strings(story('en-ca/policies/shipping-policy').content).join(' ')).toContain('CAD');
  });

  test('the contact page lists an address, a phone with hours and an email', () => {
    const content = story('en-us/contact').content;
    expect(content.component).toBe('contact');
    expect(content.contact_list).toMatchObject([
      {type: 'address'},
      {
        type: 'phone',
        link: {url: 'tel:+18005550199'},
        hours_text: 'Monday to Friday 9a-6p Eastern',
      },
      {type: 'email', link: {linktype: 'email', email: 'hello@greenpackaging.example'}},
    ]);
  });

  test('the print order form offers the print products with their quantity options', () => {
    const [orderForm] = bloks(story('en-us/custom-print').content).filter(
      (blok) => blok.component === 'custom-print-order-form',
    );
    const products = Object.fromEntries(
      (orderForm.products as Blok[]).map((product) => [product.name, product.quantities]),
    );
    expect(products).toEqual({
      'Single Wall Hot Cups': ['30,000+', '50,000+', '100,000+'],
      'Double Wall Insulated Hot Cups': ['30,000+', '50,000+', '100,000+'],
      'Coffee/Hot Cup Sleeves': ['3,600+', '10,000+', '52,000+'],
      'Soup Containers': ['50,000+', '100,000+'],
      'Ice Cream Containers': ['50,000+', '100,000+'],
      'PLA Cold Cups': ['10,000+', '50,000+', '100,000+'],
      'PET Cold Cups': ['7,000+', '10,000+'],
      'Paper Cold Cups': ['10,000+', '50,000+', '100,000+'],
      'PLA Round Deli Containers': ['50,000+', '100,000+'],
      'PET Round Deli Containers': ['60,000+'],
      '3.5" Coasters': ['1,000+', '10,000+', '20,000+', '30,000+'],
      '4" Coasters': ['1,000+', '10,000+', '20,000+', '30,000+'],
    });
    expect(orderForm).toMatchObject({
      basin_endpoint: expect.stringMatching(/\/forms\/[a-z-]+$/),
      product_placeholder: 'Select an option...',
    });
  });

  test('the samples block offers each sample alias once, in categories and subcategories', () => {
    for (const locale of ['en-us', 'en-ca']) {
      const [samples] = bloks(story(`${locale}/free-samples`).content).filter(
        (blok) => blok.component === 'samples',
      );
      expect(samples).toMatchObject({max_item_count: '15', add_items_redirect: '/cart'});
      const aliases = bloks(samples.categories)
        .filter((blok) => blok.component === 'samples-product')
        .map((product) => product.id);
      expect(aliases).toEqual(Array.from({length: 12}, (_, index) => `sample_${index}`));
    }
  });
});
