import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {imageRatio, RatioImage} from '~/components/RatioImage';
import {SiteLink} from '~/components/SiteLink';
import {storyblokLinkHref} from '~/lib/content/storyblok/links';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import type {ImageRatioBlok} from '~/lib/content/storyblok/types';
import {useLocale} from '~/lib/i18n/useLocale';
import {useBlockImageSizes} from './image-sizes';
import {text} from './options';

export function ImageRatio({blok}: {blok: ImageRatioBlok}) {
  const locale = useLocale();
  const sizes = useBlockImageSizes();
  if (!safeImageSrc(blok.image?.filename)) return null;

  const alt = text(blok.image.alt);
  const caption = text(blok.caption);
  const href = storyblokLinkHref(blok.link, locale);

  const picture = (
    <RatioImage
      image={blok.image}
      ratio={imageRatio(blok.ratio, '16:9')}
      sizes={sizes}
      priority={Boolean(blok.priority)}
    />
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
