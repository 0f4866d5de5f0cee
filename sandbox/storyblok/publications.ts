/**
 * Stories published, unpublished or deleted through the sandbox after the seed
 * (`POST /__sandbox/storyblok/publish`): the published version of a story as the CDN API now
 * delivers it, laid over its seed file, or null when it is no longer published. Kept in the
 * database, so a restart keeps them and a reset forgets them.
 */
import type {SandboxDb, TableModule} from '../db';
import type {Story} from './content-types';

export const storyPublicationTables: TableModule = {
  name: 'story-publications',
  migrations: [
    `CREATE TABLE IF NOT EXISTS story_publications (
      full_slug TEXT PRIMARY KEY,
      story TEXT,
      changed_at TEXT NOT NULL
    )`,
  ],
};

export interface StoryPublications {
  /** The published story at a full slug: a Story, null when taken down, undefined when untouched. */
  at(fullSlug: string): Story | null | undefined;
  /** Every change, by full slug. */
  all(): Map<string, Story | null>;
  publish(story: Story): void;
  takeDown(fullSlug: string): void;
}

export function createStoryPublications(db: SandboxDb): StoryPublications {
  const put = db.prepare(
    `INSERT INTO story_publications (full_slug, story, changed_at) VALUES (?, ?, ?)
     ON CONFLICT (full_slug) DO UPDATE SET story = excluded.story, changed_at = excluded.changed_at`,
  );
  const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Story));
  return {
    at(fullSlug) {
      const row = db.prepare('SELECT story FROM story_publications WHERE full_slug = ?').get(fullSlug) as
        | {story: string | null}
        | undefined;
      return row ? parse(row.story) : undefined;
    },
    all() {
      const rows = db.prepare('SELECT full_slug, story FROM story_publications').all() as {
        full_slug: string;
        story: string | null;
      }[];
      return new Map(rows.map((row) => [row.full_slug, parse(row.story)]));
    },
    publish(story) {
      put.run(story.full_slug, JSON.stringify(story), new Date().toISOString());
    },
    takeDown(fullSlug) {
      put.run(fullSlug, null, new Date().toISOString());
    },
  };
}
