import {Analytics} from '@shopify/hydrogen';
import {Link, useLoaderData} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {ListingView} from '~/components/listing/ListingView';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {SearchForm} from '~/components/ShellForms';
import {SearchQuerySchema} from '~/lib/forms/schemas/search';
import {createSearchClient} from '~/lib/listing/client.server';
import {listingAlternatives} from '~/lib/listing/alternatives.server';
import {browsableCollections} from '~/lib/listing/catalogue-listing.server';
import {legacyListingPath} from '~/lib/listing/legacy-address';
import {canonicalListingPath, listingRatings, pastTheEndPath} from '~/lib/listing/listing.server';
import {runSearch, type ContentHit} from '~/lib/listing/search.server';
import {readListingState} from '~/lib/listing/state';
import {visitorIdFrom} from '~/lib/listing/visitor';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {pageTitle} from '~/lib/content/site';
import {useLocale, useLocalizedPath} from '~/lib/i18n/useLocale';

type Tab = 'products' | 'content';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: pageTitle(data?.query ? `Search results for “${data.query}”` : 'Search Results')},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const url = new URL(request.url);
  const legacy = legacyListingPath(url);
  if (legacy) throw redirect(legacy);
  const state = readListingState(url.searchParams);
  const canonical = canonicalListingPath(url, state);
  if (canonical) throw redirect(canonical);

  const parsed = SearchQuerySchema.safeParse({query: url.searchParams.get('query') ?? ''});
  const query = parsed.success ? parsed.data.query : '';
  const tab: Tab = url.searchParams.get('tab') === 'content' ? 'content' : 'products';
  if (!query) {
    return {
      query,
      tab,
      state,
      results: null,
      collections: [],
      ratings: Promise.resolve({}),
      alternatives: {},
      currencyCode: locale.currency,
    };
  }

  const results = await runSearch(
    createSearchClient(context.algolia, context.withCache),
    {
      indexName: context.algolia.productsIndex,
      currencyCode: locale.currency,
      query,
      baseFilter: null,
      state,
      userToken: visitorIdFrom(request.headers.get('Cookie')),
    },
    context.algolia.contentIndex,
    locale,
  );
  const pastTheEnd = pastTheEndPath(url, state, results.products);
  if (pastTheEnd) throw redirect(pastTheEnd);
  return {
    query,
    tab,
    state,
    results,
    // Search is down: the catalogue's collections are still there to browse.
    collections: results.products ? [] : await browsableCollections(context),
    ratings: listingRatings(context, results.products),
    alternatives: await listingAlternatives(context, results.products),
    currencyCode: locale.currency,
  };
}

export default function Search() {
  const {query, tab, state, results, collections, ratings, alternatives, currencyCode} = useLoaderData<typeof loader>();
  const path = useLocalizedPath('/search');
  const locale = useLocale();
  const noResults = <p className="text-lg">No results for “{query}”.</p>;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Analytics.SearchView data={{searchTerm: query}} />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">Search Results</h1>
        {query ? <p className="mt-2 text-stone-700">for “{query}”</p> : null}
        {/* The header's box is behind a button on a phone; this one is there at any width, with or without JavaScript. */}
        <SearchForm
          key={query}
          locale={locale}
          idPrefix="search-page"
          label="Search again"
          defaultQuery={query}
          className="mt-4 max-w-xl"
        />
      </header>
      {!query ? (
        <p className="text-stone-700">Please enter a search term in the search box above.</p>
      ) : !results?.products || !results.content ? (
        <SearchUnavailable collections={collections} />
      ) : (
        <>
          <SearchTabs
            path={path}
            query={query}
            tab={tab}
            counts={{products: results.products.total, content: results.content.total}}
          />
          {tab === 'products' ? (
            <ListingView
              listing={results.products}
              ratings={ratings}
              alternatives={alternatives}
              state={state}
              path={path}
              pageParams={new URLSearchParams({query})}
              layout={state.grid === false ? 'list' : 'grid'}
              currencyCode={currencyCode}
              pageSizes={false}
              empty={noResults}
            />
          ) : results.content.hits.length ? (
            <ContentResults hits={results.content.hits} />
          ) : (
            <div className="py-10 text-center text-stone-700">{noResults}</div>
          )}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}

/** Search cannot answer: it says so, and offers the collections to browse instead. */
function SearchUnavailable({collections}: {collections: {handle: string; title: string}[]}) {
  const localized = useLocalizedPath('/collections');
  return (
    <div className="space-y-6">
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-stone-800">
        Search is unavailable just now. Please try again in a moment{collections.length ? ', or browse our collections.' : '.'}
      </p>
      {collections.length ? (
        <nav aria-label="Collections">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {collections.map((collection) => (
              <li key={collection.handle}>
                <Link
                  to={`${localized}/${collection.handle}`}
                  className="block rounded-md border border-stone-200 px-4 py-3 font-semibold text-emerald-900 hover:border-emerald-800"
                >
                  {collection.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

function SearchTabs({
  path,
  query,
  tab,
  counts,
}: {
  path: string;
  query: string;
  tab: Tab;
  counts: Record<Tab, number>;
}) {
  const link = (target: Tab, label: string) => {
    const params = new URLSearchParams({query});
    if (target === 'content') params.set('tab', 'content');
    const current = tab === target;
    return (
      <Link
        to={`${path}?${params}`}
        aria-current={current ? 'page' : undefined}
        className={`-mb-px border-b-2 px-4 py-3 font-semibold ${
          current
            ? 'border-emerald-800 text-emerald-900'
            : 'border-transparent text-stone-700 hover:text-stone-900'
        }`}
      >
        {label} ({counts[target]})
      </Link>
    );
  };
  return (
    <nav aria-label="Result types" className="mb-8 flex gap-2 border-b border-stone-200">
      {link('products', 'Products')}
      {link('content', 'Content')}
    </nav>
  );
}

function ContentResults({hits}: {hits: ContentHit[]}) {
  const locale = useLocale();
  return (
    <ul className="max-w-3xl divide-y divide-stone-200">
      {hits.map((hit) => (
        <li key={hit.id} className="py-5">
          <h2 className="text-lg font-semibold">
            <Link to={localizePath(hit.path, locale)} className="text-emerald-900 hover:underline">
              {hit.title}
            </Link>
          </h2>
          {hit.description ? <p className="mt-1 text-stone-700">{hit.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
