import type {MetaArgs} from '@remix-run/react';
import {errorMessageFor} from '~/lib/http/error-messages';
import {pageTitle} from '~/lib/content/site';

interface CollectionMetaData {
  place: {
    collection: {
      title: string;
      description: string;
      seo: {title?: string | null; description?: string | null};
    };
  };
  canonicalUrl: string;
}

/** A collection's title, description and canonical address (without its filters). */
export function collectionMeta({data, error, location}: MetaArgs<unknown>) {
  const page = data as CollectionMetaData | undefined;
  if (!page) return [{title: pageTitle(errorMessageFor(error, location.pathname).heading)}];
  const {collection} = page.place;
  const description = collection.seo.description || collection.description;
  return [
    {title: pageTitle(collection.seo.title || collection.title)},
    ...(description ? [{name: 'description', content: description}] : []),
    {tagName: 'link', rel: 'canonical', href: page.canonicalUrl},
  ];
}
