import {Fragment, type ReactNode} from 'react';
import {SiteLink} from '~/components/SiteLink';
import type {Locale} from '~/lib/i18n/locale';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import {linkFromMarkAttrs, storyblokLinkHref} from '~/lib/content/storyblok/links';
import {useLocale} from '~/lib/i18n/useLocale';
import type {RichTextDoc, RichTextNode} from '~/lib/content/storyblok/types';

type Mark = NonNullable<RichTextNode['marks']>[number];
type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const HEADING_CLASS: Record<HeadingTag, string> = {
  h1: 'text-3xl font-bold md:text-4xl',
  h2: 'text-2xl font-bold md:text-3xl',
  h3: 'text-xl font-semibold md:text-2xl',
  h4: 'text-lg font-semibold',
  h5: 'font-semibold',
  h6: 'text-sm font-semibold uppercase tracking-wide',
};

/**
 * A Storyblok rich-text document as React elements. Only known nodes and marks become elements and
 * every URL is checked, so editor content can never inject markup or script (guarantee 6).
 */
export function RichText({doc}: {doc: RichTextDoc | null | undefined}) {
  const locale = useLocale();
  if (!doc || !Array.isArray(doc.content)) return null;
  return <>{renderNodes(doc.content, locale)}</>;
}

function renderNodes(nodes: unknown, locale: Locale): ReactNode[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.map((node: RichTextNode, index) => renderNode(node, index, locale));
}

function renderNode(node: RichTextNode, key: number, locale: Locale): ReactNode {
  if (!node || typeof node !== 'object') return null;
  const children = () => renderNodes(node.content, locale);
  switch (node.type) {
    case 'text':
      return renderText(node, key, locale);
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const Tag = headingTag(node.attrs?.level);
      return (
        <Tag key={key} className={HEADING_CLASS[Tag]}>
          {children()}
        </Tag>
      );
    }
    case 'bullet_list':
      return (
        <ul key={key} className="list-disc space-y-1 pl-6">
          {children()}
        </ul>
      );
    case 'ordered_list':
      return (
        <ol key={key} className="list-decimal space-y-1 pl-6" start={listStart(node.attrs?.order)}>
          {children()}
        </ol>
      );
    case 'list_item':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return (
        <blockquote key={key} className="border-l-4 border-emerald-700 pl-4 italic">
          {children()}
        </blockquote>
      );
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} className="border-stone-300" />;
    case 'image':
      return renderImage(node, key);
    default:
      return null;
  }
}

function renderText(node: RichTextNode, key: number, locale: Locale): ReactNode {
  if (typeof node.text !== 'string' || !node.text) return null;
  const marks = Array.isArray(node.marks) ? node.marks : [];
  // Storyblok lists marks outermost first, so wrap from the innermost out.
  const content = marks.reduceRight<ReactNode>(
    (inner, mark) => applyMark(mark, inner, locale),
    node.text,
  );
  return <Fragment key={key}>{content}</Fragment>;
}

function applyMark(mark: Mark, inner: ReactNode, locale: Locale): ReactNode {
  switch (mark?.type) {
    case 'bold':
      return <strong>{inner}</strong>;
    case 'italic':
      return <em>{inner}</em>;
    case 'underline':
      return <u>{inner}</u>;
    case 'strike':
      return <s>{inner}</s>;
    case 'code':
      return <code className="rounded bg-stone-100 px-1 font-mono text-[0.9em]">{inner}</code>;
    case 'link': {
      const href = storyblokLinkHref(linkFromMarkAttrs(mark.attrs ?? {}), locale);
      if (!href) return inner;
      const target = mark.attrs?.target === '_blank' ? '_blank' : undefined;
      return (
        <SiteLink href={href} target={target} className="underline underline-offset-2 hover:no-underline">
          {inner}
        </SiteLink>
      );
    }
    default:
      return inner;
  }
}

function renderImage(node: RichTextNode, key: number): ReactNode {
  const src = safeImageSrc(node.attrs?.src);
  if (!src) return null;
  return (
    <img
      key={key}
      src={src}
      alt={stringAttr(node.attrs?.alt) ?? ''}
      title={stringAttr(node.attrs?.title)}
      loading="lazy"
      className="h-auto max-w-full"
    />
  );
}

function headingTag(level: unknown): HeadingTag {
  const n = Number(level);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? (`h${n}` as HeadingTag) : 'h2';
}

function listStart(order: unknown): number | undefined {
  return typeof order === 'number' && Number.isInteger(order) && order !== 1 ? order : undefined;
}

function stringAttr(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
