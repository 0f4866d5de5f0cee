/**
 * A small markup for editorial text, so the seed copy reads like prose in the data modules and
 * still becomes Storyblok rich text. Inline: `**bold**`, `*italic*`, `[label](href)`.
 */
import type {RichTextDoc, RichTextNode} from '../../storyblok/content-types';

export type TextBlock =
  | string
  | {h2: string}
  | {h3: string}
  | {ul: string[]}
  | {ol: string[]}
  | {quote: string};

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function richText(blocks: TextBlock[]): RichTextDoc {
  return {type: 'doc', content: blocks.map(blockNode)};
}

/** The same blocks as plain text, for fields that take no markup (structured data, excerpts). */
export function plainText(blocks: TextBlock[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return stripInline(block);
      if ('h2' in block) return stripInline(block.h2);
      if ('h3' in block) return stripInline(block.h3);
      if ('quote' in block) return stripInline(block.quote);
      const items = 'ul' in block ? block.ul : block.ol;
      return items.map((item) => `- ${stripInline(item)}`).join('\n');
    })
    .join('\n\n');
}

export function stripInline(text: string): string {
  return text.replace(INLINE, (_match, bold, italic, label) => bold ?? italic ?? label);
}

function blockNode(block: TextBlock): RichTextNode {
  if (typeof block === 'string') return paragraph(block);
  if ('h2' in block) return {type: 'heading', attrs: {level: 2}, content: inline(block.h2)};
  if ('h3' in block) return {type: 'heading', attrs: {level: 3}, content: inline(block.h3)};
  if ('quote' in block) return {type: 'blockquote', content: [paragraph(block.quote)]};
  if ('ul' in block) return {type: 'bullet_list', content: block.ul.map(listItem)};
  return {type: 'ordered_list', attrs: {order: 1}, content: block.ol.map(listItem)};
}

function paragraph(text: string): RichTextNode {
  return {type: 'paragraph', content: inline(text)};
}

function listItem(text: string): RichTextNode {
  return {type: 'list_item', content: [paragraph(text)]};
}

function inline(text: string): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({type: 'text', text: text.slice(last, index)});
    const [, bold, italic, label, href] = match;
    if (bold !== undefined) nodes.push({type: 'text', text: bold, marks: [{type: 'bold'}]});
    else if (italic !== undefined)
      nodes.push({type: 'text', text: italic, marks: [{type: 'italic'}]});
    else nodes.push({type: 'text', text: label, marks: [linkMark(href)]});
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({type: 'text', text: text.slice(last)});
  return nodes;
}

/** Storyblok's link mark; other sites open in a new tab, our own pages do not. */
function linkMark(href: string): NonNullable<RichTextNode['marks']>[number] {
  const external = /^https?:\/\//.test(href);
  return {
    type: 'link',
    attrs: {
      href,
      uuid: null,
      anchor: null,
      target: external ? '_blank' : '_self',
      linktype: href.startsWith('mailto:') ? 'email' : 'url',
    },
  };
}
