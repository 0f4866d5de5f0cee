import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useLoaderData} from '@remix-run/react';
import {PageBlocks} from '~/blocks/PageBlocks';
import {BlockDataProvider} from '~/blocks/context';
import {loadBlockData} from '~/blocks/data.server';
import {hydratedBlocks} from '~/blocks/markup-only';
import {blockScripts} from '~/blocks/scripts.server';
import {CategoryLabel} from '~/components/blog/BlogCard';
import {BlogGrid} from '~/components/blog/BlogGrid';
import {PostDate} from '~/components/blog/PostDate';
import {PostImage} from '~/components/blog/PostImage';
import {ShareLinks} from '~/components/blog/ShareLinks';
import {BreadcrumbTrail} from '~/components/Breadcrumbs';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {StructuredData} from '~/components/StructuredData';
import type {BlogAuthor} from '~/lib/blog/cards';
import {BLOG_PATH, categoryPath, postPath} from '~/lib/blog/paths';
import {getPost, listPosts} from '~/lib/blog/posts.server';
import {blogPostingJsonLd} from '~/lib/blog/structured-data';
import {localizePath, routeLocale} from '~/lib/locale';
import {errorMeta, pageMeta, scriptPreloads} from '~/lib/meta';
import {BLOG_NAME, SITE_NAME} from '~/lib/site';

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

  const origin = new URL(request.url).origin;
  // Every locale shows the one post; search engines are pointed at its one address.
  const canonicalUrl = new URL(postPath(post.slug), origin).href;
  const {categoryUuid: _categoryUuid, seo, ...shown} = post;
  return {
    post: {...shown, seo},
    related: related.items,
    blockData,
    blockScripts: blockScripts(hydratedBlocks(post.body, context.preview.active)),
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

export default function BlogPostPage() {
  const {post, related, blockData, canonicalUrl, structuredData} = useLoaderData<typeof loader>();
  return (
    <>
      <StructuredData data={structuredData} />
      <article className="pb-16">
        <header className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
          <BreadcrumbTrail
            steps={[
              {label: 'Home', path: '/'},
              {label: BLOG_NAME, path: BLOG_PATH},
              ...(post.category
                ? [{label: post.category.title, path: categoryPath(post.category.slug)}]
                : []),
              {label: post.title},
            ]}
          />
          <div className="mt-10 flex flex-col items-start gap-4 lg:mt-14">
            {post.category ? <CategoryLabel category={post.category} /> : null}
            <h1 className="font-serif text-4xl leading-tight font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl">
              {post.title}
            </h1>
            {post.excerpt ? (
              <p className="text-xl leading-relaxed text-stone-700">{post.excerpt}</p>
            ) : null}
            <Byline author={post.author} publishedAt={post.publishedAt} />
          </div>
        </header>
        {post.image ? (
          <figure className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
            <PostImage
              image={post.image}
              eager
              sizes="(min-width: 1024px) 1024px, 100vw"
              className="aspect-[1200/630] w-full rounded-3xl bg-emerald-50 object-cover"
            />
          </figure>
        ) : null}
        <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-6 px-4 text-lg leading-8 text-stone-800 sm:px-6 [&_a]:text-emerald-800 [&_h2]:mt-12 [&_h2]:font-serif [&_h2]:text-stone-900 [&_h3]:mt-8 [&_h3]:font-serif [&_li]:pl-1">
          <BlockDataProvider data={blockData}>
            <PageBlocks blocks={post.body} />
          </BlockDataProvider>
        </div>
        <footer className="mx-auto mt-14 max-w-3xl space-y-10 px-4 sm:px-6">
          <div className="border-y border-stone-200 py-6">
            <ShareLinks url={canonicalUrl} title={post.title} image={post.seo.image} />
          </div>
          {post.author ? <AuthorBio author={post.author} /> : null}
        </footer>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="border-t border-stone-200 bg-stone-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
            <h2 id="related-posts" className="font-serif text-3xl font-semibold text-stone-900">
              {post.category ? `More in ${post.category.title}` : 'Related posts'}
            </h2>
            <div className="mt-8">
              <BlogGrid posts={related} perRow={3} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

function Byline({author, publishedAt}: {author: BlogAuthor | null; publishedAt: string | null}) {
  return (
    <div className="mt-2 flex items-center gap-4">
      {author?.avatar ? (
        <img
          src={author.avatar.src}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-full bg-emerald-100 object-cover"
        />
      ) : null}
      <div>
        <p className="font-semibold text-stone-900">
          By {author?.name ?? SITE_NAME}
          {author?.role ? (
            <span className="font-normal text-stone-600">, {author.role}</span>
          ) : null}
        </p>
        <PostDate date={publishedAt} />
      </div>
    </div>
  );
}

function AuthorBio({author}: {author: BlogAuthor}) {
  return (
    <aside aria-label="About the author" className="flex gap-5 rounded-2xl bg-emerald-50 p-6">
      {author.avatar ? (
        <img
          src={author.avatar.src}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className="size-18 shrink-0 rounded-full bg-white object-cover"
        />
      ) : null}
      <div>
        <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">
          Written by
        </p>
        <p className="mt-1 font-serif text-xl font-semibold text-stone-900">{author.name}</p>
        {author.role ? <p className="text-stone-600">{author.role}</p> : null}
        {author.bio ? <p className="mt-3 leading-relaxed text-stone-700">{author.bio}</p> : null}
      </div>
    </aside>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
