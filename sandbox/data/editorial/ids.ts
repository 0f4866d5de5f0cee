/**
 * Ids derived from a stable key, so regenerating the seed rewrites the same files byte for byte
 * and references between stories survive edits to the texts.
 */
import {createHash} from 'node:crypto';

function digest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A version-4-shaped uuid (Storyblok's `uuid` and `_uid` are v4). */
export function stableUuid(key: string): string {
  const hex = digest(key);
  const variant = '89ab'[parseInt(hex[16], 16) & 3];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(
    17,
    20,
  )}-${hex.slice(20, 32)}`;
}

/** The 10-hex-digit folder Storyblok puts between an asset's size and its name. */
export function assetHash(key: string): string {
  return digest(`asset:${key}`).slice(0, 10);
}

/** Hands out consecutive story ids from a block reserved for one kind of story. */
export function idCounter(first: number, last: number): () => number {
  let next = first;
  return () => {
    if (next > last) throw new Error(`Story ids ${first}–${last} are used up`);
    return next++;
  };
}
