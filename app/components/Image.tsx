import type {ImgHTMLAttributes} from 'react';

/** A Storefront API image: Shopify's CDN resizes it by the `width`, `height` and `crop` parameters. */
export interface ShopifyImageData {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  data: ShopifyImageData;
  /** A fixed width in CSS pixels: the image comes at 1×, 2× and 3×. Without it the image fills its box. */
  width?: number;
  height?: number;
  /** `width/height`, for example `1/1`: the CDN crops to it. Defaults to the image's own. */
  aspectRatio?: string;
  /** For an image that fills its box, the widths offered (the browser picks by `sizes`). */
  widths?: readonly number[];
  /** The page's largest picture above the fold, what it is judged by (LCP): loaded at once, first. */
  priority?: boolean;
};

/** Hydrogen's choice for an image that fills its box: 200 to 3000 px in steps of 200. */
const FLUID_WIDTHS = Array.from({length: 15}, (_, index) => 200 + index * 200);
/** The `src` of an image that fills its box, for browsers that ignore `srcset`. */
const PLACEHOLDER_WIDTH = 100;

/**
 * A product or collection picture from Shopify's CDN with the sources a screen needs. Written for
 * the store instead of taking Hydrogen's `Image`, which every page would download for the header's
 * and the cards' pictures; it asks the CDN for the same sizes.
 */
export function Image({data, width, height, aspectRatio, widths = FLUID_WIDTHS, alt, priority = false, loading = 'lazy', style, ...rest}: ImageProps) {
  const ratio = aspectRatio ?? (width && height ? `${width}/${height}` : data.width && data.height ? `${data.width}/${data.height}` : undefined);
  const heightFor = (w: number) => (ratio ? Math.round(w * heightPerWidth(ratio)) : undefined);
  const source = (w: number) => sizedUrl(data.url, w, heightFor(w));
  const description = alt ?? data.altText ?? '';
  const common = {
    ...(priority
      ? // React 18 knows no `fetchPriority` prop; the attribute itself passes through.
        {decoding: 'auto' as const, loading: 'eager' as const, fetchpriority: 'high'}
      : {decoding: 'async' as const, loading}),
    ...rest,
  };

  if (width) {
    return (
      <img
        {...common}
        alt={description}
        src={source(width)}
        srcSet={[1, 2, 3].map((density) => `${source(width * density)} ${density}x`).join(', ')}
        width={width}
        height={height ?? heightFor(width)}
        style={{aspectRatio: ratio, ...style}}
      />
    );
  }
  // Never more than the original: the CDN does not enlarge, and a larger request is the same picture.
  const offered = widths.filter((w) => (!data.width || w <= data.width) && (!data.height || !ratio || (heightFor(w) ?? 0) <= data.height));
  return (
    <img
      {...common}
      alt={description}
      src={source(PLACEHOLDER_WIDTH)}
      srcSet={offered.map((w) => `${source(w)} ${w}w`).join(', ') || undefined}
      width={PLACEHOLDER_WIDTH}
      height={heightFor(PLACEHOLDER_WIDTH)}
      style={{width: '100%', aspectRatio: ratio, ...style}}
    />
  );
}

function heightPerWidth(ratio: string): number {
  const [width, height] = ratio.split('/').map(Number);
  return width && height ? height / width : 1;
}

/** Lets a relative address through `URL` and back out unchanged. */
const BASE = 'https://base.invalid';

/** The CDN address of the picture at a size, cropped from its centre when both sides are given. */
export function sizedUrl(url: string, width: number, height?: number): string {
  const sized = new URL(url, BASE);
  sized.searchParams.set('width', String(width));
  if (height) {
    sized.searchParams.set('height', String(height));
    sized.searchParams.set('crop', 'center');
  }
  return sized.href.replace(BASE, '');
}
