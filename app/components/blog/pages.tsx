import type {useLoaderData} from '@remix-run/react';
import type {ComponentProps} from 'react';
import type {loader as archiveLoader} from '~/routes/($locale).blog.archive.$year';
import type {loader as categoryLoader} from '~/routes/($locale).blog.categories.$slug';
import type {loader as indexLoader} from '~/routes/($locale).blog._index';
import {BLOG_PATH} from '~/lib/blog/paths';
import {useLocalizedPath} from '~/lib/useLocale';
import {BlogListing, PagedPosts} from './BlogListing';
import {FeaturedPost} from './FeaturedPost';

/** What a route's loader gives its page. */
type PageData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

/*
 * The blog's listing pages: markup and links only, so the page the server sent keeps their HTML
 * without this chunk (`keptFromServer` in each route).
 */

export function BlogIndexPage({
  title,
  intro,
  featured,
  badge,
  posts,
  page,
  pageCount,
  sidebar,
}: PageData<typeof indexLoader>) {
  const blogPath = useLocalizedPath(BLOG_PATH);
  return (
    <BlogListing
      crumbs={[{label: 'Home', path: '/'}, {label: title}]}
      eyebrow="The blog"
      title={title}
      intro={intro}
      lead={featured ? <FeaturedPost post={featured} badge={badge} /> : null}
      sidebar={sidebar}
    >
      <PostsSection
        id="recent-posts"
        heading={page > 1 ? `Recent posts, page ${page}` : 'Recent posts'}
        posts={posts}
        page={page}
        pageCount={pageCount}
        path={blogPath}
        label="Recent posts pages"
      />
    </BlogListing>
  );
}

export function BlogArchivePage({
  year,
  path,
  posts,
  page,
  pageCount,
  sidebar,
  blogTitle,
}: PageData<typeof archiveLoader>) {
  return (
    <BlogListing
      crumbs={[
        {label: 'Home', path: '/'},
        {label: blogTitle, path: BLOG_PATH},
        {label: `Archive ${year}`},
      ]}
      eyebrow="Archive"
      title={`Posts from ${year}`}
      sidebar={sidebar}
    >
      <h2 className="sr-only">{page > 1 ? `Page ${page}` : 'Posts'}</h2>
      <PagedPosts
        posts={posts}
        page={page}
        pageCount={pageCount}
        path={path}
        label={`${year} archive pages`}
      />
    </BlogListing>
  );
}

export function BlogCategoryPage({
  category,
  path,
  featured,
  posts,
  page,
  pageCount,
  sidebar,
  blogTitle,
}: PageData<typeof categoryLoader>) {
  return (
    <BlogListing
      crumbs={[
        {label: 'Home', path: '/'},
        {label: blogTitle, path: BLOG_PATH},
        {label: category.title},
      ]}
      eyebrow="Category"
      title={category.title}
      intro={category.description}
      lead={featured ? <FeaturedPost post={featured} badge="Featured" /> : null}
      sidebar={sidebar}
    >
      {featured && posts.length === 0 && page === 1 ? null : (
        <PostsSection
          id="category-posts"
          heading={page > 1 ? `More in ${category.title}, page ${page}` : `More in ${category.title}`}
          posts={posts}
          page={page}
          pageCount={pageCount}
          path={path}
          label={`${category.title} pages`}
        />
      )}
    </BlogListing>
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
