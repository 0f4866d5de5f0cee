import {Link, useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {pageTitle} from '~/lib/content/site';
import {sitemapLinks, type CatalogueType, type SitemapLink} from '~/lib/content/sitemap.server';
import {useLocale} from '~/lib/i18n/useLocale';

const COLUMNS: {type: CatalogueType | 'pages'; title: string}[] = [
  {type: 'products', title: 'Products'},
  {type: 'collections', title: 'Collections'},
  {type: 'pages', title: 'Pages'},
];

export const meta: MetaFunction = () => [{title: pageTitle('Sitemap')}];

export async function loader({params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const columns = await Promise.all(
    COLUMNS.map(async ({type, title}) => ({
      title,
      links: alphabetical(await sitemapLinks(type, locale, context)),
    })),
  );
  return {columns};
}

export default function Sitemap() {
  const {columns} = useLoaderData<typeof loader>();
  const locale = useLocale();
  const home = localizePath('/', locale);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-700">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={home} className="underline-offset-4 hover:text-emerald-800 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true" className="text-stone-400">
            ›
          </li>
          <li>
            <span aria-current="page" className="font-semibold text-stone-900">
              Sitemap
            </span>
          </li>
        </ol>
      </nav>
      <h1 className="mt-6 text-3xl font-bold text-stone-900 sm:text-4xl">Sitemap</h1>
      <div className="mt-8 grid gap-10 md:grid-cols-3">
        {columns.map((column) => (
          <SitemapColumn
            key={column.title}
            title={column.title}
            links={column.links.map((link) => ({...link, path: localizePath(link.path, locale)}))}
          />
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}

function SitemapColumn({title, links}: {title: string; links: SitemapLink[]}) {
  const headingId = `sitemap-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="border-b border-stone-200 pb-2 text-xl font-bold text-stone-900"
      >
        {title}
      </h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              prefetch="none"
              className="text-emerald-900 underline-offset-4 hover:underline"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Only what the page shows, in the order people look for things. */
function alphabetical(links: SitemapLink[]) {
  return links.sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}));
}
