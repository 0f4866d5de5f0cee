import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useLoaderData} from '@remix-run/react';
import {BlogListing} from '~/components/blog/BlogListing';
import {BlogIndexPosts, BlogIndexTop} from '~/components/blog/pages';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {positiveInteger, text} from '~/lib/content/blog/cards';
import {BLOG_PATH, pagePath, requestedPage} from '~/lib/content/blog/paths';
import {
  blogSidebar,
  EVENTS_CATEGORY_SLUG,
  featuredCard,
  listPosts,
  loadBlogDirectory,
} from '~/lib/content/blog/posts.server';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {errorMeta, pageMeta} from '~/lib/content/meta';
import {BLOG_NAME} from '~/lib/content/site';
import {publicOrigin} from '~/lib/http/public-origin.server';


export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) return errorMeta(error);
  return pageMeta({
    title: data.page > 1 ? `${data.seoTitle} – Page ${data.page}` : data.seoTitle,
    description: data.description,
    canonicalUrl: data.canonicalUrl,
    image: data.featured?.image?.src,
    noindex: data.posts.length === 0,
  });
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const url = new URL(request.url);
  const page = requestedPage(url);
  const directory = await loadBlogDirectory({content: context.content, locale});
  const index = directory.index;
  if (!index) throw new Response('Not found', {status: 404});

  const perPage = positiveInteger(index.content.recent_posts_to_show, 6);
  const events = directory.categories.find((category) => category.slug === EVENTS_CATEGORY_SLUG);
  const featured = featuredCard(directory, index.content.featured_content);
  const posts = await listPosts(context.content, {
    page,
    perPage,
    notInCategories: events ? [events.uuid] : [],
    excludingSlugs: featured ? [featured.slug] : [],
  });
  const title = text(index.content.title) || BLOG_NAME;
  const seo = index.content.seo ?? {};

  return {
    title,
    intro: text(index.content.intro),
    seoTitle: text(seo.title) || title,
    description: text(seo.description) || text(index.content.intro),
    featured: page === 1 ? featured : null,
    badge: text(index.content.featured_badge) || 'Featured',
    posts: posts.items,
    page,
    pageCount: Math.ceil(posts.total / perPage),
    sidebar: blogSidebar(directory),
    canonicalUrl: new URL(localizePath(pagePath(BLOG_PATH, page), locale), publicOrigin(request, context.env)).href,
  };
}

export default function BlogIndex() {
  const data = useLoaderData<typeof loader>();
  return (
    <BlogListing top={<BlogIndexTop {...data} />} sidebar={data.sidebar}>
      <BlogIndexPosts {...data} />
    </BlogListing>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
