/**
 * Stories are JSON files under `sandbox/data/stories/`, one per full slug
 * (`en-us/home` → `stories/en-us/home.json`), so editing a seed file shows on the next request.
 * Drafts read `stories-draft/` first and fall back to the published file.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Blok, Story} from '../../app/lib/storyblok/types';

export type ContentVersion = 'published' | 'draft';

const SAFE_SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

export function createStoryStore(seedDir: string) {
  const publishedDir = join(seedDir, 'stories');
  const draftDir = join(seedDir, 'stories-draft');

  return {
    find(fullSlug: string, version: ContentVersion): Story | null {
      const slug = fullSlug.replace(/^\/+|\/+$/g, '');
      if (!SAFE_SLUG.test(slug)) return null;
      const dirs = version === 'draft' ? [draftDir, publishedDir] : [publishedDir];
      for (const dir of dirs) {
        const file = join(dir, `${slug}.json`);
        if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Story<Blok>;
      }
      return null;
    },

    /** Every published story, for counts and the seed checks. */
    all(): Story[] {
      return listJsonFiles(publishedDir).map(
        (file) => JSON.parse(readFileSync(file, 'utf8')) as Story,
      );
    },
  };
}

export type StoryStore = ReturnType<typeof createStoryStore>;

function listJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}
