import type {CardImage} from '~/lib/content/blog/cards';
import {responsiveImage} from '~/lib/content/storyblok/images';

/** A post's picture at its own proportions; a post without one keeps the space, tinted. */
export function PostImage({
  image,
  sizes,
  className = '',
  eager = false,
}: {
  image: CardImage | null;
  sizes: string;
  className?: string;
  /** The first picture a visitor sees: load it at once rather than lazily. */
  eager?: boolean;
}) {
  if (!image) return <div aria-hidden="true" className={`bg-emerald-100 ${className}`} />;
  const {src, srcSet} = responsiveImage(image.src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
