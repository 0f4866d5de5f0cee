import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {routeLocale, localizePath} from '~/lib/i18n/locale';
import {listingAlternatives} from './alternatives.server';
import {catalogueListing} from './catalogue-listing.server';
import {createSearchClient} from './client.server';
import {findCollectionPlace} from './collections.server';
import {canonicalListingPath, listingRatings, runListing} from './listing.server';
import {readListingState} from './state';
import {visitorIdFrom} from './visitor';
import {publicOrigin} from '~/lib/http/public-origin.server';

/** Collections whose shoppers choose by size first, so the size group starts open. */
const SIZE_FIRST = /cups/i;

/**
 * Everything a collection page shows: the collection, its place in the tree and one page of its
 * listing. `/collections/{handle}` and `/collections/compostable-brands/{brand}` share it.
 */
export async function loadCollectionPage(
  {request, params, context}: LoaderFunctionArgs,
  path: {handle: string; brand?: string},
) {
  const locale = routeLocale({params, context});
  const url = new URL(request.url);
  const state = readListingState(url.searchParams);
  const canonical = canonicalListingPath(url, state);
  if (canonical) throw redirect(canonical);

  const search = createSearchClient(context.algolia, context.withCache);
  const indexName = context.algolia.productsIndex;
  const place = await findCollectionPlace(context, search, indexName, path);
  if (!place) throw new Response('Not found', {status: 404});
  const listing =
    (await runListing(search, {
      indexName,
      currencyCode: locale.currency,
      query: '',
      baseFilter: place.baseFilter,
      state,
      userToken: visitorIdFrom(request.headers.get('Cookie')),
    })) ??
    // Search is down: the catalogue still lists the collection, sorted and paged, without filters.
    (await catalogueListing(context, place.collection.handle, state));

  const collectionPath = path.brand
    ? `/collections/${path.handle}/${path.brand}`
    : `/collections/${path.handle}`;
  const byLevel = place.level === 0 ? 'list' : 'grid';
  const layout = state.grid === null ? byLevel : state.grid ? 'grid' : 'list';
  const inTree = [place.collection.title, place.parent?.title ?? ''].join(' ');
  return {
    place,
    listing,
    ratings: listingRatings(context, listing),
    alternatives: await listingAlternatives(context, listing),
    state,
    layout: layout as 'grid' | 'list',
    currencyCode: locale.currency,
    openParams: SIZE_FIRST.test(inTree) ? ['size'] : [],
    canonicalUrl: new URL(localizePath(collectionPath, locale), publicOrigin(request, context.env)).href,
  };
}

export type CollectionPageData = Awaited<ReturnType<typeof loadCollectionPage>>;
