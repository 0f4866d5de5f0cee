import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {CollectionPage} from '~/components/listing/CollectionPage';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {collectionMeta} from '~/lib/listing/meta';
import {loadCollectionPage} from '~/lib/listing/collection-page.server';

export const meta: MetaFunction<typeof loader> = (args) => collectionMeta(args);

export async function loader(args: LoaderFunctionArgs) {
  return loadCollectionPage(args, {handle: args.params.handle ?? ''});
}

export default function Collection() {
  const data = useLoaderData<typeof loader>();
  return <CollectionPage data={data} path={`/collections/${data.place.collection.handle}`} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
