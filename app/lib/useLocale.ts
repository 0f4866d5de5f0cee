import {useRouteLoaderData} from '@remix-run/react';
import {DEFAULT_LOCALE, type Locale} from '~/lib/locale';
import type {RootLoader} from '~/root';

/** The request's locale, as the root loader resolved it from the URL. */
export function useLocale(): Locale {
  return useRouteLoaderData<RootLoader>('root')?.locale ?? DEFAULT_LOCALE;
}
