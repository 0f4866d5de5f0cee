import type {Blok} from '~/lib/storyblok/types';
import {isBlok} from './BlockList';

/**
 * Block kinds that render markup and nothing else: no state, effects or event handlers of their
 * own, no form. Their links are plain anchors and router links, which `KeptHtml` follows for
 * them. Data that streams in below the fold is put in place by React's own inline scripts, and a
 * service that failed is rendered as such on the server, so those blocks need no code either.
 * `markup-only.test.ts` reads each one's module and the modules it imports, and fails when one of
 * them gains behaviour.
 */
export const MARKUP_ONLY_BLOCKS: ReadonlySet<string> = new Set([
  'animated-svg',
  'breadcrumb-item',
  'breadcrumbs',
  'breakpoint-display',
  'button',
  'button-group',
  'callout-section',
  'card-basic',
  'card-blank',
  'card-contact',
  'card-review',
  'card-section',
  'collection-card',
  'contained-content',
  'graphic-list-item',
  'heading',
  'homepage-section',
  'html',
  'icon-list',
  'icon-list-item',
  'image-badge',
  'image-ratio',
  'image-ratio-card',
  'large-icon-list-item',
  'list-item',
  'offset-section',
  'product-card',
  'recent-post-grid',
  'review-card',
  'reviews-summary',
  'reviews-teaser',
  'rich-text-block',
  'row',
  'section',
  'slide',
  'social-icons',
  'social_icon',
  'spacer',
  'stack',
  'stack-horizontal',
  'svg-badge',
  'table',
  'testimonial-blurb',
  'testimonial-stack',
  'text-link',
  'z-pattern',
  'z-pattern-item',
]);

/**
 * True when the block and every block inside it render markup only. Read without the registry, so
 * that a page whose blocks are all kept need not load it; a kind nobody registered is not kept.
 */
export function isMarkupOnly(blok: Blok): boolean {
  const visit = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.every(visit);
    if (!value || typeof value !== 'object') return true;
    const {component} = value as {component?: unknown};
    if (typeof component === 'string' && !MARKUP_ONLY_BLOCKS.has(component)) return false;
    return Object.values(value).every(visit);
  };
  return visit(blok);
}

/**
 * The blocks of a page body that the browser hydrates: a page the server rendered keeps the HTML of
 * the markup-only ones without their code (`PageBlocks`), so their chunks need not be preloaded.
 * In the editor's preview every block hydrates, to follow the edits.
 */
export function hydratedBlocks(blocks: unknown, preview: boolean): unknown[] {
  if (!Array.isArray(blocks)) return [];
  // A block without an id is drawn even in a document (`PageBlocks` cannot tell its HTML apart).
  return preview ? blocks : blocks.filter((blok) => !isBlok(blok) || !blok._uid || !isMarkupOnly(blok));
}

/** A story's content as the browser hydrates it: page type `page` shows its body with `PageBlocks`. */
export function hydratedContent(content: Blok, preview: boolean): Blok {
  return content.component === 'page' ? {...content, body: hydratedBlocks(content.body, preview)} : content;
}
