import {Link, useLocation} from '@remix-run/react';
import {LOCALES, localizePath, stripLocalePrefix} from '~/lib/i18n/locale';
import {useLocale} from '~/lib/i18n/useLocale';

/**
 * Where the shopper buys from, which sets prices, currency and content. Each country is a link to
 * the same page in that locale, so switching works without JavaScript and keeps the shopper's place.
 */
export function CountrySwitcher({className = ''}: {className?: string}) {
  const current = useLocale();
  const {pathname, search} = useLocation();
  const path = stripLocalePrefix(pathname, current);

  return (
    <nav aria-label="Country" className={className}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {LOCALES.map((locale) => (
          <li key={locale.tag}>
            <Link
              to={`${localizePath(path, locale)}${search}`}
              hrefLang={locale.tag}
              aria-current={locale === current ? 'true' : undefined}
              className="hover:underline aria-[current]:font-semibold aria-[current]:underline"
            >
              {locale.label} ({locale.currency})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
