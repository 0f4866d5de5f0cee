import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import type {Blok, Story} from '../../app/lib/storyblok/types';
import {createStoryStore} from '../storyblok/stories';

const SEED_DIR = import.meta.dirname;
const stories = createStoryStore(SEED_DIR).all();

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
      expect(blok._uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(all.map((blok) => blok._uid)).size).toBe(all.length);
  });

  test('every asset path points at a file the sandbox serves', () => {
    const assetPaths = stories.flatMap((item) => strings(item.content)).filter((text) => text.startsWith('/f/'));
    expect(assetPaths.length).toBeGreaterThan(0);
    for (const path of assetPaths) {
      expect(existsSync(join(SEED_DIR, 'assets', path.slice('/f/'.length))), path).toBe(true);
    }
  });

  test('home pages have exactly one h1 and only layout blocks in their body', () => {
    const layoutBlocks = new Set([
      'section', 'row', 'stack', 'heading', 'rich-text-block', 'button', 'button-group', 'spacer', 'image-ratio',
    ]);
    for (const locale of ['en-us', 'en-ca']) {
      const body = bloks(story(`${locale}/home`).content.body);
      expect(body.filter((blok) => blok.component === 'heading' && blok.level === 'h1')).toHaveLength(1);
      expect(body.filter((blok) => !layoutBlocks.has(blok.component))).toEqual([]);
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
  });

  test('the QA fixtures hold an unknown block and an unknown page type', () => {
    const body = story('en-us/qa/unknown-block').content.body as Blok[];
    expect(body.map((blok) => blok.component)).toEqual(['heading', 'mystery-widget', 'rich-text-block']);
    expect(story('en-us/qa/unknown-page-type').content.component).toBe('landing-v2');
  });
});
