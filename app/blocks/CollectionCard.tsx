import {Link} from '@remix-run/react';
import {Image} from '~/components/Image';
import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {CollectionCardFragment} from 'storefrontapi.generated';
import {storyblokLinkHref} from '~/lib/content/storyblok/links';
import type {CollectionCardBlok} from '~/lib/content/storyblok/types';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import {useLocale} from '~/lib/i18n/useLocale';
import {localizePath} from '~/lib/i18n/locale';
import {BlockDataView} from './data-view';
import {collectionNeed} from './data';
import {useBlockImageSizes} from './image-sizes';
import {text} from './options';

/**
 * A collection with its picture. The editor's title, image and link win over the collection's own;
 * the collection comes from the page's one commerce query.
 */
export function CollectionCard({blok}: {blok: CollectionCardBlok}) {
  const ref = text(blok.collection);
  const locale = useLocale();
  const sizes = useBlockImageSizes();
  if (!ref) return null;
  return (
    <div {...storyblokEditable(blok)} className="h-full">
      <BlockDataView<CollectionCardFragment>
        need={collectionNeed(ref)}
        fallback={<div aria-hidden="true" className="aspect-[4/3] animate-pulse rounded-lg bg-stone-100" />}
        failed={null}
      >
        {(collection) => {
          if (!collection) return null;
          const href =
            storyblokLinkHref(blok.link, locale) ?? localizePath(`/collections/${collection.handle}`, locale);
          const editorImage = safeImageSrc(blok.image?.filename);
          return (
            <Link
              to={href}
              className="group block overflow-hidden rounded-lg border border-stone-200 bg-white"
            >
              <div className="aspect-[4/3] overflow-hidden bg-stone-50">
                {editorImage ? (
                  <img
                    src={editorImage}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover transition-transform group-hover:scale-105"
                  />
                ) : collection.image ? (
                  <Image
                    data={{...collection.image, altText: ''}}
                    aspectRatio="4/3"
                    sizes={sizes}
                    className="h-full w-full object-cover transition-transform group-hover:scale-105"
                  />
                ) : null}
              </div>
              <p className="px-4 py-3 font-semibold text-stone-900">{text(blok.title) || collection.title}</p>
            </Link>
          );
        }}
      </BlockDataView>
    </div>
  );
}
