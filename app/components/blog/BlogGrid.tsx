import type {BlogCardData} from '~/lib/content/blog/cards';
import {BlogCard} from './BlogCard';

/** Full class names, so Tailwind sees them: one to four posts per row on large screens. */
const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-4',
};

/** Posts in rows; a list, so screen readers announce how many there are. */
export function BlogGrid({
  posts,
  perRow,
  headingLevel,
}: {
  posts: BlogCardData[];
  perRow: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={`grid gap-8 ${COLUMNS[Math.min(Math.max(perRow, 1), 4)]}`}>
      {posts.map((post) => (
        <li key={post.slug}>
          <BlogCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
