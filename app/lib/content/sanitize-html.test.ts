import {describe, expect, it} from 'vitest';
import {sanitizeHtml} from './sanitize-html';
import {OWASP_XSS_PAYLOADS} from './sanitize-html.payloads';

/**
 * Everything the sanitiser may emit, read strictly: text with `<` escaped, and tags of the form
 * `<name attr="value">`. Returns what makes the markup dangerous, or nothing.
 */
function dangers(html: string): string[] {
  const found: string[] = [];
  const tag = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*\/?>/gi;
  const withoutTags = html.replace(tag, (_whole, _closing, name: string, attrs: string) => {
    if (!SAFE_TAGS.has(name.toLowerCase())) found.push(`tag <${name}>`);
    for (const [, attrName, value = ''] of attrs.matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/gi)) {
      const attr = attrName.toLowerCase();
      if (attr.startsWith('on')) found.push(`event handler ${attr}`);
      if (!SAFE_ATTRIBUTES.has(attr)) found.push(`attribute ${attr}`);
      const decoded = decode(value);
      if ((attr === 'href' || attr === 'src' || attr === 'cite') && !safeUrlForTest(decoded)) {
        found.push(`${attr}="${value}"`);
      }
      if (attr === 'style' && /url\s*\(|expression|image-set|@import|\\/i.test(decoded)) {
        found.push(`style="${value}"`);
      }
    }
    return '';
  });
  if (withoutTags.includes('<')) found.push(`raw "<" in ${JSON.stringify(withoutTags)}`);
  if (/<script/i.test(html)) found.push('<script');
  return found;
}

const SAFE_TAGS = new Set(
  'a abbr address b blockquote br caption cite code dd del details div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub summary sup table tbody td tfoot th thead time tr u ul'.split(
    ' ',
  ),
);
const SAFE_ATTRIBUTES = new Set(
  'class style title lang dir href target rel cite open src alt width height loading start reversed colspan rowspan scope datetime'.split(
    ' ',
  ),
);

/** How a browser reads an attribute value we wrote (we always escape `&`, so only these appear). */
function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Independent of the sanitiser's own check: what the URL parser makes of it, relative to a page. */
function safeUrlForTest(value: string): boolean {
  const url = new URL(value, 'https://shop.example/page');
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol);
}

describe('sanitizeHtml', () => {
  it('keeps the markup editors write: paragraphs, links, lists, tables, images', () => {
    const html =
      '<p class="text-sm">Prefer a person? Call <a href="tel:+18005550199">(800) 555-0199</a>.</p>' +
      '<ul><li><strong>Bold</strong> and <em>italic</em></li></ul>' +
      '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td colspan="2">12 oz</td></tr></tbody></table>' +
      '<img src="https://a.storyblok.com/f/1/cup.png" alt="A cup" width="80" height="80">' +
      '<a href="/collections/hot-cups?size=12&amp;lid=1#top">Hot cups</a>' +
      '<a href="mailto:hello@greenpackaging.example">Email us</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens new tabs without handing them this window', () => {
    expect(sanitizeHtml('<a href="https://bpiworld.org" target="_blank" rel="opener">BPI</a>')).toBe(
      '<a href="https://bpiworld.org" target="_blank" rel="noopener noreferrer">BPI</a>',
    );
  });

  it('drops scripts, styles and embeds with their content, and unknown tags but not their text', () => {
    expect(
      sanitizeHtml(
        '<p>Before<script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe><marquee>Moving</marquee>After</p>',
      ),
    ).toBe('<p>BeforeMovingAfter</p>');
    expect(sanitizeHtml('<p>Kept</p><script>alert(1)')).toBe('<p>Kept</p>');
    expect(sanitizeHtml('<p>[removed] stays</p>')).toBe('<p>&#91;removed] stays</p>');
  });

  it('drops event handlers, ids and names, and every URL that is not http(s), mailto, tel or relative', () => {
    expect(
      sanitizeHtml(
        '<a href="javascript:alert(1)" onclick="alert(1)" id="__remixContext" name="x">Link</a>' +
          '<img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert(1)" alt="">' +
          '<a href="//evil.example">Away</a><a href="ftp://files.example">Files</a>',
      ),
    ).toBe('<a>Link</a><img alt=""><a>Away</a><a>Files</a>');
  });

  it('keeps inline styles that set type and colour, and drops any that could load a file', () => {
    expect(sanitizeHtml('<p style="color: rgb(20, 83, 45); font-weight: 600">Green</p>')).toBe(
      '<p style="color: rgb(20, 83, 45); font-weight: 600">Green</p>',
    );
    expect(
      sanitizeHtml(
        '<p style="background-color: red; background-image: url(https://x.example/a.png)">A</p>' +
          '<p style="color: expression(alert(1))">B</p><p style="width: u\\72 l(x)">C</p>',
      ),
    ).toBe('<p style="background-color: red">A</p><p>B</p><p>C</p>');
  });

  it('keeps relative links of every form', () => {
    for (const href of ['/about', '#faq', '?page=2', 'contact', './contact', '../blog']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('answers plain text and non-strings safely', () => {
    expect(sanitizeHtml('Fish & chips < 5 > 3, 1<2')).toBe('Fish & chips &lt; 5 &gt; 3, 1&lt;2');
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
  });

  it.each(OWASP_XSS_PAYLOADS.map((payload) => [payload]))(
    'disarms the OWASP evasion payload %s',
    (payload) => {
      const output = sanitizeHtml(payload);
      expect(dangers(output)).toEqual([]);
      expect(sanitizeHtml(output)).toBe(output);
    },
  );

  it('never emits a script, an event handler or a script URL, whatever the input (property test)', () => {
    const random = seededRandom(13_2025);
    for (let run = 0; run < 3000; run++) {
      const input = randomHtml(random);
      const output = sanitizeHtml(input);
      const found = dangers(output);
      if (found.length) throw new Error(`${JSON.stringify(input)} → ${output}: ${found.join(', ')}`);
      // What the sanitiser emits is already safe, so a second pass leaves it alone.
      expect(sanitizeHtml(output), JSON.stringify(input)).toBe(output);
    }
  });
});

/** Fragments XSS is made of, so random documents hit the edges often. */
const PIECES = [
  '<',
  '>',
  '</',
  '/>',
  '"',
  "'",
  '`',
  '=',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '&#',
  '&#x',
  ';',
  '&colon;',
  '&Tab;',
  '&NewLine;',
  '&amp;',
  '&quot;',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  'script',
  'SCRIPT',
  'img',
  'svg',
  'a',
  'p',
  'iframe',
  'style',
  'math',
  'href',
  'src',
  'style',
  'onerror',
  'onload',
  'ONCLICK',
  'javascript:',
  'java\tscript:',
  'JaVaScRiPt:',
  'vbscript:',
  'data:text/html,',
  'alert(1)',
  'url(',
  'expression(',
  '106',
  '0000106',
  '6A',
  'x',
  '/',
  '\\',
  ':',
];

function randomHtml(random: () => number): string {
  const length = Math.floor(random() * 30);
  let html = '';
  for (let index = 0; index < length; index++) {
    html +=
      random() < 0.9
        ? PIECES[Math.floor(random() * PIECES.length)]
        : String.fromCodePoint(Math.floor(random() * 0x2fff));
  }
  return html;
}

/** A small deterministic generator (mulberry32), so a failure reproduces. */
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
