import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useLoaderData} from '@remix-run/react';
import {BlogListing} from '~/components/blog/BlogListing';
import {BlogCategoryPosts, BlogCategoryTop} from '~/components/blog/pages';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {categoryPath, pagePath, requestedPage} from '~/lib/content/blog/paths';
import {blogSidebar, featuredCard, listPosts, loadBlogDirectory} from '~/lib/content/blog/posts.server';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {errorMeta, pageMeta} from '~/lib/content/meta';
import {BLOG_NAME} from '~/lib/content/site';
import {publicOrigin} from '~/lib/http/public-origin.server';


export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) return errorMeta(error);
  const title = `${data.category.title} | ${BLOG_NAME}`;
  return pageMeta({
    title: data.page > 1 ? `${title} – Page ${data.page}` : title,
    description: data.category.description,
    canonicalUrl: data.canonicalUrl,
    noindex: data.posts.length === 0 && !data.featured,
  });
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const url = new URL(request.url);
  const page = requestedPage(url);
  const directory = await loadBlogDirectory({content: context.content, locale});
  const category = directory.categories.find(({slug}) => slug === params.slug);
  if (!category) throw new Response('Not found', {status: 404});

  const featured = featuredCard(directory, category.featuredPost);
  // Only a post of this category leads its page; an editor's stale pick is left out.
  const lead = featured?.category?.slug === category.slug ? featured : null;
  const posts = await listPosts(context.content, {
    page,
    perPage: category.postsPerPage,
    inCategories: [category.uuid],
    excludingSlugs: lead ? [lead.slug] : [],
  });

  const path = localizePath(categoryPath(category.slug), locale);
  return {
    category: {title: category.title, description: category.description},
    path,
    featured: page === 1 ? lead : null,
    posts: posts.items,
    page,
    pageCount: Math.ceil(posts.total / category.postsPerPage),
    sidebar: blogSidebar(directory),
    blogTitle: directory.index?.content.title || BLOG_NAME,
    canonicalUrl: new URL(pagePath(path, page), publicOrigin(request, context.env)).href,
  };
}

export default function BlogCategory() {
  const data = useLoaderData<typeof loader>();
  return (
    <BlogListing top={<BlogCategoryTop {...data} />} sidebar={data.sidebar}>
      <BlogCategoryPosts {...data} />
    </BlogListing>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
