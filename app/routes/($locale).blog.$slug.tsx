import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useLoaderData, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {PageBlocks} from '~/blocks/PageBlocks';
import {BlockDataProvider} from '~/blocks/context';
import {loadBlockData} from '~/blocks/data.server';
import {preloadBlocks} from '~/blocks/registry';
import {blockScripts} from '~/blocks/scripts.server';
import {PostFooter, PostIntro, RelatedPosts} from '~/components/blog/post';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {StructuredData} from '~/components/StructuredData';
import {BLOG_PATH, postPath} from '~/lib/content/blog/paths';
import {getPost, listPosts} from '~/lib/content/blog/posts.server';
import {blogPostingJsonLd} from '~/lib/content/blog/structured-data';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {errorMeta, pageMeta, scriptPreloads} from '~/lib/content/meta';
import {publicOrigin} from '~/lib/http/public-origin.server';

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;
const RELATED_POSTS = 3;

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) return errorMeta(error);
  const {post} = data;
  return pageMeta({
    title: post.seo.title,
    description: post.seo.description,
    canonicalUrl: data.canonicalUrl,
    image: post.seo.image,
    type: 'article',
    extra: [
      ...(post.publishedAt
        ? [{property: 'article:published_time', content: post.publishedAt}]
        : []),
      ...(post.modifiedAt ? [{property: 'article:modified_time', content: post.modifiedAt}] : []),
      ...(post.category ? [{property: 'article:section', content: post.category.title}] : []),
      ...scriptPreloads(data.blockScripts),
    ],
  });
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const slug = params.slug ?? '';
  if (!SLUG.test(slug)) throw new Response('Not found', {status: 404});
  const post = await getPost(context.content, slug);
  if (!post) throw new Response('Not found', {status: 404});

  const [related, blockData] = await Promise.all([
    post.categoryUuid
      ? listPosts(context.content, {
          perPage: RELATED_POSTS,
          inCategories: [post.categoryUuid],
          excludingSlugs: [post.slug],
        })
      : {items: []},
    loadBlockData(post.body, context),
  ]);

  const origin = publicOrigin(request, context.env);
  // Every locale shows the one post; search engines are pointed at its one address.
  const canonicalUrl = new URL(postPath(post.slug), origin).href;
  const {categoryUuid: _categoryUuid, seo, ...shown} = post;
  return {
    post: {...shown, seo},
    related: related.items,
    blockData,
    blockScripts: blockScripts(post.body),
    canonicalUrl,
    structuredData: blogPostingJsonLd({
      title: post.title,
      description: seo.description,
      image: seo.image,
      publishedAt: post.publishedAt,
      modifiedAt: post.modifiedAt,
      category: post.category?.title ?? null,
      author: post.author,
      url: canonicalUrl,
      siteUrl: new URL(localizePath('/', locale), origin).href,
      blogUrl: new URL(localizePath(BLOG_PATH, locale), origin).href,
    }),
  };
}

/** A navigation shows the post once its blocks' code is here. */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await preloadBlocks(data.post.body);
  return data;
}

export default function BlogPostPage() {
  const {post, related, blockData, canonicalUrl, structuredData} = useLoaderData<typeof loader>();
  return (
    <>
      <StructuredData data={structuredData} />
      <article className="pb-16">
        <PostIntro post={post} />
        <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-6 px-4 text-lg leading-8 text-stone-800 sm:px-6 [&_p_a]:text-emerald-800 [&_h2]:mt-12 [&_h2]:font-serif [&_h2]:text-stone-900 [&_h3]:mt-8 [&_h3]:font-serif [&_li]:pl-1">
          <BlockDataProvider data={blockData}>
            <PageBlocks blocks={post.body} />
          </BlockDataProvider>
        </div>
        <PostFooter post={post} canonicalUrl={canonicalUrl} />
      </article>
      {related.length > 0 ? <RelatedPosts post={post} related={related} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
