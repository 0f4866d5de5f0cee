import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Blok} from '~/lib/storyblok/types';
import {Block, Blocks} from './Blocks';
import {
  collectionNeed,
  compostersNeed,
  needKey,
  productNeed,
  recentPostsNeed,
  storeReviewsNeed,
  type BlockData,
} from './data';
import {BLOCKS} from './registry';
import {renderHtml} from './test-render';

afterEach(() => {
  vi.restoreAllMocks();
});

const doc = (text: string) => ({
  type: 'doc',
  content: [{type: 'paragraph', content: [{type: 'text', text}]}],
});

const money = (amount: string) => ({amount, currencyCode: 'USD'});

/**
 * A filled-in example of every known block, so each is seen rendering something; blocks that need
 * data get what the page's loader would have gathered.
 */
const EXAMPLES: Record<keyof typeof BLOCKS, {blok: Blok; shows: string; data?: BlockData}> = {
  section: {
    blok: {_uid: 's', component: 'section', body: [{_uid: 'h', component: 'heading', text: 'In a section'}]},
    shows: '<section',
  },
  row: {
    blok: {_uid: 'r', component: 'row', columns: [{_uid: 'h', component: 'heading', text: 'In a row'}]},
    shows: 'In a row',
  },
  stack: {
    blok: {_uid: 'st', component: 'stack', body: [{_uid: 'h', component: 'heading', text: 'In a stack'}]},
    shows: 'In a stack',
  },
  heading: {blok: {_uid: 'h', component: 'heading', text: 'Compostable cups'}, shows: '<h2'},
  'rich-text-block': {
    blok: {_uid: 'rt', component: 'rich-text-block', text: doc('Made from plants')},
    shows: '<p>Made from plants</p>',
  },
  button: {
    blok: {_uid: 'b', component: 'button', label: 'Shop cups', link: {linktype: 'url', url: '/collections/cups'}},
    shows: 'href="/collections/cups"',
  },
  'button-group': {
    blok: {
      _uid: 'bg',
      component: 'button-group',
      buttons: [{_uid: 'b', component: 'button', label: 'Contact us', link: {linktype: 'url', url: '/contact'}}],
    },
    shows: 'Contact us',
  },
  spacer: {blok: {_uid: 'sp', component: 'spacer', size: 'lg'}, shows: 'aria-hidden="true"'},
  'image-ratio': {
    blok: {
      _uid: 'i',
      component: 'image-ratio',
      image: {filename: 'https://a.storyblok.com/f/1/800x600/abc/cup.jpg', alt: 'A cup'},
    },
    shows: 'alt="A cup"',
  },
  html: {
    blok: {
      _uid: 'x',
      component: 'html',
      code: '<p>Call <a href="tel:+18005550199" onclick="steal()">us</a></p><script>steal()</script>',
    },
    shows: '<p>Call <a href="tel:+18005550199">us</a></p></div>',
  },
  'review-card': {
    blok: {
      _uid: 'rc',
      component: 'review-card',
      name: 'Maria Lopez',
      copy: 'No sleeves needed.',
      avatar_image: {filename: 'https://a.storyblok.com/f/1/80x80/abc/maria.svg'},
    },
    shows: 'width="80" height="80"',
  },
  'reviews-section': {
    blok: {
      _uid: 'rs',
      component: 'reviews-section',
      heading: 'From the counter',
      reviews: [
        {_uid: 'a', component: 'review-card', name: 'Maria', copy: 'Great cups.'},
        {_uid: 'b', component: 'review-card', name: 'Dev', copy: 'No leaks.'},
      ],
    },
    shows: 'Pause scrolling',
  },
  'reviews-summary': {
    blok: {_uid: 'sum', component: 'reviews-summary', link: {linktype: 'url', url: '#all-reviews'}, link_label: 'Read all reviews'},
    data: {[needKey(storeReviewsNeed())]: {averageRating: 4.62, totalReviews: 1287, reviews: []}},
    shows: '1,287+ Store Reviews',
  },
  'reviews-teaser': {
    blok: {_uid: 'tea', component: 'reviews-teaser', heading: 'Loved by cafés', link: {linktype: 'url', url: '/reviews'}},
    data: {[needKey(storeReviewsNeed())]: {averageRating: 4.62, totalReviews: 1287, reviews: []}},
    shows: 'Rated 4.5 out of 5',
  },
  'review-widget': {
    blok: {_uid: 'rw', component: 'review-widget', widget: 'store-reviews', heading: 'All store reviews'},
    data: {
      [needKey(storeReviewsNeed())]: {
        averageRating: 4.62,
        totalReviews: 1287,
        reviews: [
          {id: 1, rating: 4, comments: 'Fast shipping.', displayName: 'Maya R.', date: '2026-10-01T00:00:00Z', verifiedBuyer: true},
        ],
      },
    },
    shows: 'Fast shipping.',
  },
  'composter-finder': {
    blok: {_uid: 'cf', component: 'composter-finder', heading: 'Choose your state'},
    data: {
      [needKey(compostersNeed())]: [
        {name: 'Oregon', slug: 'oregon', regions: [{name: 'Portland Metro', locations: [{name: 'Columbia Slough Organics', link: null}]}]},
      ],
    },
    shows: '<option value="oregon">Oregon</option>',
  },
  'json-ld': {
    blok: {_uid: 'j', component: 'json-ld', code: '{"@type":"Organization"}'},
    shows: 'application/ld+json',
  },
  'product-card': {
    blok: {_uid: 'p', component: 'product-card', product: '16-oz-pla-cold-cup'},
    data: {
      [needKey(productNeed('16-oz-pla-cold-cup'))]: {
        handle: '16-oz-pla-cold-cup',
        title: '16 oz PLA Cold Cup',
        availableForSale: true,
        featuredImage: null,
        priceRange: {minVariantPrice: money('89.95')},
        compareAtPriceRange: {minVariantPrice: money('0.0')},
      },
    },
    shows: 'href="/products/16-oz-pla-cold-cup"',
  },
  'collection-card': {
    blok: {_uid: 'c', component: 'collection-card', collection: 'hot-cups'},
    data: {[needKey(collectionNeed('hot-cups'))]: {handle: 'hot-cups', title: 'Hot Cups', image: null}},
    shows: 'Hot Cups',
  },
  'recent-post-grid': {
    blok: {_uid: 'rpg', component: 'recent-post-grid', heading: 'From the blog'},
    data: {
      [needKey(recentPostsNeed({}))]: {
        total: 1,
        items: [
          {
            component: 'blog-post',
            uuid: 'u1',
            slug: 'what-bpi-certification-means',
            title: 'What BPI Certification Means',
            excerpt: 'The green logo on a cup.',
            publishedAt: '2024-02-08T15:00:00.000Z',
            image: null,
            category: {title: 'Composting', slug: 'composting'},
          },
        ],
      },
    },
    shows: 'href="/blog/what-bpi-certification-means"',
  },
};

describe('Blocks', () => {
  it.each(Object.entries(EXAMPLES))('renders the known block "%s"', (_name, {blok, shows, data}) => {
    expect(renderHtml(<Block blok={blok} />, undefined, data)).toContain(shows);
  });

  it('tells editors about an unknown block while its siblings still render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderHtml(
      <Blocks
        blocks={[
          {_uid: '1', component: 'heading', text: 'Before'},
          {_uid: '2', component: 'mystery-widget'},
          {_uid: '3', component: 'heading', text: 'After'},
        ]}
      />,
    );
    expect(html).toContain('role="note"');
    expect(html).toContain('The component &quot;mystery-widget&quot; has not yet been created.');
    expect(html).toContain('Before');
    expect(html).toContain('After');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not mistake object built-ins for blocks', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderHtml(<Block blok={{_uid: 'c', component: 'constructor'}} />);
    expect(html).toContain('The component &quot;constructor&quot; has not yet been created.');
  });

  it('skips list entries that are not blocks', () => {
    const html = renderHtml(
      <Blocks blocks={[null, 'text', {_uid: 'h', component: 'heading', text: 'Kept'}]} />,
    );
    expect(html).toBe('<h2 class="text-3xl md:text-4xl font-bold tracking-tight text-left">Kept</h2>');
  });

  it('renders nested section → row → stack → heading', () => {
    const html = renderHtml(
      <Blocks
        blocks={[
          {
            _uid: 's',
            component: 'section',
            anchor_id: 'why-us',
            body: [
              {
                _uid: 'r',
                component: 'row',
                columns: [
                  {_uid: 'st1', component: 'stack', body: [{_uid: 'h1', component: 'heading', text: 'Left'}]},
                  {_uid: 'st2', component: 'stack', body: [{_uid: 'h2', component: 'heading', text: 'Right'}]},
                ],
              },
            ],
          },
        ]}
      />,
    );
    expect(html).toMatch(
      /^<section id="why-us"[^>]*><div[^>]*><div class="grid grid-cols-1 md:grid-cols-2[^>]*><div class="flex flex-col[^>]*><h2[^>]*>Left<\/h2><\/div><div[^>]*><h2[^>]*>Right<\/h2><\/div><\/div><\/div><\/section>$/,
    );
  });

  it('caps a row at four columns', () => {
    const columns = Array.from({length: 6}, (_, i) => ({_uid: `${i}`, component: 'spacer'}));
    const html = renderHtml(<Block blok={{_uid: 'r', component: 'row', columns}} />);
    expect(html).toContain('md:grid-cols-4');
  });

  it('marks blocks for the visual editor when the draft says so', () => {
    const html = renderHtml(
      <Block
        blok={{
          _uid: 'abc',
          component: 'spacer',
          _editable: '<!--#storyblok#{"name": "spacer", "space": "1", "uid": "abc", "id": "7"}-->',
        }}
      />,
    );
    expect(html).toContain('data-blok-uid="7-abc"');
  });

  it('shows a small notice instead of a block that throws, and keeps the rest of the page', () => {
    const broken: Blok = {
      _uid: 'x',
      component: 'heading',
      get text(): string {
        throw new Error('corrupt content');
      },
    };
    const html = renderHtml(
      <Blocks blocks={[broken, {_uid: 'ok', component: 'heading', text: 'Still here'}]} />,
    );
    expect(html).toContain('This part of the page could not be shown.');
    expect(html).toContain('Still here');
  });
});
