/**
 * Content records from the published Storyblok stories, one index per locale folder: pages, blog
 * posts and FAQ items with their SEO fields and their readable text. The global story and the QA
 * fixtures are not content anyone searches for.
 */
import type {Story} from '../../storyblok/content-types';
import {isPlainObject, type AlgoliaRecord} from '../attributes';

const NOT_SEARCHED = new Set(['global']);
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

export function contentRecords(stories: readonly Story[], localeFolder: string): AlgoliaRecord[] {
  return stories
    .filter((story) => story.full_slug.startsWith(`${localeFolder}/`))
    .filter(
      (story) => !story.full_slug.includes('/qa/') && !NOT_SEARCHED.has(story.content.component),
    )
    .map((story) => storyRecord(story));
}

function storyRecord(story: Story): AlgoliaRecord {
  const {content} = story;
  const seo = isPlainObject(content.seo) ? content.seo : {};
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
      seo: {title: stringOr(seo.title, story.name), description: stringOr(seo.description, '')},
      ...topLevelProse(content),
      text: proseOf(content.body ?? content).slice(0, TEXT_LIMIT),
    },
    first_published_at: story.first_published_at,
    published_at: story.published_at,
  };
}

/** Title, excerpt, question and answer of blog posts and FAQ items, as plain text. */
function topLevelProse(content: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of ['title', 'excerpt', 'question', 'answer']) {
    const value = content[name];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value : proseOf(value);
    if (text) fields[name] = text;
  }
  return fields;
}

/** Every prose string under `value` (rich-text documents included), in reading order. */
function proseOf(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown, field: string | null) => {
    if (typeof node === 'string') {
      if (field !== null && PROSE_FIELDS.has(field) && node.trim()) parts.push(node.trim());
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, field);
    } else if (isPlainObject(node)) {
      for (const [key, inner] of Object.entries(node)) {
        if (key !== 'seo') walk(inner, key);
      }
    }
  };
  walk(value, null);
  return [...new Set(parts)].join(' ');
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}
