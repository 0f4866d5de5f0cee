import {Link} from '@remix-run/react';
import type {BlogCardData} from '~/lib/content/blog/cards';
import {postPath} from '~/lib/content/blog/paths';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {BlogCard, CategoryLabel} from './BlogCard';
import {PostDate} from './PostDate';
import {PostImage} from './PostImage';

/** The post an editor put first: a wide card with its badge ("Editor's Pick"). */
export function FeaturedPost({post, badge}: {post: BlogCardData; badge: string}) {
  const href = useLocalizedPath(postPath(post.slug));
  if (post.component !== 'blog-post') return <BlogCard post={post} headingLevel={2} />;
  return (
    <article className="group grid overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm lg:grid-cols-12">
      <div className="relative aspect-[1200/630] overflow-hidden bg-emerald-50 lg:col-span-7 lg:aspect-auto">
        <PostImage
          image={post.image}
          eager
          sizes="(min-width: 992px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10 lg:col-span-5">
        <div className="flex flex-wrap items-center gap-3">
          {badge ? (
            <p className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
              {badge}
            </p>
          ) : null}
          {post.category ? <CategoryLabel category={post.category} /> : null}
        </div>
        <h2 className="font-serif text-3xl leading-tight font-semibold text-balance text-stone-900 sm:text-4xl">
          <Link to={href} prefetch="intent" className="hover:text-emerald-800">
            {post.title}
          </Link>
        </h2>
        <PostDate date={post.publishedAt} />
        {post.excerpt ? (
          <p className="text-lg leading-relaxed text-stone-700">{post.excerpt}</p>
        ) : null}
        <Link
          to={href}
          className="mt-2 inline-flex items-center gap-2 self-start rounded-full bg-emerald-800 px-5 py-2.5 text-sm font-semibold text-white hover:bg-emerald-900"
        >
          Read Post<span className="sr-only">: {post.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
