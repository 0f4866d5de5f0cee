import {Link} from '@remix-run/react';

/** How many page numbers show around the current one. */
const WINDOW = 3;

/**
 * The page numbers to link: a window of three around the current page, kept inside the range, plus
 * the first and last pages so both ends are always one click away.
 */
export function pageWindow(current: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), pageCount - WINDOW + 1));
  const pages = new Set<number>([1, pageCount]);
  for (let page = start; page < start + WINDOW && page <= pageCount; page++) pages.add(page);
  return [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
}

interface PaginationProps {
  current: number;
  pageCount: number;
  /** The address of a page, locale included. */
  href: (page: number) => string;
  label?: string;
}

/** Real links to neighbouring pages, so paging works without JavaScript; nothing for one page. */
export function Pagination({current, pageCount, href, label = 'Pagination'}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(current, pageCount);
  const linkClass =
    'inline-flex min-w-11 items-center justify-center rounded-full px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? (
          <li>
            <Link
              to={href(Math.min(current - 1, pageCount))}
              rel="prev"
              className={`${linkClass} text-stone-800 hover:bg-stone-100`}
            >
              <span aria-hidden="true">←</span>&nbsp;Previous
            </Link>
          </li>
        ) : null}
        {pages.map((page, index) => (
          <li key={page} className="flex items-center">
            {index > 0 && page - pages[index - 1] > 1 ? (
              <span aria-hidden="true" className="px-1 text-stone-500">
                …
              </span>
            ) : null}
            <Link
              to={href(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Page ${page}`}
              className={`${linkClass} ${
                page === current ? 'bg-emerald-800 text-white' : 'text-stone-800 hover:bg-stone-100'
              }`}
            >
              {page}
            </Link>
          </li>
        ))}
        {current < pageCount ? (
          <li>
            <Link
              to={href(current + 1)}
              rel="next"
              className={`${linkClass} text-stone-800 hover:bg-stone-100`}
            >
              Next&nbsp;<span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
