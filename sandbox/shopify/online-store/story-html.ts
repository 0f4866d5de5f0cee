/**
 * A story's body as the HTML a Shopify rich-text field holds, for the policies the shop keeps in
 * both places: rich-text blocks and tables, in order. Headings, breadcrumbs and widgets are the
 * page's own furniture, not the policy text, and are left out.
 */
import {escapeHtml} from '../../http/responses';
import type {Blok, RichTextNode} from '../../storyblok/content-types';

export function storyBodyHtml(content: Blok): string {
  return blocksOf(content)
    .map((blok) => {
      if (blok.component === 'rich-text-block') return richTextHtml(blok.text as RichTextNode);
      if (blok.component === 'table') return tableHtml(blok);
      return '';
    })
    .join('');
}

/** Every blok under the page's `body`, depth first (sections hold the blocks). */
function blocksOf(blok: Blok): Blok[] {
  const children = Array.isArray(blok.body) ? (blok.body as Blok[]) : [];
  return children.flatMap((child) => [child, ...blocksOf(child)]);
}

export function richTextHtml(node: RichTextNode | undefined): string {
  if (!node) return '';
  const inner = () => (node.content ?? []).map(richTextHtml).join('');
  switch (node.type) {
    case 'doc':
      return inner();
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 2));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'bullet_list':
      return `<ul>${inner()}</ul>`;
    case 'ordered_list':
      return `<ol>${inner()}</ol>`;
    case 'list_item':
      return `<li>${inner()}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'hard_break':
      return '<br>';
    case 'horizontal_rule':
      return '<hr>';
    case 'text':
      return (node.marks ?? []).reduce(
        (html, mark) => withMark(html, mark),
        escapeHtml(node.text ?? ''),
      );
    default:
      return inner();
  }
}

function withMark(html: string, mark: NonNullable<RichTextNode['marks']>[number]): string {
  switch (mark.type) {
    case 'bold':
      return `<strong>${html}</strong>`;
    case 'italic':
      return `<em>${html}</em>`;
    case 'link': {
      const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href : '';
      return href ? `<a href="${escapeHtml(href)}">${html}</a>` : html;
    }
    default:
      return html;
  }
}

interface TableCell {
  value?: string;
}

function tableHtml(blok: Blok): string {
  const table = blok.table as {thead?: TableCell[]; tbody?: {body?: TableCell[]}[]} | undefined;
  const cells = (row: TableCell[] | undefined, tag: 'th' | 'td') =>
    (row ?? []).map((cell) => `<${tag}>${escapeHtml(cell.value ?? '')}</${tag}>`).join('');
  const caption =
    typeof blok.caption === 'string' && blok.caption
      ? `<caption>${escapeHtml(blok.caption)}</caption>`
      : '';
  const body = (table?.tbody ?? []).map((row) => `<tr>${cells(row.body, 'td')}</tr>`).join('');
  return `<table>${caption}<thead><tr>${cells(
    table?.thead,
    'th',
  )}</tr></thead><tbody>${body}</tbody></table>`;
}
