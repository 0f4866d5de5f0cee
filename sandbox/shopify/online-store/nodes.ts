/**
 * How Online Store records travel through the Storefront API, as catalogue records do (`../nodes.ts`):
 * parent objects carrying their seed record, which the Page, Blog, Article and ShopPolicy resolvers
 * read. Search results also carry their `trackingParameters`.
 */
import {gid} from '../nodes';
import type {SeedBlog, SeedPage, ShopPolicyRecord, StoreArticle} from '.';

export interface PageNode {
  __typename: 'Page';
  id: string;
  seed: SeedPage;
  trackingParameters?: string;
}

export interface BlogNode {
  __typename: 'Blog';
  id: string;
  seed: SeedBlog;
}

export interface ArticleNode {
  __typename: 'Article';
  id: string;
  seed: StoreArticle;
  trackingParameters?: string;
}

export interface PolicyNode {
  __typename: 'ShopPolicy';
  id: string;
  seed: ShopPolicyRecord;
}

export function pageNode(seed: SeedPage): PageNode {
  return {__typename: 'Page', id: gid('Page', seed.id), seed};
}

export function blogNode(seed: SeedBlog): BlogNode {
  return {__typename: 'Blog', id: gid('Blog', seed.id), seed};
}

export function articleNode(seed: StoreArticle): ArticleNode {
  return {__typename: 'Article', id: gid('Article', seed.id), seed};
}

export function policyNode(seed: ShopPolicyRecord): PolicyNode {
  return {__typename: 'ShopPolicy', id: gid('ShopPolicy', seed.id), seed};
}
