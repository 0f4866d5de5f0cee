import {Link, type useLoaderData} from '@remix-run/react';
import type {ComponentProps, ReactNode} from 'react';
import {BreadcrumbTrail, type TrailStep} from '~/components/Breadcrumbs';
import {Pagination} from '~/components/Pagination';
import type {loader as archiveLoader} from '~/routes/($locale).blog.archive.$year';
import type {loader as categoryLoader} from '~/routes/($locale).blog.categories.$slug';
import type {loader as indexLoader} from '~/routes/($locale).blog._index';
import type {BlogCardData} from '~/lib/content/blog/cards';
import {BLOG_PATH, pagePath} from '~/lib/content/blog/paths';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {BlogGrid} from './BlogGrid';
import {FeaturedPost} from './FeaturedPost';

/** What a route's loader gives its page. */
type PageData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

/* The blog's listing pages, but for their sidebar (`BlogListing`). */

export function BlogIndexTop({title, intro, featured, badge}: PageData<typeof indexLoader>) {
  return (
    <ListingTop
      crumbs={[{label: 'Home', path: '/'}, {label: title}]}
      eyebrow="The blog"
      title={title}
      intro={intro}
      lead={featured ? <FeaturedPost post={featured} badge={badge} /> : null}
    />
  );
}

export function BlogIndexPosts({posts, page, pageCount}: PageData<typeof indexLoader>) {
  const blogPath = useLocalizedPath(BLOG_PATH);
  return (
    <PostsSection
      id="recent-posts"
      heading={page > 1 ? `Recent posts, page ${page}` : 'Recent posts'}
      posts={posts}
      page={page}
      pageCount={pageCount}
      path={blogPath}
      label="Recent posts pages"
    />
  );
}

export function BlogArchiveTop({year, blogTitle}: PageData<typeof archiveLoader>) {
  return (
    <ListingTop
      crumbs={[{label: 'Home', path: '/'}, {label: blogTitle, path: BLOG_PATH}, {label: `Archive ${year}`}]}
      eyebrow="Archive"
      title={`Posts from ${year}`}
    />
  );
}

export function BlogArchivePosts({year, path, posts, page, pageCount}: PageData<typeof archiveLoader>) {
  return (
    <>
      <h2 className="sr-only">{page > 1 ? `Page ${page}` : 'Posts'}</h2>
      <PagedPosts posts={posts} page={page} pageCount={pageCount} path={path} label={`${year} archive pages`} />
    </>
  );
}

export function BlogCategoryTop({category, featured, blogTitle}: PageData<typeof categoryLoader>) {
  return (
    <ListingTop
      crumbs={[{label: 'Home', path: '/'}, {label: blogTitle, path: BLOG_PATH}, {label: category.title}]}
      eyebrow="Category"
      title={category.title}
      intro={category.description}
      lead={featured ? <FeaturedPost post={featured} badge="Featured" /> : null}
    />
  );
}

export function BlogCategoryPosts({category, path, featured, posts, page, pageCount}: PageData<typeof categoryLoader>) {
  if (featured && posts.length === 0 && page === 1) return null;
  return (
    <PostsSection
      id="category-posts"
      heading={page > 1 ? `More in ${category.title}, page ${page}` : `More in ${category.title}`}
      posts={posts}
      page={page}
      pageCount={pageCount}
      path={path}
      label={`${category.title} pages`}
    />
  );
}

/** A listing's breadcrumbs and heading, then any full-width lead (the featured post). */
function ListingTop({
  crumbs,
  eyebrow,
  title,
  intro,
  lead,
}: {
  crumbs: TrailStep[];
  eyebrow: string;
  title: string;
  intro?: string;
  lead?: ReactNode;
}) {
  return (
    <>
      <BreadcrumbTrail steps={crumbs} />
      <header className="mt-8 max-w-3xl lg:mt-12">
        <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">{eyebrow}</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl">
          {title}
        </h1>
        {intro ? <p className="mt-4 text-lg leading-relaxed text-stone-700">{intro}</p> : null}
      </header>
      {lead ? <div className="mt-10 lg:mt-12">{lead}</div> : null}
    </>
  );
}

/** A titled list of posts, a page at a time. */
function PostsSection({
  id,
  heading,
  ...paged
}: {id: string; heading: string} & ComponentProps<typeof PagedPosts>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-semibold text-stone-900 sm:text-3xl">
        {heading}
      </h2>
      <div className="mt-6">
        <PagedPosts {...paged} />
      </div>
    </section>
  );
}

/**
 * One page of a list of posts, two to a row, and links to the list's other pages. An empty page
 * says why rather than failing.
 */
export function PagedPosts({
  posts,
  page,
  pageCount,
  path,
  label,
}: {
  posts: BlogCardData[];
  page: number;
  pageCount: number;
  /** The list's first page, localized; the others add `?page=`. */
  path: string;
  /** The accessible name of the page links. */
  label: string;
}) {
  return (
    <>
      {posts.length > 0 ? (
        <BlogGrid posts={posts} perRow={2} />
      ) : (
        <NoPostsOnPage page={page} firstPage={path} />
      )}
      <Pagination
        current={page}
        pageCount={pageCount}
        href={(target) => pagePath(path, target)}
        label={label}
      />
    </>
  );
}

/**
 * An empty list: nothing published yet, or a page past the last one, which says so and offers the
 * first page rather than an error.
 */
function NoPostsOnPage({page, firstPage}: {page: number; firstPage: string}) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center">
      <p className="font-serif text-2xl font-semibold text-stone-900">
        {page > 1 ? `No posts on page ${page}` : 'No posts here yet'}
      </p>
      <p className="mt-2 text-stone-700">
        {page > 1 ? 'This list has fewer pages than that.' : 'Check back soon for new stories.'}
      </p>
      {page > 1 ? (
        <Link
          to={firstPage}
          className="mt-6 inline-block rounded-full bg-emerald-800 px-5 py-2.5 text-sm font-semibold text-white hover:bg-emerald-900"
        >
          Go to the first page
        </Link>
      ) : null}
    </div>
  );
}
