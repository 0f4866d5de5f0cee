import {describe, expect, it} from 'vitest';
import {blogPostingJsonLd} from './structured-data';

const post = {
  title: 'PFAS Bans in 2025',
  description: 'What changed this year.',
  image: 'https://cdn.example/f/1/1200x630/a/pfas.svg',
  publishedAt: '2025-09-02T15:35:00.000Z',
  modifiedAt: '2025-09-03T10:00:00.000Z',
  category: 'Industry News',
  url: 'https://shop.example/blog/pfas-bans-2025-update',
  siteUrl: 'https://shop.example/',
  blogUrl: 'https://shop.example/blog',
};

describe('a post’s BlogPosting structured data', () => {
  it('names the author as a person when the post has one', () => {
    const data = blogPostingJsonLd({
      ...post,
      author: {name: 'Priya Natarajan', role: 'Materials Specialist'},
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'PFAS Bans in 2025',
      image: ['https://cdn.example/f/1/1200x630/a/pfas.svg'],
      datePublished: '2025-09-02T15:35:00.000Z',
      dateModified: '2025-09-03T10:00:00.000Z',
      author: {'@type': 'Person', name: 'Priya Natarajan', jobTitle: 'Materials Specialist'},
      publisher: {'@type': 'Organization', name: 'Green Packaging Co.'},
      mainEntityOfPage: {'@type': 'WebPage', '@id': post.url},
    });
  });

  it('names the store as the author when the post has none', () => {
    expect(blogPostingJsonLd({...post, author: null}).author).toEqual({
      '@type': 'Organization',
      name: 'Green Packaging Co.',
      url: 'https://shop.example/',
    });
  });
});
