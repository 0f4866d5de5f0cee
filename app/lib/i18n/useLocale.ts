import {useLocation} from '@remix-run/react';
import {localeFromPath, localizePath, type Locale} from '~/lib/i18n/locale';

/**
 * The locale of the page being shown. It is read from the address, exactly as the server reads it
 * for the request, so a component never needs it passed down and never disagrees with the loader.
 */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The locale's tag: a key for parts of the shell whose links name the locale, and nothing else. */
export function useLocaleTag(): string {
  return useLocale().tag;
}

/** A site path in the current locale: `/cart` → `/en-ca/cart` on Canadian pages. */
export function useLocalizedPath(path: string): string {
  return localizePath(path, useLocale());
}
