/**
 * A small blog written to a throwaway seed folder, so the CDN API tests do not depend on the
 * shared seed. The real seed's other folders (assets, catalogue, datasources) are linked in, so
 * every other service still starts.
 */
import {mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {SEED_DIR} from '../server';

interface FixtureStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  tag_list?: string[];
  position?: number;
  content: Record<string, unknown>;
}

export interface BlogFixture {
  seedDir: string;
  /** `en-us/blog`: the blog folder's start page. */
  blogIndex: FixtureStory;
  categories: Record<'recipes' | 'composting' | 'events', FixtureStory>;
  authors: FixtureStory[];
  posts: FixtureStory[];
  /** A post whose draft has another title. */
  draftChanged: FixtureStory;
  /** A post that exists only as a draft. */
  draftOnly: FixtureStory;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const uid = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const POST_COUNT = 30;

export function createBlogFixture(): BlogFixture {
  const seedDir = mkdtempSync(join(tmpdir(), 'storyblok-fixture-'));
  for (const entry of readdirSync(SEED_DIR)) {
    if (entry !== 'stories' && entry !== 'stories-draft' && !entry.endsWith('.ts')) {
      symlinkSync(join(SEED_DIR, entry), join(seedDir, entry));
    }
  }

  let next = 0;
  const story = (
    fullSlug: string,
    name: string,
    content: Record<string, unknown>,
    publishedAt: string,
  ): FixtureStory => {
    next += 1;
    return {
      id: 5000 + next,
      uuid: uuid(next),
      name,
      slug: fullSlug.split('/').at(-1) ?? fullSlug,
      full_slug: fullSlug,
      created_at: publishedAt,
      published_at: publishedAt,
      first_published_at: publishedAt,
      content: {_uid: uid(next), ...content},
    };
  };

  const category = (slug: string, title: string) =>
    story(
      `en-us/blog/categories/${slug}`,
      title,
      {component: 'blog-category', title},
      '2022-06-01T09:00:00.000Z',
    );
  const categories = {
    recipes: category('recipes', 'Recipes'),
    composting: category('composting', 'Composting'),
    events: category('events', 'Events'),
  };
  const authors = ['Maya Ortiz', 'Sam Whitfield'].map((name) =>
    story(
      `en-us/blog/authors/${name.toLowerCase().replace(' ', '-')}`,
      name,
      {component: 'blog-author', name},
      '2022-06-01T09:00:00.000Z',
    ),
  );

  const categoryOf = (i: number) =>
    i % 5 === 4 ? categories.events : i % 5 < 2 ? categories.recipes : categories.composting;
  const posts: FixtureStory[] = [];
  for (let i = 1; i <= POST_COUNT; i++) {
    const year = 2023 + (i % 3);
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 27) + 1).padStart(2, '0');
    const publishedAt = `${year}-${month}-${day}T10:${String(i).padStart(2, '0')}:00.000Z`;
    const previous = posts.at(-1);
    const post = story(
      `en-us/blog/post-${String(i).padStart(2, '0')}`,
      `Post ${String(i).padStart(2, '0')}`,
      {
        component: 'blog-post',
        title: `Post ${i}`,
        excerpt: `What post ${i} is about.`,
        category: categoryOf(i).uuid,
        author: authors[i % 2].uuid,
        date: `${year}-${month}-${day} 10:${String(i).padStart(2, '0')}`,
        reading_minutes: String((i % 7) + 2),
        related: previous
          ? {
              id: previous.uuid,
              url: '',
              linktype: 'story',
              fieldtype: 'multilink',
              cached_url: previous.full_slug,
            }
          : {
              id: '',
              url: 'https://example.com',
              linktype: 'url',
              fieldtype: 'multilink',
              cached_url: 'https://example.com',
            },
      },
      publishedAt,
    );
    post.tag_list = i % 4 === 0 ? ['featured'] : [];
    posts.push(post);
  }

  const blogIndex = story(
    'en-us/blog',
    'Blog',
    {component: 'blog-index', title: 'The Green Standard'},
    '2022-06-01T09:00:00.000Z',
  );
  const published = [blogIndex, ...Object.values(categories), ...authors, ...posts];
  for (const item of published) writeStory(join(seedDir, 'stories'), item);

  const draftChanged = posts[0];
  writeStory(join(seedDir, 'stories-draft'), {
    ...draftChanged,
    content: {...draftChanged.content, title: 'Post 1, rewritten'},
  });
  const draftOnly = story(
    'en-us/blog/drafts/upcoming',
    'Upcoming',
    {
      component: 'blog-post',
      title: 'Upcoming',
      category: categories.events.uuid,
      author: authors[0].uuid,
    },
    '2025-12-01T10:00:00.000Z',
  );
  writeStory(join(seedDir, 'stories-draft'), {
    ...draftOnly,
    published_at: null,
    first_published_at: null,
  });

  return {seedDir, blogIndex, categories, authors, posts, draftChanged, draftOnly};
}

function writeStory(dir: string, story: FixtureStory): void {
  const file = join(dir, `${story.full_slug}.json`);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, JSON.stringify(story, null, 2));
}
