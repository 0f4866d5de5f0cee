import {describe, expect, it} from 'vitest';
import {LOCALES} from '~/lib/i18n/locale';
import {renderAt} from '../../tests/render';
import type {RichTextDoc, RichTextNode} from '~/lib/content/storyblok/types';
import {RichText} from './RichText';

const EN_CA = LOCALES[1];

const paragraph = (...content: RichTextNode[]): RichTextNode => ({type: 'paragraph', content});
const text = (value: string, marks: RichTextNode['marks'] = []): RichTextNode => ({
  type: 'text',
  text: value,
  marks,
});
const linked = (label: string, attrs: Record<string, unknown>) =>
  paragraph(text(label, [{type: 'link', attrs}]));
const render = (content: RichTextNode[], locale = LOCALES[0]) =>
  renderAt(<RichText doc={{type: 'doc', content}} />, locale.pathPrefix || '/');

describe('RichText', () => {
  it('renders marks, nested in the order Storyblok lists them', () => {
    const html = render([
      paragraph(
        text('bold', [{type: 'bold'}]),
        text('both', [{type: 'bold'}, {type: 'italic'}]),
        text('u', [{type: 'underline'}]),
        text('s', [{type: 'strike'}]),
        text('x = 1', [{type: 'code'}]),
        text('plain', [{type: 'sparkle'}]),
      ),
    ]);
    expect(html).toMatch(
      /^<p><strong>bold<\/strong><strong><em>both<\/em><\/strong><u>u<\/u><s>s<\/s><code[^>]*>x = 1<\/code>plain<\/p>$/,
    );
  });

  it('renders headings at their level, lists, quotes, breaks and rules', () => {
    const html = render([
      {type: 'heading', attrs: {level: 3}, content: [text('Why compostable')]},
      {
        type: 'bullet_list',
        content: [{type: 'list_item', content: [paragraph(text('Cups'))]}],
      },
      {
        type: 'ordered_list',
        attrs: {order: 3},
        content: [{type: 'list_item', content: [paragraph(text('Lids'))]}],
      },
      {type: 'blockquote', content: [paragraph(text('Line one'), {type: 'hard_break'}, text('Line two'))]},
      {type: 'horizontal_rule'},
    ]);
    expect(html).toMatch(/^<h3[^>]*>Why compostable<\/h3>/);
    expect(html).toMatch(/<ul[^>]*><li><p>Cups<\/p><\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*start="3"[^>]*><li><p>Lids<\/p><\/li><\/ol>/);
    expect(html).toMatch(/<blockquote[^>]*><p>Line one<br\/>Line two<\/p><\/blockquote><hr[^>]*\/>$/);
  });

  it('ignores nodes it does not know', () => {
    const html = render([
      {type: 'blok', attrs: {body: [{component: 'heading'}]}},
      {type: 'iframe', attrs: {src: 'https://example.com'}},
      paragraph(text('kept')),
    ]);
    expect(html).toBe('<p>kept</p>');
  });

  it('shows text as text, never as markup', () => {
    const html = render([paragraph(text('<script>alert(1)</script>'))]);
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('links site paths through the router and other addresses as plain anchors', () => {
    const html = render([
      linked('cups', {href: '/collections/cups', linktype: 'url'}),
      linked('partner', {href: 'https://example.com/', linktype: 'url', target: '_blank'}),
      linked('mail us', {href: 'hello@example.com', linktype: 'email'}),
    ]);
    // Only the router's Link marks its anchors with data-discover.
    expect(openingTag(html, 'cups')).toMatch(/data-discover="true".*href="\/collections\/cups"/);
    expect(openingTag(html, 'partner')).toContain('href="https://example.com/"');
    expect(openingTag(html, 'partner')).not.toContain('data-discover');
    expect(openingTag(html, 'partner')).toContain('target="_blank" rel="noopener noreferrer"');
    expect(openingTag(html, 'mail us')).toContain('href="mailto:hello@example.com"');
  });

  it('links a story without its locale folder and under the current locale', () => {
    const resolved = {href: '/en-us/about-us', linktype: 'story', story: {full_slug: 'en-us/about-us'}};
    const unresolved = {href: '/en-us/faq', linktype: 'story', anchor: 'shipping'};
    expect(render([linked('About', resolved)])).toContain('href="/about-us"');
    expect(render([linked('About', resolved)], EN_CA)).toContain('href="/en-ca/about-us"');
    expect(render([linked('FAQ', unresolved)], EN_CA)).toContain('href="/en-ca/faq#shipping"');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
  ])('keeps the text but drops the link to %j', (href) => {
    const html = render([linked('click me', {href, linktype: 'url'})]);
    expect(html).toBe('<p>click me</p>');
  });

  it('shows images only from web or site addresses', () => {
    const image = (src: string): RichTextNode => ({type: 'image', attrs: {src, alt: 'A lid'}});
    expect(render([image('https://a.storyblok.com/f/1/lid.png')])).toContain(
      'src="https://a.storyblok.com/f/1/lid.png" alt="A lid"',
    );
    expect(render([image('javascript:alert(1)'), image('data:image/svg+xml,<svg onload=alert(1)>')])).toBe('');
  });

  it('renders nothing for a missing or malformed document', () => {
    expect(renderAt(<RichText doc={undefined} />)).toBe('');
    expect(renderAt(<RichText doc={{type: 'doc'} as RichTextDoc} />)).toBe('');
  });
});

describe('RichText with arbitrary content', () => {
  const ALLOWED_TAGS = new Set(
    ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'br', 'hr', 'img', 'a'].concat(
      ['strong', 'em', 'u', 's', 'code'],
    ),
  );
  const SAFE_URL = /^(\/(?![/\\])|[#?]|https?:|mailto:|tel:)/i;

  it('never produces script elements, event handler attributes or script URLs', () => {
    const random = seededRandom(20240607);
    for (let run = 0; run < 400; run++) {
      const locale = LOCALES[run % LOCALES.length];
      const html = render(randomNodes(random, 3), locale);
      expect(html).not.toMatch(/<script/i);
      for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        expect(ALLOWED_TAGS).toContain(tag);
        for (const [, name, rawValue = ''] of attributes.matchAll(/\s([^\s=/]+)(?:="([^"]*)")?/g)) {
          expect(name.toLowerCase()).not.toMatch(/^on/);
          if (name === 'href' || name === 'src') {
            const value = decodeEntities(rawValue);
            expect(value).toMatch(SAFE_URL);
            expect(withoutControlsOrSpaces(value)).not.toMatch(/javascript:/i);
          }
        }
      }
    }
  });
});

/** The opening `<a>` tag of the link with this text. */
function openingTag(html: string, label: string): string {
  return html.match(new RegExp(`<a [^>]*>(?=${label}</a>)`))?.[0] ?? '';
}

/** mulberry32: small, fast and repeatable, so a failure can be replayed from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_PIECES = [
  'javascript:',
  'JaVaScRiPt:',
  '\tjavascript:',
  'java\nscript:',
  '&#106;avascript:',
  'data:text/html,',
  'vbscript:',
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)",
  ' onload=',
  '//evil.example',
  '/\\evil.example',
  'https://',
  'mailto:',
  '/',
  '#',
  'en-us/',
  'alert(1)',
];
const NODE_TYPES = [
  'paragraph',
  'heading',
  'text',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'hard_break',
  'horizontal_rule',
  'image',
  'script',
  'iframe',
  'blok',
];
const MARK_TYPES = ['bold', 'italic', 'underline', 'strike', 'code', 'link', 'link', 'onclick'];
const LINK_TYPES = ['url', 'story', 'email', 'asset', 'javascript', undefined];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function randomString(random: () => number): string {
  let result = '';
  const pieces = Math.floor(random() * 4);
  for (let i = 0; i < pieces; i++) {
    result +=
      random() < 0.6 ? pick(random, HOSTILE_PIECES) : String.fromCharCode(Math.floor(random() * 0x80));
  }
  return result;
}

function randomNodes(random: () => number, depth: number): RichTextNode[] {
  return Array.from({length: Math.floor(random() * 4)}, () => randomNode(random, depth));
}

function randomNode(random: () => number, depth: number): RichTextNode {
  const type = pick(random, NODE_TYPES);
  return {
    type,
    text: randomString(random),
    attrs: {
      level: Math.floor(random() * 8),
      src: randomString(random),
      alt: randomString(random),
      title: randomString(random),
      onerror: randomString(random),
    },
    marks: Array.from({length: Math.floor(random() * 3)}, () => ({
      type: pick(random, MARK_TYPES),
      attrs: {
        href: randomString(random),
        linktype: pick(random, LINK_TYPES),
        target: pick(random, ['_blank', '_self', randomString(random)]),
        anchor: randomString(random),
        story: random() < 0.5 ? {full_slug: randomString(random)} : undefined,
        onclick: randomString(random),
      },
    })),
    content: depth > 0 ? randomNodes(random, depth - 1) : undefined,
  };
}

/** Browsers skip these inside a URL scheme, so `java\tscript:` still runs. */
function withoutControlsOrSpaces(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
