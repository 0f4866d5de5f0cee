import {safeHref} from './links';
import type {StoryblokAsset} from './types';

const SRCSET_WIDTHS = [480, 768, 1024, 1536, 2048];
const DEFAULT_WIDTH = 1024;
/** Storyblok asset paths (`/f/{space}/…`) of formats its image service can resize; SVGs are excluded. */
const RESIZABLE_ASSET = /^\/f\/\d+\/.+\.(jpe?g|png|webp)$/i;

/** The src when it is a web or site-relative URL, else null; never `data:` or script URLs. */
export function safeImageSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  const href = safeHref(src);
  return href && /^(https?:\/\/|\/)/i.test(href) ? href : null;
}

function isResizable(src: string): boolean {
  try {
    return RESIZABLE_ASSET.test(new URL(src).pathname);
  } catch {
    return false;
  }
}

/** A responsive src/srcSet pair; images the service cannot resize are served as they are. */
export function responsiveImage(src: string): {src: string; srcSet?: string} {
  if (!isResizable(src)) return {src};
  const resized = (width: number) => `${src}/m/${width}x0`;
  return {
    src: resized(DEFAULT_WIDTH),
    srcSet: SRCSET_WIDTHS.map((width) => `${resized(width)} ${width}w`).join(', '),
  };
}

/**
 * The pixel size Storyblok writes into an asset's path (`/f/{space}/{width}x{height}/…`), or null
 * for other URLs. It gives images their intrinsic size before they load, and tells an icon from a
 * photo.
 */
export function assetSize(src: unknown): {width: number; height: number} | null {
  if (typeof src !== 'string') return null;
  const match = /\/f\/\d+\/(\d{1,5})x(\d{1,5})\//.exec(src);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width > 0 && height > 0 ? {width, height} : null;
}

/** An image from content, checked and ready for an `<img>`. */
export interface CardImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The first image of an asset or multi-asset field with a usable address. */
export function firstImage(field: unknown): CardImage | null {
  const assets = Array.isArray(field) ? (field as StoryblokAsset[]) : [field as StoryblokAsset];
  for (const asset of assets) {
    const src = safeImageSrc(asset?.filename);
    if (src) return {src, alt: typeof asset.alt === 'string' ? asset.alt.trim() : '', ...assetSize(src)};
  }
  return null;
}
