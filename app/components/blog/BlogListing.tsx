import {Link} from '@remix-run/react';
import type {ReactNode} from 'react';
import {BreadcrumbTrail, type TrailStep} from '~/components/Breadcrumbs';
import {Pagination} from '~/components/Pagination';
import type {BlogCardData, BlogSidebarData} from '~/lib/blog/cards';
import {pagePath} from '~/lib/blog/paths';
import {BlogGrid} from './BlogGrid';
import {BlogSidebar} from './BlogSidebar';

interface BlogListingProps {
  crumbs: TrailStep[];
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Full-width content between the heading and the columns (the featured post). */
  lead?: ReactNode;
  sidebar: BlogSidebarData;
  children: ReactNode;
}

/** The frame of every list of posts: heading, then the posts beside the sidebar. */
export function BlogListing({
  crumbs,
  eyebrow,
  title,
  intro,
  lead,
  sidebar,
  children,
}: BlogListingProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
      <BreadcrumbTrail steps={crumbs} />
      <header className="mt-8 max-w-3xl lg:mt-12">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl">
          {title}
        </h1>
        {intro ? <p className="mt-4 text-lg leading-relaxed text-stone-700">{intro}</p> : null}
      </header>
      {lead ? <div className="mt-10 lg:mt-12">{lead}</div> : null}
      <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[minmax(0,1fr)_19rem] xl:gap-16">
        <div className="lg:col-start-2 lg:row-start-1">
          <BlogSidebar sidebar={sidebar} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">{children}</div>
      </div>
    </div>
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
