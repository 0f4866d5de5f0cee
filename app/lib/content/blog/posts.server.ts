import {DEFAULT_LOCALE, type Locale} from '~/lib/i18n/locale';
import {getAllStories} from '~/lib/content/storyblok/all-stories.server';
import type {ContentClient, StoryListParams} from '~/lib/content/storyblok/client.server';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import type {
  AuthorContent,
  BlogCategoryContent,
  BlogIndexContent,
  BlogPostContent,
  Blok,
  Story,
} from '~/lib/content/storyblok/types';
import {
  categoryLink,
  firstImage,
  isStory,
  positiveInteger,
  text,
  toBlogCard,
  type BlogCardData,
  type BlogAuthor,
  type BlogCategoryLink,
  type BlogPost,
  type PostList,
  type BlogSidebarData,
} from './cards';

/**
 * The blog is written once, in the default locale's folder, and every locale shows it; only the
 * index content (featured post, badge) is per locale. See docs/decisions/0008.
 */
export const BLOG_LOCALE: Locale = DEFAULT_LOCALE;
const POSTS = `${BLOG_LOCALE.tag}/blog/*`;
const POST_TYPE = 'blog-post';
/** The index's grid of recent posts leaves this category out: events date quickly. */
export const EVENTS_CATEGORY_SLUG = 'events';

export interface PostListQuery {
  /** 1-based. */
  page?: number;
  perPage: number;
  /** Posts first published in this year (UTC). */
  inYear?: number;
  /** Category uuids; empty or absent means every category. */
  inCategories?: string[];
  notInCategories?: string[];
  /** Posts to leave out by slug: the featured post above a list, the post above its related posts. */
  excludingSlugs?: string[];
}

/**
 * One page of posts, newest first, as cards: every filter, the order and the paging are the CDN
 * API's (`filter_query`, `first_published_at_gt/_lt`, `sort_by`, `page`, `per_page`, and the
 * `total` header), in one call, with each post's category resolved in the same answer.
 */
export async function listPosts(content: ContentClient, query: PostListQuery): Promise<PostList> {
  const {stories, total} = await content.getStories(postListParams(query));
  return {items: stories.map((story) => toBlogCard(story)), total};
}

export function postListParams({
  page = 1,
  perPage,
  inYear,
  inCategories = [],
  notInCategories = [],
  excludingSlugs = [],
}: PostListQuery): StoryListParams {
  const category: Record<string, string> = {};
  if (inCategories.length > 0) category.in = inCategories.join(',');
  if (notInCategories.length > 0) category.not_in = notInCategories.join(',');
  return {
    by_slugs: POSTS,
    content_type: POST_TYPE,
    excluding_fields: 'body,seo',
    resolve_relations: `${POST_TYPE}.category`,
    sort_by: 'first_published_at:desc',
    page,
    per_page: perPage,
    ...(Object.keys(category).length > 0 ? {filter_query: {category}} : {}),
    ...(inYear === undefined ? {} : yearRange(inYear)),
    ...(excludingSlugs.length > 0
      ? {excluding_slugs: excludingSlugs.map((slug) => `${BLOG_LOCALE.tag}/blog/${slug}`).join(',')}
      : {}),
  };
}

/** Storyblok compares these to the minute, in UTC. */
function yearRange(year: number) {
  return {
    first_published_at_gt: `${year - 1}-12-31 23:59`,
    first_published_at_lt: `${year + 1}-01-01 00:00`,
  };
}

export interface BlogCategory extends BlogCategoryLink {
  uuid: string;
  description: string;
  featuredPost: string;
  postsPerPage: number;
  postCount: number;
}

export interface ArchiveYear {
  year: number;
  postCount: number;
}

/**
 * What every listing page of the blog knows about the whole blog: the locale's index content, the
 * categories with their post counts, the years with theirs, and each post's card by uuid (for the
 * featured post). See `loadBlogDirectory`.
 */
export interface BlogDirectory {
  index: Story<BlogIndexContent> | null;
  categories: BlogCategory[];
  years: ArchiveYear[];
  cards: ReadonlyMap<string, BlogCardData>;
}

/**
 * The blog's directory in one call: the locale's index story and every story under the blog
 * folder (categories, authors, posts) without post bodies. The CDN API has no counts per field,
 * so the sidebar's counts are taken from this list; the lists a page shows never are (they come
 * from `listPosts`, filtered and paged by the API). Past 100 stories it takes one more call per 100.
 */
export async function loadBlogDirectory({
  content,
  locale,
}: {
  content: ContentClient;
  locale: Locale;
}): Promise<BlogDirectory> {
  const stories = await getAllStories(content, {
    by_slugs: `${locale.tag}/blog,${POSTS}`,
    excluding_fields: 'body',
    sort_by: 'first_published_at:desc',
  });
  return directoryOf(stories, locale);
}

export function directoryOf(stories: Story<Blok>[], locale: Locale): BlogDirectory {
  const ofType = <Content extends Blok>(component: string) =>
    stories.filter((story) => story.content.component === component) as Story<Content>[];
  const posts = ofType<BlogPostContent>(POST_TYPE);

  const postsPerCategory = countBy(posts, (post) => text(post.content.category));
  const categories = ofType<BlogCategoryContent>('blog-category')
    .map((story) => ({
      uuid: story.uuid,
      slug: story.slug,
      title: text(story.content.title) || story.name,
      description: text(story.content.description),
      featuredPost: text(story.content.featured_post),
      postsPerPage: positiveInteger(story.content.posts_per_page, 8),
      postCount: postsPerCategory.get(story.uuid) ?? 0,
    }))
    .sort((a, b) => a.title.localeCompare(b.title));

  const links = new Map(categories.map(({uuid, title, slug}) => [uuid, {title, slug}]));
  const postsPerYear = countBy(posts, (post) => publishedYear(post)?.toString() ?? '');
  const years = [...postsPerYear]
    .filter(([year]) => year !== '')
    .map(([year, postCount]) => ({year: Number(year), postCount}))
    .sort((a, b) => b.year - a.year);

  return {
    index:
      (stories.find(
        (story) =>
          story.full_slug === `${locale.tag}/blog` && story.content.component === 'blog-index',
      ) as Story<BlogIndexContent> | undefined) ?? null,
    categories,
    years,
    cards: new Map(posts.map((post) => [post.uuid, toBlogCard(post, links)])),
  };
}

export function blogSidebar(directory: BlogDirectory): BlogSidebarData {
  return {
    categories: directory.categories
      .filter((category) => category.postCount > 0)
      .map(({title, slug, postCount}) => ({title, slug, postCount})),
    years: directory.years,
  };
}

/** The card of a featured post named by uuid; an editor's reference to something else has none. */
export function featuredCard(directory: BlogDirectory, uuid: unknown): BlogCardData | null {
  return directory.cards.get(text(uuid)) ?? null;
}

/** A post by slug with its category and author in the same call, or null when there is none. */
export async function getPost(content: ContentClient, slug: string): Promise<BlogPost | null> {
  const story = await content.getStory<BlogPostContent>(`blog/${slug}`, {
    locale: BLOG_LOCALE,
    resolve_relations: `${POST_TYPE}.category,${POST_TYPE}.author`,
  });
  if (!story || story.content.component !== POST_TYPE) return null;
  const {content: post} = story;
  const seo = post.seo ?? {};
  const image = firstImage(post.image);
  return {
    slug: story.slug,
    title: text(post.title) || story.name,
    excerpt: text(post.excerpt),
    image,
    category: categoryLink(post.category),
    categoryUuid: isStory(post.category) ? post.category.uuid : text(post.category),
    author: isStory(post.author) ? authorOf(post.author as Story<AuthorContent>) : null,
    publishedAt: story.first_published_at ?? story.published_at,
    modifiedAt: story.published_at ?? story.first_published_at,
    body: Array.isArray(post.body) ? post.body : [],
    seo: {
      title: text(seo.title) || text(post.title),
      description: text(seo.description) || text(post.excerpt),
      image: safeImageSrc(seo.og_image) ?? image?.src ?? null,
    },
  };
}

function authorOf(story: Story<AuthorContent>): BlogAuthor | null {
  const name = text(story.content.name) || story.name;
  if (!name) return null;
  return {
    name,
    role: text(story.content.role),
    bio: text(story.content.bio),
    avatar: firstImage(story.content.avatar),
  };
}

function publishedYear(story: Story<Blok>): number | null {
  const date = story.first_published_at ?? story.published_at;
  const year = date ? new Date(date).getUTCFullYear() : NaN;
  return Number.isNaN(year) ? null : year;
}

function countBy<Item>(items: Item[], key: (item: Item) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
