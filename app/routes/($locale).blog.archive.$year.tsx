import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useLoaderData} from '@remix-run/react';
import {BlogListing} from '~/components/blog/BlogListing';
import {BlogArchivePosts, BlogArchiveTop} from '~/components/blog/pages';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {archivePath, pagePath, requestedPage} from '~/lib/content/blog/paths';
import {blogSidebar, listPosts, loadBlogDirectory} from '~/lib/content/blog/posts.server';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {errorMeta, pageMeta} from '~/lib/content/meta';
import {BLOG_NAME} from '~/lib/content/site';
import {publicOrigin} from '~/lib/http/public-origin.server';

/** Spec section 9: eight posts a page (two to a row, as every paged list of posts shows them). */
const ARCHIVE_PAGE_SIZE = 8;


export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) return errorMeta(error);
  const title = `Posts from ${data.year} | ${BLOG_NAME}`;
  return pageMeta({
    title: data.page > 1 ? `${title} – Page ${data.page}` : title,
    description: `Every post The Green Standard published in ${data.year}, newest first.`,
    canonicalUrl: data.canonicalUrl,
    noindex: data.posts.length === 0,
  });
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const url = new URL(request.url);
  const page = requestedPage(url);
  if (!/^\d{4}$/.test(params.year ?? '')) throw new Response('Not found', {status: 404});
  const year = Number(params.year);

  const [directory, posts] = await Promise.all([
    loadBlogDirectory({content: context.content, locale}),
    listPosts(context.content, {page, perPage: ARCHIVE_PAGE_SIZE, inYear: year}),
  ]);
  if (!directory.years.some((archive) => archive.year === year)) {
    throw new Response('Not found', {status: 404});
  }

  const path = localizePath(archivePath(year), locale);
  return {
    year,
    path,
    posts: posts.items,
    page,
    pageCount: Math.ceil(posts.total / ARCHIVE_PAGE_SIZE),
    sidebar: blogSidebar(directory),
    blogTitle: directory.index?.content.title || BLOG_NAME,
    canonicalUrl: new URL(pagePath(path, page), publicOrigin(request, context.env)).href,
  };
}

export default function BlogArchiveYear() {
  const data = useLoaderData<typeof loader>();
  return (
    <BlogListing top={<BlogArchiveTop {...data} />} sidebar={data.sidebar}>
      <BlogArchivePosts {...data} />
    </BlogListing>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
