import {firstImage, type CardImage} from '~/lib/content/storyblok/images';
import {truncateText} from '~/lib/i18n/text';
import type {Blok, Story} from '~/lib/content/storyblok/types';

export {firstImage, type CardImage};

export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
  avatar: CardImage | null;
}

/** A post as its page shows it. */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  image: CardImage | null;
  category: BlogCategoryLink | null;
  categoryUuid: string;
  author: BlogAuthor | null;
  publishedAt: string | null;
  modifiedAt: string | null;
  body: unknown[];
  seo: {title: string; description: string; image: string | null};
}

/** Blog cards cut their excerpt here. */
export const EXCERPT_LENGTH = 180;

export interface BlogCategoryLink {
  title: string;
  slug: string;
}

/** The blog sidebar: categories and years that have posts, with their counts. */
export interface BlogSidebarData {
  categories: (BlogCategoryLink & {postCount: number})[];
  years: {year: number; postCount: number}[];
}

/** One page of a list of posts. */
export interface PostList {
  items: BlogCardData[];
  /** How many posts the query matches over all pages, as the CDN API counts them. */
  total: number;
}

/** What a blog card shows, and nothing more: lists of these go from loaders to the page. */
export interface BlogCardData {
  /** The story's content type; only `blog-post` has a card, anything else says so. */
  component: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string | null;
  image: CardImage | null;
  category: BlogCategoryLink | null;
}

/**
 * A post story as a card. The category is the story the CDN API resolved in place of its uuid, or
 * one looked up among categories the caller already has.
 */
export function toBlogCard(
  story: Story<Blok>,
  categories: ReadonlyMap<string, BlogCategoryLink> = new Map(),
): BlogCardData {
  const content = story.content;
  return {
    component: content.component,
    slug: story.slug,
    title: text(content.title) || story.name,
    excerpt: truncateExcerpt(text(content.excerpt)),
    publishedAt: story.first_published_at ?? story.published_at,
    image: firstImage(content.image),
    category: categoryLink(content.category, categories),
  };
}

/** The excerpt cut at the last word that fits in 180 characters, with an ellipsis when cut. */
export function truncateExcerpt(excerpt: string): string {
  return truncateText(excerpt, EXCERPT_LENGTH);
}

/** A category reference: a resolved story, or a uuid the caller knows. */
export function categoryLink(
  field: unknown,
  categories: ReadonlyMap<string, BlogCategoryLink> = new Map(),
): BlogCategoryLink | null {
  if (typeof field === 'string') return categories.get(field) ?? null;
  if (!isStory(field)) return null;
  return {title: text(field.content.title) || field.name, slug: field.slug};
}

export function isStory(value: unknown): value is Story<Blok> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Story).uuid === 'string' &&
    typeof (value as Story).content === 'object' &&
    (value as Story).content !== null
  );
}

/** A content field's trimmed text; content is editor input, so anything else is ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A number field (Storyblok sends numbers as text) as a whole number from 1 to `max`. */
export function positiveInteger(value: unknown, fallback: number, max = 48): number {
  const number = typeof value === 'number' ? value : Number.parseInt(text(value), 10);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}
