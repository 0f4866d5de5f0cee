import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {Link} from '@remix-run/react';
import {BlogGrid} from '~/components/blog/BlogGrid';
import {positiveInteger, type PostList} from '~/lib/content/blog/cards';
import {BLOG_PATH} from '~/lib/content/blog/paths';
import type {RecentPostGridBlok} from '~/lib/content/storyblok/types';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {BlockDataView} from './data-view';
import {recentPostsNeed, recentPostsQuery} from './data';
import {text} from './options';

/** The newest posts (in the editor's categories, or all), gathered by the page's loader. */
export function RecentPostGrid({blok}: {blok: RecentPostGridBlok}) {
  const {perPage} = recentPostsQuery(blok);
  const perRow = positiveInteger(blok.posts_per_row, 3, 4);
  const heading = text(blok.heading);
  const blogPath = useLocalizedPath(BLOG_PATH);
  return (
    <section {...storyblokEditable(blok)} aria-label={heading ? undefined : 'Recent posts'}>
      {heading ? (
        <h2 className="mb-8 font-serif text-3xl font-semibold text-stone-900">{heading}</h2>
      ) : null}
      <BlockDataView<PostList>
        need={recentPostsNeed(blok)}
        fallback={<GridPlaceholder count={perPage} perRow={perRow} />}
        failed={<Unavailable />}
      >
        {(posts) =>
          posts && posts.items.length > 0 ? (
            <BlogGrid posts={posts.items} perRow={perRow} headingLevel={heading ? 3 : 2} />
          ) : (
            <p className="text-stone-700">
              No posts yet.{' '}
              <Link to={blogPath} className="font-semibold text-emerald-800 underline">
                Visit the blog
              </Link>
            </p>
          )
        }
      </BlockDataView>
    </section>
  );
}

/** Holds the grid's place while its posts stream in, so nothing below it jumps. */
function GridPlaceholder({count, perRow}: {count: number; perRow: number}) {
  return (
    <div
      aria-hidden="true"
      className={`grid gap-8 md:grid-cols-2 ${perRow >= 3 ? 'lg:grid-cols-3' : ''}`}
    >
      {Array.from({length: count}, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-stone-200">
          <div className="aspect-[1200/630] animate-pulse bg-stone-100" />
          <div className="space-y-3 p-6">
            <div className="h-3 w-1/4 animate-pulse rounded bg-stone-100" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-stone-100" />
            <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Unavailable() {
  return (
    <p className="rounded-lg border border-stone-200 p-4 text-sm text-stone-700">
      Our latest posts are unavailable right now.
    </p>
  );
}
