import {FilterXSS} from 'xss';

/**
 * The store's one HTML sanitiser (guarantee 6), for HTML that editors write in the CMS (the `html`
 * block) and HTML rendered from CMS content for structured data (FAQ answers). An allowlist of tags
 * and attributes; links only http(s), mailto, tel or relative; images only http(s) or relative; no
 * event handlers, no `style` that loads anything, no ids or names that could clobber the page's
 * globals. It is plain string work, so it runs alike in the worker, in the browser and in Node.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string') return '';
  const input = html
    // A `<` that cannot open a tag is text to the browser ("orders < $50"); the filter would read
    // a tag there and drop the words after it.
    .replace(/<(?![a-z/!?])/gi, '&lt;')
    // The filter writes these marks where it cuts an element; an editor's own stay text.
    .replace(/\[(\/?removed)\]/g, '&#91;$1]');
  return (
    filter
      .process(input)
      // A dropped element that never closes (`<script>…` to the end) takes the rest with it, as
      // it would in the browser, instead of leaving its code behind as text.
      .replace(/\[\/removed\]/g, '')
      .replace(/\[removed\][\s\S]*$/, '')
  );
}

const TEXT = ['class', 'style', 'title', 'lang', 'dir'];

const ALLOWED: Record<string, string[]> = {
  a: [...TEXT, 'href', 'target'],
  abbr: TEXT,
  address: TEXT,
  b: TEXT,
  blockquote: [...TEXT, 'cite'],
  br: [],
  caption: TEXT,
  cite: TEXT,
  code: TEXT,
  dd: TEXT,
  del: TEXT,
  details: [...TEXT, 'open'],
  div: TEXT,
  dl: TEXT,
  dt: TEXT,
  em: TEXT,
  figcaption: TEXT,
  figure: TEXT,
  h1: TEXT,
  h2: TEXT,
  h3: TEXT,
  h4: TEXT,
  h5: TEXT,
  h6: TEXT,
  hr: TEXT,
  i: TEXT,
  img: [...TEXT, 'src', 'alt', 'width', 'height', 'loading'],
  ins: TEXT,
  kbd: TEXT,
  li: TEXT,
  mark: TEXT,
  ol: [...TEXT, 'start', 'reversed'],
  p: TEXT,
  pre: TEXT,
  q: [...TEXT, 'cite'],
  s: TEXT,
  small: TEXT,
  span: TEXT,
  strong: TEXT,
  sub: TEXT,
  summary: TEXT,
  sup: TEXT,
  table: TEXT,
  tbody: TEXT,
  td: [...TEXT, 'colspan', 'rowspan'],
  tfoot: TEXT,
  th: [...TEXT, 'colspan', 'rowspan', 'scope'],
  thead: TEXT,
  time: [...TEXT, 'datetime'],
  tr: TEXT,
  u: TEXT,
  ul: TEXT,
};

/** Elements dropped with everything inside them, not just their tags. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
  'option',
];

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https'];

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  // Every attribute is decided here, so nothing reaches the library's looser defaults.
  onTagAttr: (tag, name, rawValue, isAllowed) => {
    if (!isAllowed) return '';
    const value = decodeEntities(rawValue);
    const safe = safeAttribute(tag, name, value);
    return safe === null ? '' : safe;
  },
});

/** The attribute as markup, or null to drop it. */
function safeAttribute(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'href':
      return withSafeUrl(name, value, LINK_SCHEMES);
    case 'cite':
      return withSafeUrl(name, value, IMAGE_SCHEMES);
    case 'src':
      return withSafeUrl(name, value, IMAGE_SCHEMES);
    case 'target':
      // A page opened in a new tab must not get a handle on this one.
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : null;
    case 'class':
      return /^[\w\s:/.[\]%-]*$/.test(value) ? attribute(name, value) : null;
    case 'style': {
      const style = safeStyle(value);
      return style ? attribute(name, style) : null;
    }
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
    case 'start':
      return /^\d{1,5}$/.test(value.trim()) ? attribute(name, value.trim()) : null;
    case 'reversed':
    case 'open':
      return name;
    case 'loading':
      return value === 'lazy' || value === 'eager' ? attribute(name, value) : null;
    case 'scope':
      return ['row', 'col', 'rowgroup', 'colgroup'].includes(value) ? attribute(name, value) : null;
    case 'dir':
      return ['ltr', 'rtl', 'auto'].includes(value) ? attribute(name, value) : null;
    default:
      return attribute(name, value);
  }
}

/** CSS properties an editor may set inline: type, colour and spacing, nothing that loads a file. */
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'text-transform',
  'font-weight',
  'font-style',
  'font-size',
  'line-height',
  'letter-spacing',
  'white-space',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'min-height',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'border-collapse',
  'list-style-type',
]);

/** Functions a value may call: colours and arithmetic, none of which fetches anything. */
const STYLE_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'calc']);

/**
 * The declarations of an inline style whose property is allowed and whose value can neither load a
 * resource (`url(`, `image-set(`, `@import`) nor hide one behind CSS escapes or comments.
 */
function safeStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const propertyValue = declaration.slice(colon + 1).trim();
      if (!STYLE_PROPERTIES.has(property) || !propertyValue) return '';
      if (/[\\@<>"'`{}]|\/\*/.test(propertyValue)) return '';
      const functions = [...propertyValue.matchAll(/([\w-]*)\s*\(/g)].map((match) => match[1].toLowerCase());
      if (functions.some((name) => !STYLE_FUNCTIONS.has(name))) return '';
      return `${property}: ${propertyValue}`;
    })
    .filter(Boolean)
    .join('; ');
}

function withSafeUrl(name: string, value: string, schemes: string[]): string | null {
  const url = safeUrl(value, schemes);
  return url === null ? null : attribute(name, url);
}

/**
 * The URL as the browser would read it, when it is relative or uses one of `schemes`. Browsers drop
 * tabs and line breaks inside URLs and trim control characters and spaces around them, so
 * `java\tscript:` is `javascript:`; the check runs on what the browser will see.
 */
export function safeUrl(value: string, schemes: string[]): string | null {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!url) return null;
  // Protocol-relative and backslash forms leave the origin without naming a scheme.
  if (/^[\\/]{2}/.test(url) || /^\/\\/.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (scheme) return schemes.includes(scheme.toLowerCase()) ? url : null;
  // Without a scheme a colon before the path would still be read as one by some parsers.
  return /^[^/?#]*:/.test(url) ? null : url;
}

/**
 * The attribute, written so the browser reads exactly the checked value: `&` is escaped too, so an
 * entity left undecoded (`&Tab;`) can never turn into a character after the check.
 */
function attribute(name: string, value: string): string {
  const escaped = value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return `${name}="${escaped}"`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  num: '#',
  excl: '!',
  quest: '?',
  equals: '=',
  percnt: '%',
  plus: '+',
  commat: '@',
};

/**
 * Character references as the browser decodes them in an attribute: numeric ones with or without
 * the semicolon, and the named ones that can spell out a URL. Any other named reference stays as
 * written, and `attribute()` escapes its `&`, so it stays harmless text.
 */
export function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_match, decimal: string) => codePoint(parseInt(decimal, 10)))
    .replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
}

function codePoint(code: number): string {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    ? String.fromCodePoint(code)
    : '\ufffd';
}
