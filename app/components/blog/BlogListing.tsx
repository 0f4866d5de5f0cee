import type {ReactNode} from 'react';
import type {BlogSidebarData} from '~/lib/content/blog/cards';
import {BlogSidebar} from './BlogSidebar';

/**
 * The frame of every list of posts: what comes first (`top`: the heading and any featured post),
 * then the posts beside the sidebar.
 */
export function BlogListing({
  top,
  sidebar,
  children,
}: {
  top: ReactNode;
  sidebar: BlogSidebarData;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
      {top}
      <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[minmax(0,1fr)_19rem] xl:gap-16">
        <div className="lg:col-start-2 lg:row-start-1">
          <BlogSidebar sidebar={sidebar} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">{children}</div>
      </div>
    </div>
  );
}
