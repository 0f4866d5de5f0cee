/**
 * Stories are JSON files under `sandbox/data/stories/`, one per full slug
 * (`en-us/home` → `stories/en-us/home.json`), so editing a seed file shows on the next request.
 * Drafts read `stories-draft/` first and fall back to the published file; a file only under
 * `stories-draft/` is a story that was never published. With `publications`, what was published or
 * taken down through the sandbox since replaces the published files (drafts still read the files).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type {Story} from './content-types';
import type {StoryPublications} from './publications';

export type ContentVersion = 'published' | 'draft';

const SAFE_SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

export function createStoryStore(seedDir: string, publications?: StoryPublications) {
  const publishedDir = join(seedDir, 'stories');
  const draftDir = join(seedDir, 'stories-draft');

  // Parsed files are kept until they change on disk: list endpoints read every story per request.
  const parsed = new Map<string, {mtimeMs: number; story: Story}>();
  function readStory(file: string): Story {
    const {mtimeMs} = statSync(file);
    const cached = parsed.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.story;
    const story = JSON.parse(readFileSync(file, 'utf8')) as Story;
    parsed.set(file, {mtimeMs, story});
    return story;
  }

  function readAll(dir: string): Story[] {
    return listJsonFiles(dir).map(readStory);
  }

  function readPublished(): Story[] {
    const stories = readAll(publishedDir);
    const changes = publications?.all();
    if (!changes?.size) return stories;
    return stories.flatMap((story) => {
      const changed = changes.get(story.full_slug);
      if (changed === undefined) return [story];
      return changed === null ? [] : [changed];
    });
  }

  function list(version: ContentVersion): Story[] {
    const published = readPublished();
    if (version === 'published') return published;
    const drafts = new Map(readAll(draftDir).map((story) => [story.full_slug, story]));
    const merged = published.map((story) => drafts.get(story.full_slug) ?? story);
    const publishedSlugs = new Set(published.map((story) => story.full_slug));
    const unpublished = [...drafts.values()]
      .filter((story) => !publishedSlugs.has(story.full_slug))
      .map((story) => ({...story, published_at: null}));
    return [...merged, ...unpublished];
  }

  return {
    find(fullSlug: string, version: ContentVersion): Story | null {
      const slug = fullSlug.replace(/^\/+|\/+$/g, '');
      if (!SAFE_SLUG.test(slug)) return null;
      const publishedFile = join(publishedDir, `${slug}.json`);
      const draftFile = join(draftDir, `${slug}.json`);
      if (version === 'draft' && existsSync(draftFile)) {
        const draft = structuredClone(readStory(draftFile));
        return existsSync(publishedFile) ? draft : {...draft, published_at: null};
      }
      if (!existsSync(publishedFile)) return null;
      const changed = version === 'published' ? publications?.at(slug) : undefined;
      if (changed !== undefined) return structuredClone(changed);
      return structuredClone(readStory(publishedFile));
    },

    /**
     * Every story of a version: drafts replace their published file and add unpublished ones.
     * The stories are shared between calls: read them, never change them.
     */
    list,

    /** Every published story, for counts, the search index and the seed checks. */
    all(): Story[] {
      return structuredClone(readPublished());
    },

    /** The seed file of a published story, as it was before anything was published here. */
    seedStory(fullSlug: string): Story | null {
      const slug = fullSlug.replace(/^\/+|\/+$/g, '');
      if (!SAFE_SLUG.test(slug)) return null;
      const file = join(publishedDir, `${slug}.json`);
      return existsSync(file) ? structuredClone(readStory(file)) : null;
    },
  };
}

export type StoryStore = ReturnType<typeof createStoryStore>;

function listJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listJsonFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    });
}
