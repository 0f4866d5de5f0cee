import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {imageRatio, RatioImage} from '~/components/RatioImage';
import {SiteLink, useStoryblokHref} from '~/components/SiteLink';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import type {ImageBadgeBlok} from '~/lib/content/storyblok/types';
import {option, text} from './options';

const POSITION: Record<NonNullable<ImageBadgeBlok['position']>, string> = {
  'top-left': 'top-4 left-4',
  'top-right': 'top-4 right-4',
  'bottom-left': 'bottom-4 left-4',
  'bottom-right': 'bottom-4 right-4',
};

/** A picture with a short label pinned to one corner ("Water-based inks"). */
export function ImageBadge({blok}: {blok: ImageBadgeBlok}) {
  const href = useStoryblokHref(blok.link);
  if (!safeImageSrc(blok.image?.filename)) return null;
  const badge = text(blok.badge_text);
  const picture = (
    <RatioImage
      image={blok.image}
      ratio={imageRatio(blok.ratio, '3:2')}
      sizes="(min-width: 768px) 640px, 100vw"
      className="rounded-2xl"
    />
  );
  return (
    <figure {...storyblokEditable(blok)} className="relative">
      {href ? (
        <SiteLink href={href} className="block rounded-2xl">
          {picture}
        </SiteLink>
      ) : (
        picture
      )}
      {badge ? (
        <figcaption
          className={`absolute rounded-full bg-white/95 px-4 py-1.5 text-sm font-semibold text-emerald-900 shadow-md ring-1 ring-emerald-900/10 ${option(POSITION, blok.position, 'top-right')}`}
        >
          {badge}
        </figcaption>
      ) : null}
    </figure>
  );
}
