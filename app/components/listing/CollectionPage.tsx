import {Analytics} from '@shopify/hydrogen';
import {Link} from '@remix-run/react';
import {Image} from '~/components/Image';
import {StructuredData} from '~/components/StructuredData';
import type {CollectionPageData} from '~/lib/listing/collection-page.server';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {CollectionMenu} from './CollectionMenu';
import {ListingView} from './ListingView';

/** A collection: its header (and, at the top level, its sub-collections), then its listing. */
export function CollectionPage({data, path}: {data: CollectionPageData; path: string}) {
  const {place, listing, ratings, alternatives, state, layout, currencyCode, openParams, canonicalUrl} = data;
  const {collection} = place;
  const collectionsPath = useLocalizedPath('/collections');
  const localPath = useLocalizedPath(path);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Analytics.CollectionView data={{collection: {id: collection.id, handle: collection.handle}}} />
      <StructuredData data={collectionStructuredData(data, canonicalUrl)} />
      {place.parent ? (
        <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone-600">
          <Link
            to={`${collectionsPath}${place.parent.path}`}
            className="underline hover:text-emerald-800"
          >
            {place.parent.title}
          </Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{collection.title}</span>
        </nav>
      ) : null}
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{collection.title}</h1>
        {collection.description ? (
          <p className="mt-3 text-lg text-stone-700">{collection.description}</p>
        ) : null}
      </header>

      {place.children.length ? (
        <section aria-labelledby="sub-collections" className="mb-10">
          <h2 id="sub-collections" className="sr-only">
            Shop by category
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {place.children.map((child) => (
              <li key={child.path}>
                <Link
                  to={`${collectionsPath}${child.path}`}
                  className="group block overflow-hidden rounded-lg border border-stone-200 bg-white"
                >
                  <div className="aspect-square overflow-hidden bg-stone-50">
                    {child.image ? (
                      <Image
                        data={{...child.image, altText: ''}}
                        aspectRatio="1/1"
                        sizes="(min-width: 1024px) 16vw, 50vw"
                        className="h-full w-full object-cover transition-transform group-hover:scale-105"
                      />
                    ) : null}
                  </div>
                  <p className="px-3 py-2 text-sm font-semibold text-stone-900">{child.title}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ListingView
        listing={listing}
        ratings={ratings}
        alternatives={alternatives}
        state={state}
        path={localPath}
        layout={layout}
        currencyCode={currencyCode}
        openParams={openParams}
        sidebarTop={<CollectionMenu heading={place.parent} entries={place.menu} />}
      />
    </div>
  );
}

/** `CollectionPage` with the listed products as an `ItemList`, for search engines. */
function collectionStructuredData({place, listing}: CollectionPageData, url: string) {
  const origin = new URL(url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: place.collection.title,
    ...(place.collection.description ? {description: place.collection.description} : {}),
    url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: listing?.total ?? 0,
      itemListElement: (listing?.products ?? []).map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${origin}/products/${product.handle}`,
        name: product.title,
      })),
    },
  };
}
