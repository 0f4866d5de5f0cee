/**
 * `sitemap(type:)`, as Hydrogen's `getSitemapIndex` and `getSitemap` read it: `pagesCount` says how
 * many pages of `resources(page:)` there are (pages count from 1, 250 items each), and each item is
 * a handle with the time it last changed. An article's handle is `{blog}/{article}`, since article
 * handles are only unique within their blog. The shop has no metaobjects, so that sitemap is empty.
 */
import {loadCatalogue} from '../../catalogue';
import type {StorefrontContext} from '../context';
import {loadOnlineStore} from '../online-store';
import type {Resolvers} from './types';

export const SITEMAP_PAGE_SIZE = 250;

interface SitemapEntry {
  handle: string;
  updatedAt: string;
  title: string;
  image: {src: string; altText: string; updatedAt: string} | null;
}

type SitemapType = 'PRODUCT' | 'COLLECTION' | 'PAGE' | 'BLOG' | 'ARTICLE' | 'METAOBJECT';

interface SitemapSource {
  type: SitemapType;
}

export const sitemapResolvers: Resolvers = {
  Query: {
    sitemap: (_source, args): SitemapSource => ({type: args.type as SitemapType}),
  },
  Sitemap: {
    pagesCount: (source) => ({
      count: Math.ceil(entriesOf((source as SitemapSource).type).length / SITEMAP_PAGE_SIZE),
      precision: 'EXACT',
    }),
    resources: (source, args, context) => {
      // Pages count from 1; anything before the first page is as empty as anything after the last.
      const page = Math.max(0, Number(args.page));
      const entries = page >= 1 ? entriesOf((source as SitemapSource).type) : [];
      const start = (page - 1) * SITEMAP_PAGE_SIZE;
      return {
        hasNextPage: start + SITEMAP_PAGE_SIZE < entries.length,
        items: entries
          .slice(start, start + SITEMAP_PAGE_SIZE)
          .map((entry) => sitemapResource(entry, context)),
      };
    },
  },
};

function sitemapResource(entry: SitemapEntry, {origin}: StorefrontContext) {
  return {
    __typename: 'SitemapResource',
    handle: entry.handle,
    updatedAt: entry.updatedAt,
    title: entry.title,
    image: entry.image && {
      filepath: new URL(entry.image.src, origin).href,
      alt: entry.image.altText || null,
      updatedAt: entry.image.updatedAt,
    },
  };
}

function entriesOf(type: SitemapType): SitemapEntry[] {
  const catalogue = loadCatalogue();
  const store = loadOnlineStore();
  switch (type) {
    case 'PRODUCT':
      return catalogue.listedProducts.map((product) => ({
        handle: product.handle,
        updatedAt: product.updatedAt,
        title: product.title,
        image: product.images[0] ? {...product.images[0], updatedAt: product.updatedAt} : null,
      }));
    case 'COLLECTION':
      return catalogue.collections.map((collection) => ({
        handle: collection.handle,
        updatedAt: collection.updatedAt,
        title: collection.title,
        image: collection.image ? {...collection.image, updatedAt: collection.updatedAt} : null,
      }));
    case 'PAGE':
      return store.pages.map((page) => ({
        handle: page.handle,
        updatedAt: page.updatedAt,
        title: page.title,
        image: null,
      }));
    case 'BLOG':
      return store.blogs.map((blog) => ({
        handle: blog.handle,
        updatedAt: latest(blog.articles.map((article) => article.updatedAt)),
        title: blog.title,
        image: null,
      }));
    case 'ARTICLE':
      return store.articles.map((article) => ({
        handle: `${article.blog.handle}/${article.handle}`,
        updatedAt: article.updatedAt,
        title: article.title,
        image: article.image ? {...article.image, updatedAt: article.updatedAt} : null,
      }));
    case 'METAOBJECT':
      return [];
  }
}

function latest(dates: string[]): string {
  return dates.reduce((newest, date) => (date > newest ? date : newest), '1970-01-01T00:00:00Z');
}
