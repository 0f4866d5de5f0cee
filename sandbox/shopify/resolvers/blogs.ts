/**
 * `blog`, `blogByHandle`, `blogs`, `articles`, `article` and the Blog / Article types, over the
 * Online Store seed. Articles list in id order unless a sort key says otherwise, as on Shopify;
 * the seed has no comments, so every `comments` connection is empty.
 */
import {numericId} from '../nodes';
import {loadOnlineStore, type SeedBlog, type StoreArticle} from '../online-store';
import {articleNode, blogNode, type ArticleNode, type BlogNode} from '../online-store/nodes';
import {dateMatchesTerm} from '../search-query';
import {connectionOf} from './connection';
import {equalsTerm, listConnection, type Listing} from './content-listing';
import {imageOf} from './images';
import {noMetafields} from './metafields';
import {articlePath, onlineStoreUrl} from './online-store-url';
import {stripHtml, truncatedText} from './product-view';
import type {Resolvers} from './types';

const blog = (source: unknown) => (source as BlogNode).seed;
const article = (source: unknown) => (source as ArticleNode).seed;

export function findBlog(args: {handle?: unknown; id?: unknown}): SeedBlog | null {
  const store = loadOnlineStore();
  if (typeof args.handle === 'string') return store.blogByHandle.get(args.handle) ?? null;
  const id = numericId(args.id, 'Blog');
  return id === null ? null : store.blogById.get(id) ?? null;
}

export function findArticle(id: unknown): StoreArticle | null {
  const number = numericId(id, 'Article');
  return number === null ? null : loadOnlineStore().articleById.get(number) ?? null;
}

export function authorOf({author}: StoreArticle) {
  return {
    firstName: author.firstName,
    lastName: author.lastName,
    name: `${author.firstName} ${author.lastName}`,
    email: author.email,
    bio: author.bio,
  };
}

const blogListing: Listing<SeedBlog> = {
  id: (seed) => seed.id,
  title: (seed) => seed.title,
  text: (seed) => seed.title,
  matchesField: (seed, term) => {
    switch (term.field) {
      case 'handle':
        return equalsTerm(seed.handle, term);
      case 'title':
        return seed.title.toLowerCase().includes(term.value);
      default:
        return undefined;
    }
  },
  sortValue: (seed, sortKey) =>
    sortKey === 'HANDLE' ? seed.handle : sortKey === 'TITLE' ? seed.title.toLowerCase() : seed.id,
};

const articleListing: Listing<StoreArticle> = {
  id: (seed) => seed.id,
  title: (seed) => seed.title,
  text: (seed) =>
    [seed.title, stripHtml(seed.contentHtml), ...seed.tags, authorOf(seed).name].join(' '),
  matchesField: (seed, term) => {
    switch (term.field) {
      case 'author':
        return authorOf(seed).name.toLowerCase().includes(term.value);
      case 'blog_title':
        return seed.blog.title.toLowerCase().includes(term.value);
      case 'tag':
        return seed.tags.some((tag) => equalsTerm(tag, term));
      case 'tag_not':
        return !seed.tags.some((tag) => equalsTerm(tag, term));
      case 'title':
        return seed.title.toLowerCase().includes(term.value);
      case 'handle':
        return equalsTerm(seed.handle, term);
      case 'created_at':
      case 'published_at':
        return dateMatchesTerm(seed.publishedAt, term);
      case 'updated_at':
        return dateMatchesTerm(seed.updatedAt, term);
      default:
        return undefined;
    }
  },
  sortValue: (seed, sortKey) => {
    switch (sortKey) {
      case 'AUTHOR':
        return authorOf(seed).name.toLowerCase();
      case 'BLOG_TITLE':
        return seed.blog.title.toLowerCase();
      case 'PUBLISHED_AT':
        return seed.publishedAt;
      case 'TITLE':
        return seed.title.toLowerCase();
      case 'UPDATED_AT':
        return seed.updatedAt;
      default:
        return seed.id;
    }
  },
};

export const blogResolvers: Resolvers = {
  Query: {
    blog: (_source, args) => {
      const seed = findBlog(args);
      return seed ? blogNode(seed) : null;
    },
    blogByHandle: (_source, args) => {
      const seed = findBlog({handle: args.handle});
      return seed ? blogNode(seed) : null;
    },
    blogs: (_source, args) => listConnection(loadOnlineStore().blogs, args, blogListing, blogNode),
    article: (_source, args) => {
      const seed = findArticle(args.id);
      return seed ? articleNode(seed) : null;
    },
    articles: (_source, args) =>
      listConnection(loadOnlineStore().articles, args, articleListing, articleNode),
  },
  Blog: {
    handle: (source) => blog(source).handle,
    title: (source) => blog(source).title,
    seo: (source) => blog(source).seo,
    onlineStoreUrl: (source, _args, context) =>
      onlineStoreUrl(context, `/blogs/${blog(source).handle}`),
    articleByHandle: (source, args) => {
      const seed = blog(source);
      const found = seed.articles.find((candidate) => candidate.handle === args.handle);
      return found ? articleNode({...found, blog: seed}) : null;
    },
    articles: (source, args) => {
      const seed = blog(source);
      const articles = loadOnlineStore().articles.filter((entry) => entry.blog.id === seed.id);
      return listConnection(articles, args, articleListing, articleNode);
    },
    authors: (source) => {
      const byEmail = new Map(
        loadOnlineStore()
          .articles.filter((entry) => entry.blog.id === blog(source).id)
          .map((entry) => [entry.author.email, authorOf(entry)]),
      );
      return [...byEmail.values()];
    },
    ...noMetafields,
  },
  Article: {
    handle: (source) => article(source).handle,
    title: (source) => article(source).title,
    tags: (source) => article(source).tags,
    publishedAt: (source) => article(source).publishedAt,
    seo: (source) => article(source).seo,
    author: (source) => authorOf(article(source)),
    authorV2: (source) => authorOf(article(source)),
    blog: (source) => blogNode(article(source).blog),
    contentHtml: (source) => article(source).contentHtml,
    content: (source, args) => truncatedText(article(source).contentHtml, args.truncateAt),
    excerptHtml: (source) => article(source).excerptHtml,
    excerpt: (source, args) => {
      const {excerptHtml} = article(source);
      return excerptHtml === null ? null : truncatedText(excerptHtml, args.truncateAt);
    },
    image: (source, _args, context) => {
      const {image} = article(source);
      return image
        ? {...imageOf(image, context), id: `gid://shopify/ArticleImage/${image.id}`}
        : null;
    },
    comments: () => connectionOf([]),
    onlineStoreUrl: (source, _args, context) =>
      onlineStoreUrl(context, articlePath(article(source))),
    trackingParameters: (source) => (source as ArticleNode).trackingParameters ?? null,
    ...noMetafields,
  },
};
