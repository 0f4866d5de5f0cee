/**
 * The shop's Online Store content as the Storefront API serves it: navigation menus, pages, one
 * blog with its articles, and the shop's policies. The seed is `sandbox/data/online-store/*.json`;
 * the four legal policies are read from the policy stories, so the store and the CMS always say
 * the same thing. This is not the storefront's own content (that lives in the CMS); it is what a
 * Hydrogen app written for Shopify, such as the skeleton template, expects a shop to have.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createStoryStore} from '../../storyblok/stories';
import {storyBodyHtml} from './story-html';

const SEED_DATA_DIR = join(import.meta.dirname, '..', '..', 'data');
export const ONLINE_STORE_DIR = join(SEED_DATA_DIR, 'online-store');

export interface SeedSeo {
  title: string | null;
  description: string | null;
}

export interface SeedPage {
  id: number;
  handle: string;
  title: string;
  bodyHtml: string;
  createdAt: string;
  updatedAt: string;
  seo: SeedSeo;
}

export interface SeedArticleAuthor {
  firstName: string;
  lastName: string;
  email: string;
  bio: string | null;
}

export interface SeedArticleImage {
  id: number;
  /** Path on the sandbox origin. */
  src: string;
  altText: string;
  width: number;
  height: number;
}

export interface SeedArticle {
  id: number;
  handle: string;
  title: string;
  author: SeedArticleAuthor;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  image: SeedArticleImage | null;
  excerptHtml: string | null;
  contentHtml: string;
  seo: SeedSeo;
}

export interface SeedBlog {
  id: number;
  handle: string;
  title: string;
  seo: SeedSeo;
  /** Oldest first, which is also id order. */
  articles: SeedArticle[];
}

/** Menu item types the seed uses; the URL and resource follow from the type. */
export type SeedMenuItemType =
  | 'COLLECTION'
  | 'PRODUCT'
  | 'PAGE'
  | 'BLOG'
  | 'ARTICLE'
  | 'SHOP_POLICY'
  | 'CATALOG'
  | 'COLLECTIONS'
  | 'FRONTPAGE'
  | 'SEARCH'
  | 'HTTP';

export interface SeedMenuItem {
  title: string;
  type: SeedMenuItemType;
  /** The resource's handle (`news/article-handle` for an article). */
  handle?: string;
  /** HTTP items: a path on the store's domain, or an absolute URL elsewhere. */
  url?: string;
  tags?: string[];
  items?: SeedMenuItem[];
}

export interface SeedMenu {
  id: number;
  handle: string;
  title: string;
  items: SeedMenuItem[];
}

export type PolicyField =
  | 'privacyPolicy'
  | 'refundPolicy'
  | 'shippingPolicy'
  | 'termsOfService'
  | 'subscriptionPolicy';

/** A policy either names the story whose text it shares, or carries its own title and body. */
interface SeedPolicy {
  field: PolicyField;
  id: number;
  handle: string;
  story?: string;
  title?: string;
  updatedAt?: string;
  bodyHtml?: string;
}

export interface ShopPolicyRecord {
  field: PolicyField;
  id: number;
  handle: string;
  title: string;
  body: string;
  updatedAt: string;
}

/** An article with the blog it belongs to. */
export interface StoreArticle extends SeedArticle {
  blog: SeedBlog;
}

export interface OnlineStore {
  menus: SeedMenu[];
  pages: SeedPage[];
  blogs: SeedBlog[];
  /** Every blog's articles, blog by blog. */
  articles: StoreArticle[];
  policies: ShopPolicyRecord[];
  menuByHandle: Map<string, SeedMenu>;
  pageByHandle: Map<string, SeedPage>;
  pageById: Map<number, SeedPage>;
  blogByHandle: Map<string, SeedBlog>;
  blogById: Map<number, SeedBlog>;
  articleById: Map<number, StoreArticle>;
  policyByField: Map<PolicyField, ShopPolicyRecord>;
  policyById: Map<number, ShopPolicyRecord>;
}

let cached: OnlineStore | undefined;

/** Read once per process, like the catalogue. */
export function loadOnlineStore(): OnlineStore {
  cached ??= indexOnlineStore(
    read<SeedMenu[]>('menus'),
    read<SeedPage[]>('pages'),
    read<SeedBlog[]>('blogs'),
    read<SeedPolicy[]>('policies').flatMap((policy) => resolvePolicy(policy) ?? []),
  );
  return cached;
}

function read<T>(name: string): T {
  return JSON.parse(readFileSync(join(ONLINE_STORE_DIR, `${name}.json`), 'utf8')) as T;
}

function resolvePolicy(policy: SeedPolicy): ShopPolicyRecord | null {
  const base = {field: policy.field, id: policy.id, handle: policy.handle};
  if (!policy.story) {
    return {
      ...base,
      title: policy.title ?? '',
      body: policy.bodyHtml ?? '',
      updatedAt: policy.updatedAt ?? '',
    };
  }
  const story = createStoryStore(SEED_DATA_DIR).find(policy.story, 'published');
  if (!story) throw new Error(`The ${policy.field} story ${policy.story} is missing`);
  return {
    ...base,
    title: policy.title ?? story.name,
    body: storyBodyHtml(story.content),
    updatedAt: story.published_at ?? story.created_at ?? '',
  };
}

export function indexOnlineStore(
  menus: SeedMenu[],
  pages: SeedPage[],
  blogs: SeedBlog[],
  policies: ShopPolicyRecord[],
): OnlineStore {
  const articles = blogs.flatMap((blog) => blog.articles.map((article) => ({...article, blog})));
  return {
    menus,
    pages,
    blogs,
    articles,
    policies,
    menuByHandle: new Map(menus.map((menu) => [menu.handle, menu])),
    pageByHandle: new Map(pages.map((page) => [page.handle, page])),
    pageById: new Map(pages.map((page) => [page.id, page])),
    blogByHandle: new Map(blogs.map((blog) => [blog.handle, blog])),
    blogById: new Map(blogs.map((blog) => [blog.id, blog])),
    articleById: new Map(articles.map((article) => [article.id, article])),
    policyByField: new Map(policies.map((policy) => [policy.field, policy])),
    policyById: new Map(policies.map((policy) => [policy.id, policy])),
  };
}
