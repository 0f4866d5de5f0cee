import type {useLoaderData} from '@remix-run/react';
import {BreadcrumbTrail} from '~/components/Breadcrumbs';
import type {BlogAuthor} from '~/lib/content/blog/cards';
import {BLOG_PATH, categoryPath} from '~/lib/content/blog/paths';
import {BLOG_NAME, SITE_NAME} from '~/lib/content/site';
import type {loader} from '~/routes/($locale).blog.$slug';
import {CategoryLabel} from './BlogCard';
import {BlogGrid} from './BlogGrid';
import {PostDate} from './PostDate';
import {PostImage} from './PostImage';
import {ShareLinks} from './ShareLinks';

/* A post's page around its body. */

type PostData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The trail, title, byline and picture above the post's body. */
export function PostIntro({post}: Pick<PostData, 'post'>) {
  return (
    <>
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
    </>
  );
}

/** Sharing and the author below the post's body. */
export function PostFooter({post, canonicalUrl}: Pick<PostData, 'post' | 'canonicalUrl'>) {
  return (
    <footer className="mx-auto mt-14 max-w-3xl space-y-10 px-4 sm:px-6">
      <div className="border-y border-stone-200 py-6">
        <ShareLinks url={canonicalUrl} title={post.title} image={post.seo.image} />
      </div>
      {post.author ? <AuthorBio author={post.author} /> : null}
    </footer>
  );
}

/** More posts in the post's category, below the article. */
export function RelatedPosts({post, related}: Pick<PostData, 'post' | 'related'>) {
  return (
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
