/**
 * Storyblok keeps folders as entries of their own; the seed has only story files, so the folders
 * are derived from the slug tree (`en-us/blog/compost-101` → folders `en-us` and `en-us/blog`),
 * with ids and uuids computed from the folder's slug so they stay the same across restarts.
 */
import {createHash} from 'node:crypto';
import type {Story} from './content-types';

export interface Folder {
  id: number;
  uuid: string;
  name: string;
  /** The folder's full slug. */
  slug: string;
  parent_id: number | null;
}

export interface FolderTree {
  folders: Folder[];
  /** The id of the folder holding a story or folder at `fullSlug`, or null at the root. */
  parentIdOf(fullSlug: string): number | null;
  /** The folder whose slug a story shares, making it the folder's start page. */
  folderAt(fullSlug: string): Folder | null;
}

export function deriveFolders(stories: Pick<Story, 'full_slug' | 'name'>[]): FolderTree {
  const bySlug = new Map<string, Folder>();
  // A folder is named after its start page when it has one, else after its slug.
  const startPageNames = new Map(
    stories.map((story) => [story.full_slug.replace(/\/+$/, ''), story.name]),
  );
  for (const story of stories) {
    const segments = story.full_slug.replace(/\/+$/, '').split('/').slice(0, -1);
    segments.forEach((segment, index) => {
      const slug = segments.slice(0, index + 1).join('/');
      if (bySlug.has(slug)) return;
      const parentSlug = segments.slice(0, index).join('/');
      bySlug.set(slug, {
        id: folderId(slug),
        uuid: folderUuid(slug),
        name: startPageNames.get(slug) ?? segment,
        slug,
        parent_id: parentSlug ? folderId(parentSlug) : null,
      });
    });
  }
  return {
    folders: [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug)),
    parentIdOf(fullSlug) {
      const parent = fullSlug.replace(/\/+$/, '').split('/').slice(0, -1).join('/');
      return parent ? bySlug.get(parent)?.id ?? null : null;
    },
    folderAt(fullSlug) {
      return bySlug.get(fullSlug.replace(/\/+$/, '')) ?? null;
    },
  };
}

function digest(slug: string): Buffer {
  return createHash('sha1').update(`storyblok-folder:${slug}`).digest();
}

/** Large enough never to meet a seeded story id (those are in the thousands). */
function folderId(slug: string): number {
  return 100_000_000 + (digest(slug).readUInt32BE(0) % 900_000_000);
}

function folderUuid(slug: string): string {
  const hex = digest(slug).toString('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(
    17,
    20,
  )}-${hex.slice(20, 32)}`;
}
