import {describe, expect, it} from 'vitest';
import type {Blok, Story} from '~/lib/content/storyblok/types';
import {toBlogCard, truncateExcerpt} from './cards';

const post = (content: Partial<Blok>, story: Partial<Story> = {}): Story<Blok> => ({
  id: 1,
  uuid: 'post-uuid',
  name: 'Story name',
  slug: 'a-post',
  full_slug: 'en-us/blog/a-post',
  published_at: '2025-09-03T10:00:00.000Z',
  first_published_at: '2025-09-02T15:35:00.000Z',
  ...story,
  content: {_uid: 'c', component: 'blog-post', ...content},
});

describe('a blog card’s excerpt', () => {
  it('stays whole at 180 characters or fewer', () => {
    const exactly = 'a'.repeat(170) + ' ' + 'b'.repeat(9);
    expect(exactly).toHaveLength(180);
    expect(truncateExcerpt(exactly)).toBe(exactly);
  });

  it('is cut at the last word that fits in 180 characters, with an ellipsis', () => {
    const words = 'Compostable cups break down in a commercial facility within months, '.repeat(4);
    const cut = truncateExcerpt(words);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(181);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toMatch(/[a-z]…$/);
  });

  it('cuts one endless word where the room ends', () => {
    expect(truncateExcerpt('x'.repeat(400))).toBe(`${'x'.repeat(180)}…`);
  });
});

describe('a post story as a card', () => {
  it('reads the resolved category, the first usable image and the first publication date', () => {
    const card = toBlogCard(
      post({
        title: 'PFAS Bans in 2025',
        excerpt: 'What changed.',
        image: [
          {filename: 'javascript:alert(1)'},
          {filename: 'https://a.example/f/1/1200x630/x/p.svg', alt: 'A seal'},
        ],
        category: {
          uuid: 'c1',
          slug: 'industry-news',
          name: 'Industry News',
          content: {title: 'Industry News'},
        },
      }),
    );
    expect(card).toEqual({
      component: 'blog-post',
      slug: 'a-post',
      title: 'PFAS Bans in 2025',
      excerpt: 'What changed.',
      publishedAt: '2025-09-02T15:35:00.000Z',
      image: {
        src: 'https://a.example/f/1/1200x630/x/p.svg',
        alt: 'A seal',
        width: 1200,
        height: 630,
      },
      category: {title: 'Industry News', slug: 'industry-news'},
    });
  });

  it('looks a category uuid up among the categories it is given, and survives odd content', () => {
    const categories = new Map([['c1', {title: 'Composting', slug: 'composting'}]]);
    expect(toBlogCard(post({category: 'c1'}), categories).category).toEqual({
      title: 'Composting',
      slug: 'composting',
    });
    const odd = toBlogCard(post({title: 42, excerpt: null, image: 'nope', category: 'unknown'}));
    expect(odd).toMatchObject({title: 'Story name', excerpt: '', image: null, category: null});
  });
});
