import {Link} from '@remix-run/react';
import type {MenuEntry} from '~/lib/listing/menu';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/** How many collections the menu lists before 'Show more'. */
export const MENU_SHOWN = 5;

/**
 * The collections of this part of the catalogue. After five the rest sit behind 'Show more ({n})',
 * a `<details>`, so it opens without JavaScript.
 */
export function CollectionMenu({
  heading,
  entries,
}: {
  heading: {title: string; path: string} | null;
  entries: MenuEntry[];
}) {
  const collectionsPath = useLocalizedPath('/collections');
  if (!entries.length) return null;
  const item = (entry: MenuEntry) => (
    <li key={entry.path}>
      <Link
        to={`${collectionsPath}${entry.path}`}
        aria-current={entry.current ? 'page' : undefined}
        className={`flex justify-between gap-2 py-1 text-sm hover:text-emerald-800 ${
          entry.current ? 'font-semibold text-emerald-800' : 'text-stone-800'
        }`}
      >
        {entry.title}
        <span className="text-stone-600">{entry.count}</span>
      </Link>
    </li>
  );
  const rest = entries.slice(MENU_SHOWN);
  return (
    <nav aria-label="Collections">
      <h2 className="mb-2 text-lg font-semibold text-stone-900">
        {heading ? (
          <Link to={`${collectionsPath}${heading.path}`} className="hover:text-emerald-800">
            {heading.title}
          </Link>
        ) : (
          'Collections'
        )}
      </h2>
      <ul>{entries.slice(0, MENU_SHOWN).map(item)}</ul>
      {rest.length ? (
        <details className="group">
          <summary className="cursor-pointer py-1 text-sm font-semibold text-emerald-800 group-open:hidden">
            Show more ({rest.length})
          </summary>
          <ul>{rest.map(item)}</ul>
        </details>
      ) : null}
    </nav>
  );
}
