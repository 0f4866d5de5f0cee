/**
 * Images and media of products and collections. Files are served by the sandbox itself (`/f/...`),
 * so URLs are absolute on the request's origin. `Image.url(transform:)` adds the CDN's resize
 * parameters (`width`, `height`, `crop`), which the asset service accepts.
 */
import type {SeedImage} from '../../catalogue';
import type {StorefrontContext} from '../context';
import {gid} from '../nodes';
import type {Resolvers} from './types';

export interface ImageObject {
  __typename: 'Image';
  id: string;
  url: string;
  altText: string | null;
  width: number;
  height: number;
}

export function imageOf(seed: SeedImage, {origin}: Pick<StorefrontContext, 'origin'>): ImageObject {
  return {
    __typename: 'Image',
    id: gid('ProductImage', seed.id),
    url: new URL(seed.src, origin).href,
    altText: seed.altText || null,
    width: seed.width,
    height: seed.height,
  };
}

/** A product image as `MediaImage` (`Product.media`). The seed gives images one id for both. */
export function mediaImageOf(seed: SeedImage, context: StorefrontContext) {
  const image = imageOf(seed, context);
  return {
    __typename: 'MediaImage',
    id: `gid://shopify/MediaImage/${seed.id}`,
    alt: image.altText,
    mediaContentType: 'IMAGE',
    image,
    previewImage: image,
    presentation: null,
  };
}

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
}

export function transformedUrl(url: string, transform: ImageTransform | undefined): string {
  if (!transform) return url;
  const scale = transform.scale ?? 1;
  const target = new URL(url);
  if (transform.maxWidth) target.searchParams.set('width', String(transform.maxWidth * scale));
  if (transform.maxHeight) target.searchParams.set('height', String(transform.maxHeight * scale));
  if (transform.crop) target.searchParams.set('crop', transform.crop.toLowerCase());
  return target.href;
}

function urlOf(source: unknown): string {
  const url = (source as {url?: unknown}).url;
  if (typeof url !== 'string') throw new Error('An Image needs a url');
  return url;
}

export const imageResolvers: Resolvers = {
  Image: {
    url: (source, args) => transformedUrl(urlOf(source), args.transform as ImageTransform),
    src: (source) => urlOf(source),
    originalSrc: (source) => urlOf(source),
    transformedSrc: (source, args) => transformedUrl(urlOf(source), args as ImageTransform),
  },
};
