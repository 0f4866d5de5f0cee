import {storyblokEditable} from '@storyblok/react';
import {SiteLink} from '~/components/SiteLink';
import {storyblokLinkHref} from '~/lib/storyblok/links';
import type {ImageRatio as Ratio, ImageRatioBlok} from '~/lib/storyblok/types';
import {useLocale} from '~/lib/useLocale';
import {responsiveImage, safeImageSrc} from '~/lib/storyblok/images';
import {text} from './options';

const ASPECT: Record<Ratio, string> = {
  '1:1': 'aspect-square',
  '2:3': 'aspect-[2/3]',
  '3:1': 'aspect-[3/1]',
  '3:2': 'aspect-[3/2]',
  '3:4': 'aspect-[3/4]',
  '4:3': 'aspect-[4/3]',
  '16:9': 'aspect-video',
};

/** The width the intrinsic size is stated at; only the ratio matters, for layout before load. */
const INTRINSIC_WIDTH = 1200;
/** The contained page width (max-w-7xl) caps how wide an image is ever shown. */
const SIZES = '(min-width: 1280px) 1280px, 100vw';

export function ImageRatio({blok}: {blok: ImageRatioBlok}) {
  const locale = useLocale();
  const src = safeImageSrc(blok.image?.filename);
  if (!src) return null;

  const ratio = (Object.hasOwn(ASPECT, String(blok.ratio)) ? blok.ratio : '16:9') as Ratio;
  const [across, down] = ratio.split(':').map(Number);
  const alt = text(blok.image.alt);
  const caption = text(blok.caption);
  const href = storyblokLinkHref(blok.link, locale);

  const picture = (
    <div className={`overflow-hidden ${ASPECT[ratio]}`}>
      <img
        {...responsiveImage(src)}
        sizes={SIZES}
        alt={alt}
        width={INTRINSIC_WIDTH}
        height={Math.round((INTRINSIC_WIDTH * down) / across)}
        loading={blok.priority ? 'eager' : 'lazy'}
        decoding="async"
        className="h-full w-full object-cover"
      />
    </div>
  );

  return (
    <figure {...storyblokEditable(blok)}>
      {href ? (
        <SiteLink
          href={href}
          target={blok.link?.target === '_blank' ? '_blank' : undefined}
          // An image without alt text would leave the link unnamed.
          aria-label={alt ? undefined : caption || text(blok.image.title) || undefined}
          className="block"
        >
          {picture}
        </SiteLink>
      ) : (
        picture
      )}
      {caption && <figcaption className="mt-2 text-sm">{caption}</figcaption>}
    </figure>
  );
}
