import {Link} from '@remix-run/react';
import {useLocale} from '~/lib/useLocale';
import {localizePath} from '~/lib/locale';

export interface Crumb {
  label: string;
  /** A site path without the locale prefix; the last crumb, the page itself, has none. */
  path?: string;
}

/** Where the page sits: links up the trail, the page itself last and marked current. */
export function Breadcrumbs({crumbs, className = ''}: {crumbs: Crumb[]; className?: string}) {
  const locale = useLocale();
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-stone-600 ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
              {crumb.path && !last ? (
                <Link
                  to={localizePath(crumb.path, locale)}
                  className="underline-offset-4 hover:text-emerald-800 hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'text-stone-900' : ''}
                >
                  {crumb.label}
                </span>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-stone-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
