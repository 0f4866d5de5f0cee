import {describe, expect, it} from 'vitest';
import {LOCALES} from '~/lib/i18n/locale';
import type {Blok, Story} from '~/lib/content/storyblok/types';
import {blogSidebar, directoryOf, featuredCard, postListParams} from './posts.server';

describe('the post-list helper’s query', () => {
  it('asks the CDN API for one page of posts, newest first, with their categories', () => {
    expect(postListParams({perPage: 6})).toEqual({
      by_slugs: 'en-us/blog/*',
      content_type: 'blog-post',
      excluding_fields: 'body,seo',
      resolve_relations: 'blog-post.category',
      sort_by: 'first_published_at:desc',
      page: 1,
      per_page: 6,
    });
  });

  it('filters by category, by year and by slug through the API’s own parameters', () => {
    expect(
      postListParams({
        page: 2,
        perPage: 8,
        inYear: 2025,
        inCategories: ['a', 'b'],
        notInCategories: ['events'],
        excludingSlugs: ['featured-post'],
      }),
    ).toMatchObject({
      page: 2,
      per_page: 8,
      filter_query: {category: {in: 'a,b', not_in: 'events'}},
      first_published_at_gt: '2024-12-31 23:59',
      first_published_at_lt: '2026-01-01 00:00',
      excluding_slugs: 'en-us/blog/featured-post',
    });
  });

  it('leaves the category filter out when no categories are named', () => {
    expect(postListParams({perPage: 3, inCategories: []})).not.toHaveProperty('filter_query');
  });
});

const story = (
  fullSlug: string,
  content: Partial<Blok>,
  firstPublished = '2025-01-01T00:00:00Z',
): Story<Blok> => ({
  id: 1,
  uuid: `uuid-${fullSlug}`,
  name: fullSlug,
  slug: fullSlug.split('/').at(-1) ?? '',
  full_slug: fullSlug,
  published_at: firstPublished,
  first_published_at: firstPublished,
  content: {_uid: fullSlug, component: 'blog-post', ...content},
});

describe('the blog directory', () => {
  const [, CA] = LOCALES;
  const stories = [
    story('en-ca/blog', {component: 'blog-index', title: 'The Green Standard'}),
    story('en-us/blog', {component: 'blog-index', title: 'US index'}),
    story('en-us/blog/categories/composting', {
      component: 'blog-category',
      title: 'Composting',
      posts_per_page: '4',
    }),
    story('en-us/blog/categories/events', {
      component: 'blog-category',
      title: 'Events',
      posts_per_page: 'lots',
    }),
    story('en-us/blog/categories/empty', {component: 'blog-category', title: 'Empty'}),
    story('en-us/blog/authors/maya', {component: 'author', name: 'Maya'}),
    story(
      'en-us/blog/one',
      {category: 'uuid-en-us/blog/categories/composting'},
      '2026-02-01T00:00:00Z',
    ),
    story(
      'en-us/blog/two',
      {category: 'uuid-en-us/blog/categories/composting'},
      '2025-12-31T23:59:00Z',
    ),
    story(
      'en-us/blog/three',
      {category: 'uuid-en-us/blog/categories/events'},
      '2025-01-01T00:00:00Z',
    ),
  ];
  const directory = directoryOf(stories, CA);

  it('takes the index content of its own locale', () => {
    expect(directory.index?.content.title).toBe('The Green Standard');
  });

  it('counts posts per category and per year, and the sidebar shows only what has posts', () => {
    expect(blogSidebar(directory)).toEqual({
      categories: [
        {title: 'Composting', slug: 'composting', postCount: 2},
        {title: 'Events', slug: 'events', postCount: 1},
      ],
      years: [
        {year: 2026, postCount: 1},
        {year: 2025, postCount: 2},
      ],
    });
  });

  it('reads each category’s page size, falling back to 8', () => {
    expect(directory.categories.map((category) => category.postsPerPage)).toEqual([4, 8, 8]);
  });

  it('finds a featured post’s card by uuid, with its category', () => {
    expect(featuredCard(directory, 'uuid-en-us/blog/one')).toMatchObject({
      slug: 'one',
      category: {title: 'Composting', slug: 'composting'},
    });
    expect(featuredCard(directory, 'uuid-en-us/blog/authors/maya')).toBeNull();
    expect(featuredCard(directory, undefined)).toBeNull();
  });
});
