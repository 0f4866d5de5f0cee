import {assetSize, responsiveImage, safeImageSrc} from '~/lib/content/storyblok/images';
import type {ImageRatio, StoryblokAsset} from '~/lib/content/storyblok/types';

/** The ratios editors pick from, as aspect-ratio classes. */
export const ASPECT: Record<ImageRatio, string> = {
  '1:1': 'aspect-square',
  '2:3': 'aspect-[2/3]',
  '3:1': 'aspect-[3/1]',
  '3:2': 'aspect-[3/2]',
  '3:4': 'aspect-[3/4]',
  '4:3': 'aspect-[4/3]',
  '16:9': 'aspect-video',
};

/** The editor's ratio, or the fallback for a missing or unknown one. */
export function imageRatio(value: unknown, fallback: ImageRatio): ImageRatio {
  return typeof value === 'string' && Object.hasOwn(ASPECT, value) ? (value as ImageRatio) : fallback;
}

/** The width the intrinsic size is stated at; only the ratio matters, for layout before load. */
const INTRINSIC_WIDTH = 1200;

/**
 * An editor's image cropped to a ratio, its box reserved before it loads. Renders nothing for a
 * missing or unsafe image.
 */
export function RatioImage({
  image,
  ratio,
  sizes,
  priority = false,
  className = '',
}: {
  image: StoryblokAsset | null | undefined;
  ratio: ImageRatio;
  /** How wide the image shows, for the browser's pick from the srcset. */
  sizes: string;
  /** Above the fold: loaded at once instead of lazily. */
  priority?: boolean;
  className?: string;
}) {
  const src = safeImageSrc(image?.filename);
  if (!src) return null;
  const [across, down] = ratio.split(':').map(Number);
  return (
    <div className={`overflow-hidden ${ASPECT[ratio]} ${className}`}>
      <img
        {...responsiveImage(src)}
        sizes={sizes}
        alt={typeof image?.alt === 'string' ? image.alt.trim() : ''}
        width={INTRINSIC_WIDTH}
        height={Math.round((INTRINSIC_WIDTH * down) / across)}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        // The largest image above the fold is what the page is judged by (LCP): fetched first. React
        // 18 knows no `fetchPriority` prop; the attribute itself passes through.
        {...(priority ? {fetchpriority: 'high'} : {})}
        className="h-full w-full object-cover"
      />
    </div>
  );
}

/**
 * An icon or graphic shown at its own proportions in a fixed box (`className` sets the box).
 * Decorative unless `alt` is given: the text beside it names the thing.
 */
export function AssetIcon({
  image,
  alt = '',
  className,
}: {
  image: StoryblokAsset | null | undefined;
  alt?: string;
  className: string;
}) {
  const src = safeImageSrc(image?.filename);
  if (!src) return null;
  const size = assetSize(src) ?? {width: 160, height: 160};
  return (
    <img
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      loading="lazy"
      decoding="async"
      className={`object-contain ${className}`}
    />
  );
}
