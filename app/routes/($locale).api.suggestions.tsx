import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {createSearchClient} from '~/lib/listing/client.server';
import {suggest} from '~/lib/listing/suggestions.server';
import {routeLocale} from '~/lib/i18n/locale';

/**
 * What the header's search box offers as the shopper types: `?q=lid` gives up to five popular
 * queries and a few products. Anyone's answer for the same text is the same, so it is cacheable.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  const text = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  const suggestions = await suggest(
    createSearchClient(context.algolia, context.withCache),
    context.algolia.productsIndex,
    text,
  );
  return Response.json(suggestions, {
    headers: {'Cache-Control': 'public, max-age=60, stale-while-revalidate=600'},
  });
}
