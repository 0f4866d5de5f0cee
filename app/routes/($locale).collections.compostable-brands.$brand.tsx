import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {CollectionPage} from '~/components/listing/CollectionPage';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {BRANDS_HANDLE} from '~/lib/listing/menu';
import {collectionMeta} from '~/lib/listing/meta';
import {loadCollectionPage} from '~/lib/listing/collection-page.server';

export const meta: MetaFunction<typeof loader> = (args) => collectionMeta(args);

export async function loader(args: LoaderFunctionArgs) {
  return loadCollectionPage(args, {handle: BRANDS_HANDLE, brand: args.params.brand ?? ''});
}

export default function BrandCollection() {
  const data = useLoaderData<typeof loader>();
  return (
    <CollectionPage
      data={data}
      path={`/collections/${BRANDS_HANDLE}/${data.place.collection.handle}`}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
