import type {Locale} from '~/lib/i18n/locale';
import {sanitizeHtml} from '~/lib/content/sanitize-html';
import {linkFromMarkAttrs, storyblokLinkHref} from '~/lib/content/storyblok/links';
import type {RichTextDoc, RichTextNode} from '~/lib/content/storyblok/types';

/**
 * A question's answer as HTML for `FAQPage` structured data: the editors' structured-data answer
 * (plain text, paragraphs split by blank lines) when there is one, else the answer itself, and
 * either way through the store's one sanitiser (guarantee 6).
 */
export function faqAnswerHtml(
  {jsonLdAnswer, answer}: {jsonLdAnswer: string; answer: RichTextDoc | null},
  locale: Locale,
): string {
  if (jsonLdAnswer) return sanitizeHtml(plainTextHtml(jsonLdAnswer));
  return answer ? sanitizeHtml(richTextHtml(answer, locale)) : '';
}

function plainTextHtml(value: string): string {
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/**
 * Rich text as HTML with only the elements search engines read in an answer (paragraphs, headings,
 * lists, line breaks, emphasis and links); everything else keeps its text and drops its markup.
 * Text and addresses are escaped, and links pass the same scheme check as the page's own links.
 * Storyblok's own renderer (`@storyblok/richtext`) would bring an editor framework and a DOM
 * implementation into the worker for this.
 */
export function richTextHtml(doc: RichTextDoc, locale: Locale): string {
  return nodesHtml(doc.content, locale);
}

/** The words of rich text, paragraphs apart. */
export function richTextPlain(doc: RichTextDoc | null): string {
  const words = (node: RichTextNode): string =>
    node.type === 'text' ? node.text ?? '' : (node.content ?? []).map(words).join('');
  return (doc?.content ?? []).map(words).filter(Boolean).join('\n\n');
}

const BLOCKS: Record<string, string> = {
  paragraph: 'p',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  blockquote: 'p',
};

const MARKS: Record<string, string> = {bold: 'strong', italic: 'em'};

function nodesHtml(nodes: unknown, locale: Locale): string {
  if (!Array.isArray(nodes)) return '';
  return nodes.map((node: RichTextNode) => nodeHtml(node, locale)).join('');
}

function nodeHtml(node: RichTextNode, locale: Locale): string {
  if (!node || typeof node !== 'object') return '';
  if (node.type === 'text') return textHtml(node, locale);
  if (node.type === 'hard_break') return '<br>';
  const inner = nodesHtml(node.content, locale);
  if (node.type === 'heading') {
    const level = Number(node.attrs?.level);
    const tag = Number.isInteger(level) && level >= 2 && level <= 6 ? `h${level}` : 'h2';
    return `<${tag}>${inner}</${tag}>`;
  }
  const tag = Object.hasOwn(BLOCKS, node.type) ? BLOCKS[node.type] : null;
  return tag ? `<${tag}>${inner}</${tag}>` : inner;
}

function textHtml(node: RichTextNode, locale: Locale): string {
  if (typeof node.text !== 'string') return '';
  const marks = Array.isArray(node.marks) ? node.marks : [];
  return marks.reduceRight((inner, mark) => {
    if (mark?.type === 'link') {
      const href = storyblokLinkHref(linkFromMarkAttrs(mark.attrs ?? {}), locale);
      return href ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
    }
    const tag = mark && Object.hasOwn(MARKS, mark.type) ? MARKS[mark.type] : null;
    return tag ? `<${tag}>${inner}</${tag}>` : inner;
  }, escapeHtml(node.text));
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
