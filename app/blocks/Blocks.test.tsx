import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Blok} from '~/lib/content/storyblok/types';
import {Block, Blocks} from './Blocks';
import {
  collectionNeed,
  compostersNeed,
  dealProductNeed,
  needKey,
  placesNeed,
  productNeed,
  recentPostsNeed,
  storeReviewsNeed,
  type BlockData,
} from './data';
import {BLOCKS, blockFile, pascalCase} from './registry';
import {renderHtml} from './test-render';

afterEach(() => {
  vi.restoreAllMocks();
});

const doc = (text: string) => ({
  type: 'doc',
  content: [{type: 'paragraph', content: [{type: 'text', text}]}],
});

const money = (amount: string) => ({amount, currencyCode: 'USD'});

const places = {
  [needKey(placesNeed())]: {
    countries: [
      {code: 'US', name: 'United States'},
      {code: 'CA', name: 'Canada'},
      {code: 'FR', name: 'France'},
    ],
    regions: {US: [{code: 'US-OR', name: 'Oregon'}], CA: [{code: 'CA-QC', name: 'Quebec'}]},
  },
};

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
  'cookies-consent-button': {
    blok: {_uid: 'cc', component: 'cookies-consent-button'},
    shows: 'Do Not Sell or Share My Personal Information</button>',
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
  'product-deal-card': {
    blok: {
      _uid: 'd',
      component: 'product-deal-card',
      product: 'gid://shopify/Product/700032',
      sku: 'PLA-CC16-1000',
      coupon_code: 'WELCOME10',
      coupon_code_label: '10% off with code',
    },
    data: {
      [needKey(dealProductNeed('gid://shopify/Product/700032'))]: {
        id: 'gid://shopify/Product/700032',
        title: '16 oz PLA Cold Cup',
        featuredImage: null,
        variants: {
          nodes: [
            {id: 'gid://shopify/ProductVariant/1', sku: 'PLA-CC16-50', title: 'Sleeve of 50', availableForSale: true, image: null},
            {id: 'gid://shopify/ProductVariant/2', sku: 'PLA-CC16-1000', title: 'Case of 1000', availableForSale: true, image: null},
          ],
        },
      },
    },
    shows: 'Case of 1000',
  },
  samples: {
    blok: {
      _uid: 'sm',
      component: 'samples',
      button_text: 'Add Samples to Cart',
      categories: [
        {
          _uid: 'c1',
          component: 'samples-category',
          title: 'Hot Cups',
          subcategories: [
            {
              _uid: 's1',
              component: 'samples-subcategory',
              title: 'Single Wall',
              products: [{_uid: 'p1', component: 'samples-product', id: 'sample_0', name: '8 oz Hot Cup', sku: 'SAMPLE-00'}],
            },
          ],
        },
      ],
    },
    shows: 'value="sample_0"',
  },
  'promo-code-cta': {
    blok: {_uid: 'pc', component: 'promo-code-cta', heading: 'Free shipping', coupon_code: 'FREESHIP'},
    shows: 'FREESHIP',
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
  accordion: {
    blok: {
      _uid: 'a',
      component: 'accordion',
      items: [{_uid: 'ai', component: 'accordion-item', title: 'Are printed cups compostable?', content: doc('Yes.')}],
    },
    shows: '<summary',
  },
  'accordion-item': {
    blok: {_uid: 'ai', component: 'accordion-item', title: 'Lead times?', content: doc('Four weeks.')},
    shows: 'Four weeks.',
  },
  'animated-svg': {
    blok: {_uid: 'as', component: 'animated-svg', svg: {filename: '/f/1/320x320/abc/cycle.svg'}, alt: 'A cup returning to soil'},
    shows: 'alt="A cup returning to soil"',
  },
  breadcrumbs: {
    blok: {
      _uid: 'bc',
      component: 'breadcrumbs',
      include_home: true,
      items: [{_uid: 'bi', component: 'breadcrumb-item', label: 'Custom Printing'}],
    },
    shows: 'aria-label="Breadcrumb"',
  },
  'breadcrumb-item': {
    blok: {_uid: 'bi', component: 'breadcrumb-item', label: 'Policies', link: {linktype: 'url', url: '/policies'}},
    shows: 'href="/policies"',
  },
  'breakpoint-display': {
    blok: {
      _uid: 'bd',
      component: 'breakpoint-display',
      show_from: 'md',
      body: [{_uid: 'h', component: 'heading', text: 'Wide screens only'}],
    },
    shows: 'class="space-y-6 hidden md:block"',
  },
  'callout-section': {
    blok: {_uid: 'cs', component: 'callout-section', heading: 'Not sure where compostables go?'},
    shows: 'Not sure where compostables go?</h2>',
  },
  'card-basic': {
    blok: {
      _uid: 'cb',
      component: 'card-basic',
      heading: 'Ships from Portland',
      link: {linktype: 'url', url: '/policies/shipping-policy'},
      link_label: 'Shipping policy',
    },
    shows: 'Shipping policy',
  },
  'card-blank': {
    blok: {_uid: 'cbl', component: 'card-blank', body: [{_uid: 'h', component: 'heading', text: 'Inside a card'}]},
    shows: 'Inside a card',
  },
  'card-contact': {
    blok: {_uid: 'cc', component: 'card-contact', icon: 'phone', heading: 'Call us', link: {linktype: 'url', url: 'tel:+18005550199'}},
    shows: 'href="tel:+18005550199"',
  },
  'card-review': {
    blok: {_uid: 'cr', component: 'card-review', copy: 'Sturdy cups.', name: 'Jenna W.'},
    shows: 'aria-label="Rated 5 out of 5"',
  },
  'card-section': {
    blok: {
      _uid: 'cse',
      component: 'card-section',
      heading: 'Reviews by business type',
      cards: [{_uid: 'cr', component: 'card-review', copy: 'Sturdy cups.', name: 'Jenna W.'}],
    },
    shows: 'Reviews by business type',
  },
  'contained-content': {
    blok: {_uid: 'cn', component: 'contained-content', max_width: 'md', body: [{_uid: 'h', component: 'heading', text: 'Narrow'}]},
    shows: 'max-w-3xl',
  },
  'graphic-list-item': {
    blok: {_uid: 'g', component: 'graphic-list-item', graphic: {filename: '/f/1/160x160/abc/leaf.svg'}, heading: 'Label your bins'},
    shows: 'Label your bins</h3>',
  },
  'homepage-section': {
    blok: {
      _uid: 'hs',
      component: 'homepage-section',
      eyebrow: 'Best sellers',
      heading: 'Shop our most-ordered collections',
      link: {linktype: 'url', url: '/collections/all'},
      link_label: 'Shop all products',
    },
    shows: 'href="/collections/all"',
  },
  'icon-list': {
    blok: {
      _uid: 'il',
      component: 'icon-list',
      items: [{_uid: 'ili', component: 'icon-list-item', icon: {filename: '/f/1/160x160/abc/leaf.svg'}, label: 'Made from plants'}],
    },
    shows: '<ul',
  },
  'icon-list-item': {
    blok: {_uid: 'ili', component: 'icon-list-item', icon: {filename: '/f/1/160x160/abc/leaf.svg'}, label: 'Made from plants'},
    shows: 'Made from plants',
  },
  'image-badge': {
    blok: {_uid: 'ib', component: 'image-badge', image: {filename: '/f/1/1200x800/abc/cups.svg', alt: 'Printed cups'}, badge_text: 'Water-based inks'},
    shows: 'Water-based inks</figcaption>',
  },
  'image-ratio-card': {
    blok: {_uid: 'irc', component: 'image-ratio-card', image: {filename: '/f/1/1200x800/abc/photo.svg'}, heading: 'Tips for a great photo'},
    shows: 'Tips for a great photo</h3>',
  },
  'large-icon-list-item': {
    blok: {_uid: 'li', component: 'large-icon-list-item', icon: {filename: '/f/1/160x160/abc/truck.svg'}, heading: 'Carbon-neutral shipping'},
    shows: 'Carbon-neutral shipping</h3>',
  },
  'list-item': {
    blok: {_uid: 'lit', component: 'list-item', text: doc('One piece of each sample'), icon: 'check'},
    shows: 'One piece of each sample',
  },
  navbar: {
    blok: {
      _uid: 'nb',
      component: 'navbar',
      items: [{_uid: 'nl', component: 'navbar-link', label: 'Materials', link: {linktype: 'url', url: '#materials'}}],
    },
    shows: 'aria-label="On this page"',
  },
  'navbar-link': {
    blok: {_uid: 'nl', component: 'navbar-link', label: 'Materials', link: {linktype: 'url', url: '#materials'}},
    shows: 'href="#materials"',
  },
  'offset-section': {
    blok: {_uid: 'os', component: 'offset-section', anchor_id: 'coupons', body: [{_uid: 'h', component: 'heading', text: 'Raised'}]},
    shows: 'id="coupons"',
  },
  'show-more-list': {
    blok: {
      _uid: 'sm',
      component: 'show-more-list',
      start_count: '1',
      items: [
        {_uid: 'l1', component: 'list-item', text: doc('First')},
        {_uid: 'l2', component: 'list-item', text: doc('Second')},
      ],
    },
    shows: 'Show more</summary>',
  },
  slide: {
    blok: {_uid: 'sl', component: 'slide', image: {filename: '/f/1/1600x900/abc/cafe.svg'}, heading: 'Built for the morning rush'},
    shows: 'Built for the morning rush</h2>',
  },
  slider: {
    blok: {
      _uid: 'sli',
      component: 'slider',
      slides: [{_uid: 'sl', component: 'slide', image: {filename: '/f/1/1600x900/abc/cafe.svg'}, heading: 'A slide'}],
    },
    shows: 'aria-roledescription="carousel"',
  },
  'social-icons': {
    blok: {
      _uid: 'si',
      component: 'social-icons',
      icons: [{_uid: 's1', component: 'social_icon', network: 'instagram', link: {linktype: 'url', url: 'https://instagram.com/x'}}],
    },
    shows: 'aria-label="Instagram"',
  },
  social_icon: {
    blok: {_uid: 's1', component: 'social_icon', network: 'youtube', link: {linktype: 'url', url: 'https://youtube.com/@x'}},
    shows: 'aria-label="YouTube"',
  },
  'stack-horizontal': {
    blok: {_uid: 'sh', component: 'stack-horizontal', body: [{_uid: 'h', component: 'heading', text: 'Side by side'}]},
    shows: 'flex-wrap',
  },
  'svg-badge': {
    blok: {_uid: 'sb', component: 'svg-badge', svg: {filename: '/f/1/200x200/abc/bpi.svg'}, label: 'BPI Certified Compostable'},
    shows: 'BPI Certified Compostable',
  },
  table: {
    blok: {
      _uid: 't',
      component: 'table',
      caption: 'Shipping rates',
      table: {
        thead: [{_uid: 'h1', component: '_table_head', value: 'Subtotal'}],
        tbody: [{_uid: 'r1', component: '_table_row', body: [{_uid: 'c1', component: '_table_col', value: 'Under $75'}]}],
      },
    },
    shows: '<th scope="col"',
  },
  tabs: {
    blok: {
      _uid: 'tb',
      component: 'tabs',
      tabs: [{_uid: 'ti', component: 'tab-item', title: '1. Quote', body: [{_uid: 'h', component: 'heading', text: 'Quote'}]}],
    },
    shows: 'role="tablist"',
  },
  'tab-item': {
    blok: {_uid: 'ti', component: 'tab-item', title: 'Proof', body: [{_uid: 'h', component: 'heading', text: 'A proof'}]},
    shows: 'A proof',
  },
  'testimonial-blurb': {
    blok: {_uid: 'tbl', component: 'testimonial-blurb', quote: 'We cut our landfill waste.', name: 'Maria Lopez'},
    shows: '<blockquote',
  },
  'testimonial-stack': {
    blok: {
      _uid: 'ts',
      component: 'testimonial-stack',
      heading: 'Trusted by cafés',
      testimonials: [{_uid: 'tbl', component: 'testimonial-blurb', quote: 'Great.', name: 'Dev Patel'}],
    },
    shows: 'Trusted by cafés',
  },
  'text-link': {
    blok: {_uid: 'tl', component: 'text-link', label: 'Choose samples', link: {linktype: 'url', url: '/free-samples'}},
    shows: 'href="/free-samples"',
  },
  tooltip: {
    blok: {_uid: 'tt', component: 'tooltip', label: 'Why a limit?', content: 'Samples are single pieces.'},
    shows: 'role="tooltip"',
  },
  video: {
    blok: {_uid: 'v', component: 'video', title: 'A warehouse tour', video_url: 'https://www.youtube.com/watch?v=greenpack001'},
    shows: 'href="https://www.youtube.com/watch?v=greenpack001"',
  },
  'z-pattern': {
    blok: {
      _uid: 'z',
      component: 'z-pattern',
      items: [{_uid: 'zi', component: 'z-pattern-item', image: {filename: '/f/1/1200x800/abc/cups.svg'}, heading: 'Your logo'}],
    },
    shows: 'Your logo</h2>',
  },
  'z-pattern-item': {
    blok: {_uid: 'zi', component: 'z-pattern-item', image: {filename: '/f/1/1200x800/abc/cups.svg'}, heading: 'Feel the quality'},
    shows: 'Feel the quality</h2>',
  },
  'custom-print-contact-form': {
    blok: {_uid: 'cpc', component: 'custom-print-contact-form', basin_endpoint: 'x/custom-print-contact', submit_label: 'Send'},
    shows: '<input type="hidden" name="_form" value="contact"/>',
  },
  'custom-print-order-form': {
    blok: {_uid: 'cpo', component: 'custom-print-order-form', basin_endpoint: 'x/custom-print-order', products: []},
    shows: '<optgroup label="PET Round Deli Containers"><option value="60,000+">60,000+</option></optgroup>',
  },
  'product-photos-form': {
    blok: {_uid: 'pp', component: 'product-photos-form', basin_endpoint: 'x/product-photos', max_files: 4},
    shows: 'Up to 4 JPG, PNG, GIF, WEBP or HEIC images',
  },
  'form-tax-exemption': {
    blok: {_uid: 'tax', component: 'form-tax-exemption', basin_endpoint: 'x/tax-exemption'},
    data: places,
    shows: '<option value="FR">France</option>',
  },
  'collateral-marketing-materials-form': {
    blok: {_uid: 'mm', component: 'collateral-marketing-materials-form', basin_endpoint: 'x/marketing-materials'},
    data: places,
    shows: '<optgroup label="Canada"><option value="CA-QC">Quebec</option></optgroup>',
  },
  chat: {
    blok: {_uid: 'chat', component: 'chat', heading: 'Ask us anything', welcome_message: 'Hi! Ask me about lids.'},
    shows: 'Hi! Ask me about lids.',
  },
  'google-form-embed': {
    blok: {
      _uid: 'g',
      component: 'google-form-embed',
      title: 'Suggest a location',
      form_url: 'https://docs.google.com/forms/d/e/abc/viewform?embedded=true',
      height: 900,
    },
    shows: 'title="Suggest a location" height="900"',
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

describe('The block registry', () => {
  // The server finds a block's browser chunks by this file name, to preload them with the page.
  it.each(Object.keys(BLOCKS))('finds "%s" in the module its name spells', async (name) => {
    const file = blockFile(name);
    const module = (await import(/* @vite-ignore */ `../../${file}`)) as Record<string, unknown>;
    const component = await BLOCKS[name as keyof typeof BLOCKS]();
    expect(module[pascalCase(name)], file).toBe(component);
  });
});
