import {Suspense, type ComponentProps} from 'react';
import {lazyWithPreload} from '~/lib/ui/lazy-with-preload';

/*
 * The header's search and the newsletter signup validate with zod and conform, about 25 kB gzip
 * that every page's first load would otherwise carry. As `React.lazy` chunks they hydrate when their
 * code arrives; until then the server's HTML is a working GET (search) or POST (signup) form. The
 * server preloads both, so its HTML always holds them, with or without JavaScript.
 */
const SearchFormChunk = lazyWithPreload(() => import('./SearchForm').then((module) => module.SearchForm));
const NewsletterFormChunk = lazyWithPreload(() =>
  import('./NewsletterForm').then((module) => module.NewsletterForm),
);

export function preloadShellForms() {
  return Promise.all([SearchFormChunk.preload(), NewsletterFormChunk.preload()]);
}

export function SearchForm(props: ComponentProps<typeof SearchFormChunk>) {
  return (
    <Suspense fallback={null}>
      <SearchFormChunk {...props} />
    </Suspense>
  );
}

export function NewsletterForm(props: ComponentProps<typeof NewsletterFormChunk>) {
  return (
    <Suspense fallback={null}>
      <NewsletterFormChunk {...props} />
    </Suspense>
  );
}
