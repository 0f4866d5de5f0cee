import {describe, expect, it} from 'vitest';
import type {BlogCardData} from '~/lib/content/blog/cards';
import {renderAt} from '../../../tests/render';
import {BlogCard} from './BlogCard';

const card: BlogCardData = {
  component: 'blog-post',
  slug: 'pla-vs-pet-cold-cups',
  title: 'PLA vs PET Cold Cups',
  excerpt: 'Clear cups look alike.',
  publishedAt: '2024-03-05T15:00:00.000Z',
  image: {src: '/f/1/1200x630/a/cups.svg', alt: 'Two cold cups', width: 1200, height: 630},
  category: {title: 'Product Guides', slug: 'product-guides'},
};

describe('a blog card', () => {
  it('shows the category, the title, when it was posted, the excerpt and a Read Post link', () => {
    const html = renderAt(<BlogCard post={card} />, '/en-ca/blog');
    expect(html).toContain('href="/en-ca/blog/categories/product-guides"');
    expect(html).toMatch(
      /<h3[^>]*><a[^>]*href="\/en-ca\/blog\/pla-vs-pet-cold-cups"[^>]*>PLA vs PET Cold Cups<\/a><\/h3>/,
    );
    expect(html).toContain(
      'Posted on <time dateTime="2024-03-05T15:00:00.000Z">March 5, 2024</time>',
    );
    expect(html).toContain('Clear cups look alike.');
    expect(html).toMatch(/Read Post<span class="sr-only">: PLA vs PET Cold Cups<\/span>/);
    expect(html).toContain('alt="Two cold cups"');
  });

  it('tells editors when a story in a list has no card of its own', () => {
    const html = renderAt(<BlogCard post={{...card, component: 'video-post'}} />);
    expect(html).toContain(
      'The blog post card for &quot;video-post&quot; has not yet been created.',
    );
    expect(html).not.toContain('Read Post');
  });
});
