import {LOCALES, type Locale} from '~/lib/i18n/locale';
import type {Blok, Story} from '~/lib/content/storyblok/types';

/**
 * The records of the `storyblok_content_{locale}` indexes, one per published story a visitor may
 * search for: pages, blog posts and FAQ items with their SEO fields and readable text. `/search`
 * reads `full_slug`, `name`, `content.seo`, `content.title` and `content.excerpt`; the index's
 * searchable attributes (`algolia/settings.json`) add the prose.
 */
export interface ContentRecord {
  objectID: string;
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  component: string;
  tag_list: string[];
  content: {
    component: string;
    seo: {title: string; description: string};
    title?: string;
    excerpt?: string;
    question?: string;
    answer?: string;
    text: string;
  };
  first_published_at: string | null;
  published_at: string | null;
}

/** Stories nobody searches for: the header and footer's global story. */
const NOT_SEARCHED = new Set(['global']);
/** Algolia's records are best kept small; the text is for matching, not showing. */
const TEXT_LIMIT = 5000;
/** Fields whose strings are prose a reader sees; layout settings and links are left out. */
const PROSE_FIELDS = new Set([
  'text',
  'title',
  'heading',
  'subheading',
  'eyebrow',
  'copy',
  'description',
  'question',
  'answer',
  'excerpt',
  'label',
  'body',
  'content',
  'caption',
  'quote',
  'intro',
  'subtitle',
]);
const SUMMARY_FIELDS = ['title', 'excerpt', 'question', 'answer'] as const;

/** The locale whose folder holds a story (`en-ca/blog/x` → en-ca), or null outside every folder. */
export function localeOfStory(fullSlug: string): Locale | null {
  return LOCALES.find((locale) => fullSlug.startsWith(`${locale.tag}/`)) ?? null;
}

/** Whether a published story belongs in its locale's content index. */
export function isSearchable(story: Pick<Story, 'full_slug' | 'content'>): boolean {
  return (
    localeOfStory(story.full_slug) !== null &&
    // The QA folder holds fixtures for checking blocks, not content.
    !story.full_slug.includes('/qa/') &&
    !NOT_SEARCHED.has(story.content.component)
  );
}

export function contentRecord(story: Story): ContentRecord {
  const {content} = story;
  const seo = isRecord(content.seo) ? content.seo : {};
  return {
    objectID: String(story.id),
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    full_slug: story.full_slug,
    component: content.component,
    tag_list: story.tag_list ?? [],
    content: {
      component: content.component,
      seo: {title: textOr(seo.title, story.name), description: textOr(seo.description, '')},
      ...summary(content),
      text: proseOf(content.body ?? content).slice(0, TEXT_LIMIT),
    },
    first_published_at: story.first_published_at,
    published_at: story.published_at,
  };
}

/** Title, excerpt, question and answer of blog posts and FAQ items, as plain text. */
function summary(content: Blok): Partial<Record<(typeof SUMMARY_FIELDS)[number], string>> {
  const fields: Partial<Record<(typeof SUMMARY_FIELDS)[number], string>> = {};
  for (const name of SUMMARY_FIELDS) {
    const value = content[name];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value : proseOf(value);
    if (text) fields[name] = text;
  }
  return fields;
}

/** Every prose string under `value` (rich-text documents included), in reading order, once each. */
function proseOf(value: unknown): string {
  const parts = new Set<string>();
  const walk = (node: unknown, field: string | null) => {
    if (typeof node === 'string') {
      if (field !== null && PROSE_FIELDS.has(field) && node.trim()) parts.add(node.trim());
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, field);
    } else if (isRecord(node)) {
      for (const [key, inner] of Object.entries(node)) if (key !== 'seo') walk(inner, key);
    }
  };
  walk(value, null);
  return [...parts].join(' ');
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
