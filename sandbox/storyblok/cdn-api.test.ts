/**
 * The Storyblok CDN API, proven with `storyblok-js-client` (and plain fetch where the client hides
 * the wire: headers and error bodies) against a served sandbox on fixture stories.
 */
import {rmSync} from 'node:fs';
import StoryblokClient from 'storyblok-js-client';
import {afterAll, describe, expect, test} from 'vitest';
import {readJson, setupServedSandbox, type AnyJson} from '../testing';
import {createBlogFixture, POST_COUNT} from './fixtures';

const PUBLIC_TOKEN = 'sandbox-storyblok-public-token';
const PREVIEW_TOKEN = 'sandbox-storyblok-preview-token';

const fixture = createBlogFixture();
const served = setupServedSandbox({seedDir: fixture.seedDir});
afterAll(() => rmSync(fixture.seedDir, {recursive: true, force: true}));

const client = (accessToken = PUBLIC_TOKEN) =>
  new StoryblokClient({accessToken, endpoint: `${served.url()}/v2`, cache: {type: 'none'}});

const BLOG_POSTS = {starts_with: 'en-us/blog/', content_type: 'blog-post'};

function slugs(stories: AnyJson[]): string[] {
  return stories.map((story: AnyJson) => story.full_slug as string);
}

function raw(path: string) {
  return fetch(`${served.url()}${path}`);
}

describe('Listing stories', () => {
  test('Pages come with the total and page size, and getAll collects every page', async () => {
    const first = await client().getStories({...BLOG_POSTS, per_page: 10, page: 1});
    const second = await client().getStories({...BLOG_POSTS, per_page: 10, page: 2});
    expect(first.total).toBe(POST_COUNT);
    expect(first.perPage).toBe(10);
    expect(second.data.stories).toHaveLength(10);
    expect(slugs(second.data.stories)).not.toContain(first.data.stories[0].full_slug);

    const everything = await client().getAll('cdn/stories', {...BLOG_POSTS, per_page: 7});
    expect(new Set(slugs(everything))).toEqual(
      new Set(fixture.posts.map((post) => post.full_slug)),
    );
  });

  test('A page past the end is empty, and per_page is capped at 100', async () => {
    const past = await client().getStories({...BLOG_POSTS, per_page: 25, page: 3});
    expect(past.data.stories).toEqual([]);
    expect(past.total).toBe(POST_COUNT);
    const capped = await raw(`/v2/cdn/stories?token=${PUBLIC_TOKEN}&per_page=500`);
    expect(capped.headers.get('per-page')).toBe('100');
  });

  test('The paging headers can be read by a browser on another origin', async () => {
    const response = await raw(`/v2/cdn/stories?token=${PUBLIC_TOKEN}&starts_with=en-us/blog/`);
    expect(response.headers.get('total')).toBe(String(fixture.posts.length + 5));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('public');
  });

  test('Stories carry every field Storyblok sends, folders are not stories', async () => {
    const {data} = await client().getStories({by_slugs: 'en-us/blog/post-02'});
    expect(data.stories).toHaveLength(1);
    expect(data.stories[0]).toMatchObject({
      id: fixture.posts[1].id,
      uuid: fixture.posts[1].uuid,
      full_slug: 'en-us/blog/post-02',
      tag_list: [],
      is_startpage: false,
      parent_id: expect.any(Number),
      group_id: fixture.posts[1].uuid,
      lang: 'default',
      alternates: [],
      position: 0,
      sort_by_date: null,
    });
    expect(data.cv).toEqual(expect.any(Number));
    const all = await client().getAll('cdn/stories', {starts_with: 'en-us/'});
    expect(slugs(all)).not.toContain('en-us/blog/categories');
    expect(all).toHaveLength(1 + 3 + fixture.authors.length + POST_COUNT);
  });

  test('Posts of some categories, or not of one, are filtered by the category uuid', async () => {
    const {recipes, events} = fixture.categories;
    const inRecipes = await client().getAll('cdn/stories', {
      ...BLOG_POSTS,
      filter_query: {category: {in: recipes.uuid}},
    });
    const expected = fixture.posts.filter((post) => post.content.category === recipes.uuid);
    expect(slugs(inRecipes).sort()).toEqual(slugs(expected).sort());

    // The flat key form, as Storyblok's docs write it.
    const notInEvents: Record<string, string> = {'filter_query[category][not_in]': events.uuid};
    const notEvents = await client().getStories({...BLOG_POSTS, per_page: 100, ...notInEvents});
    expect(notEvents.total).toBe(
      fixture.posts.filter((post) => post.content.category !== events.uuid).length,
    );
    expect(
      notEvents.data.stories.every((story: AnyJson) => story.content.category !== events.uuid),
    ).toBe(true);
  });

  test('Either of two conditions matches with __or', async () => {
    const {events} = fixture.categories;
    const {data} = await client().getStories({
      ...BLOG_POSTS,
      per_page: 100,
      filter_query: {__or: [{category: {in: events.uuid}}, {title: {like: 'Post 1*'}}]},
    });
    const expected = fixture.posts.filter(
      (post) =>
        post.content.category === events.uuid || String(post.content.title).startsWith('Post 1'),
    );
    expect(slugs(data.stories).sort()).toEqual(slugs(expected).sort());
  });

  test('The archive of one year comes from the first-published dates or a date field', async () => {
    const in2024 = fixture.posts.filter((post) => post.first_published_at?.startsWith('2024'));
    const byPublishDate = await client().getAll('cdn/stories', {
      ...BLOG_POSTS,
      first_published_at_gt: '2024-01-01 00:00',
      first_published_at_lt: '2025-01-01 00:00',
    });
    expect(slugs(byPublishDate).sort()).toEqual(slugs(in2024).sort());

    const byDateField = await client().getAll('cdn/stories', {
      ...BLOG_POSTS,
      filter_query: {date: {gt_date: '2024-01-01 00:00', lt_date: '2025-01-01 00:00'}},
    });
    expect(slugs(byDateField).sort()).toEqual(slugs(in2024).sort());
  });

  test('Integer fields compare as numbers', async () => {
    const {data} = await client().getStories({
      ...BLOG_POSTS,
      per_page: 100,
      filter_query: {reading_minutes: {gt_int: '6'}},
    });
    const expected = fixture.posts.filter((post) => Number(post.content.reading_minutes) > 6);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(data.stories).sort()).toEqual(slugs(expected).sort());
  });

  test('Stories sort by a story property, a content field, or a typed content field', async () => {
    const newest = await client().getStories({
      ...BLOG_POSTS,
      per_page: 100,
      sort_by: 'first_published_at:desc',
    });
    const byDate = [...fixture.posts].sort((a, b) =>
      String(b.first_published_at).localeCompare(String(a.first_published_at)),
    );
    expect(slugs(newest.data.stories)).toEqual(slugs(byDate));

    const byContentDate = await client().getStories({
      ...BLOG_POSTS,
      per_page: 100,
      sort_by: 'content.date:asc',
    });
    expect(slugs(byContentDate.data.stories)).toEqual(slugs([...byDate].reverse()));

    const byMinutes = await client().getStories({
      ...BLOG_POSTS,
      per_page: 100,
      sort_by: 'content.reading_minutes:desc:int',
    });
    const minutes = byMinutes.data.stories.map((story: AnyJson) =>
      Number(story.content.reading_minutes),
    );
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(minutes[0]).toBe(8);

    const byName = await client().getStories({
      starts_with: 'en-us/blog/categories/',
      sort_by: 'name:asc',
    });
    expect(byName.data.stories.map((story: AnyJson) => story.name)).toEqual([
      'Composting',
      'Events',
      'Recipes',
    ]);
  });

  test('Stories are picked by slugs with wildcards, and others left out', async () => {
    const {data} = await client().getStories({
      by_slugs: 'en-us/blog/categories/*,en-us/blog/post-03',
      excluding_slugs: 'en-us/blog/categories/events',
      sort_by: 'name:asc',
    });
    expect(slugs(data.stories)).toEqual([
      'en-us/blog/categories/composting',
      'en-us/blog/post-03',
      'en-us/blog/categories/recipes',
    ]);
  });

  test('Stories are picked by uuid, in the asked order with by_uuids_ordered, and by tag', async () => {
    const [a, b, c] = [fixture.posts[4], fixture.posts[0], fixture.posts[9]];
    const {data} = await client().getStories({
      by_uuids_ordered: [a.uuid, b.uuid, c.uuid].join(','),
    });
    expect(slugs(data.stories)).toEqual(slugs([a, b, c]));

    const featured = await client().getAll('cdn/stories', {with_tag: 'featured'});
    expect(slugs(featured).sort()).toEqual(
      slugs(fixture.posts.filter((post) => post.tag_list?.includes('featured'))).sort(),
    );
  });

  test('Content fields can be left out of the answer', async () => {
    const {data} = await client().getStories({...BLOG_POSTS, excluding_fields: 'excerpt,related'});
    expect(data.stories[0].content).not.toHaveProperty('excerpt');
    expect(data.stories[0].content).not.toHaveProperty('related');
    expect(data.stories[0].content).toHaveProperty('title');
  });

  test('An unknown filter operation is refused', async () => {
    const response = await raw(
      `/v2/cdn/stories?token=${PUBLIC_TOKEN}&filter_query[title][equals]=x`,
    );
    expect(response.status).toBe(422);
  });
});

describe('Relations and links', () => {
  test('The client gets the category and author of each post in place', async () => {
    const {data} = await client().getStories({
      by_slugs: 'en-us/blog/post-04',
      resolve_relations: 'blog-post.category,blog-post.author',
    });
    const post = data.stories[0];
    expect(post.content.category).toMatchObject({
      uuid: fixture.categories.events.uuid,
      full_slug: 'en-us/blog/categories/events',
      content: {title: 'Events'},
    });
    const author = fixture.authors.find((item) => item.uuid === fixture.posts[3].content.author);
    expect(post.content.author).toMatchObject({uuid: author?.uuid, content: {name: author?.name}});
  });

  test('Relations come beside the content in rels, and the content keeps the uuids', async () => {
    const response = await raw(
      `/v2/cdn/stories?token=${PUBLIC_TOKEN}&starts_with=en-us/blog/&content_type=blog-post&resolve_relations=blog-post.category`,
    );
    const body = await readJson(response);
    expect(body.stories[0].content.category).toMatch(/^0{8}-/);
    expect(body.rels.map((rel: AnyJson) => rel.uuid).sort()).toEqual(
      Object.values(fixture.categories)
        .map((category) => category.uuid)
        .sort(),
    );
  });

  test('A single story resolves relations too', async () => {
    const {data} = await client().getStory('en-us/blog/post-01', {
      resolve_relations: 'blog-post.category',
    });
    expect(data.story.content.category.full_slug).toBe('en-us/blog/categories/recipes');
  });

  test('Story links are resolved to the linked story’s url', async () => {
    const {data} = await client().getStory('en-us/blog/post-03', {resolve_links: 'url'});
    expect(data.story.content.related.story).toMatchObject({
      uuid: fixture.posts[1].uuid,
      full_slug: 'en-us/blog/post-02',
      url: 'en-us/blog/post-02',
    });

    const whole = await raw(
      `/v2/cdn/stories/en-us/blog/post-03?token=${PUBLIC_TOKEN}&resolve_links=story`,
    );
    const body = await readJson(whole);
    expect(body.links).toEqual([
      expect.objectContaining({full_slug: 'en-us/blog/post-02', content: expect.any(Object)}),
    ]);
  });
});

describe('Single stories', () => {
  test('A story is found by its id, or by its uuid with find_by=uuid', async () => {
    const post = fixture.posts[6];
    const byId = await client().getStory(String(post.id));
    expect(byId.data.story.full_slug).toBe(post.full_slug);
    const byUuid = await client().getStory(post.uuid, {find_by: 'uuid'});
    expect(byUuid.data.story.full_slug).toBe(post.full_slug);
  });

  test('An unknown id or uuid answers Storyblok’s 404', async () => {
    const response = await raw(`/v2/cdn/stories/999999?token=${PUBLIC_TOKEN}`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual(['This record could not be found']);
    await expect(
      client().getStory(fixture.draftOnly.uuid, {find_by: 'uuid'}),
    ).rejects.toMatchObject({status: 404, message: 'This record could not be found'});
  });
});

describe('Draft and published', () => {
  test('A draft change shows only with the preview token and version=draft', async () => {
    const slug = fixture.draftChanged.full_slug;
    const published = await client(PREVIEW_TOKEN).getStory(slug, {version: 'published'});
    expect(published.data.story.content.title).toBe('Post 1');
    const draft = await client(PREVIEW_TOKEN).getStory(slug, {version: 'draft'});
    expect(draft.data.story.content.title).toBe('Post 1, rewritten');
    expect(draft.data.story.content._editable).toContain('"name":"blog-post"');
    expect(
      (await raw(`/v2/cdn/stories/${slug}?token=${PREVIEW_TOKEN}&version=draft`)).headers.get(
        'cache-control',
      ),
    ).toContain('no-cache');
  });

  test('Lists show drafts and unpublished stories with the preview token only', async () => {
    const draft = await client(PREVIEW_TOKEN).getAll('cdn/stories', {
      ...BLOG_POSTS,
      version: 'draft',
    });
    expect(draft).toHaveLength(POST_COUNT + 1);
    expect(
      draft.find((story: AnyJson) => story.uuid === fixture.draftChanged.uuid).content.title,
    ).toBe('Post 1, rewritten');
    expect(
      draft.find((story: AnyJson) => story.uuid === fixture.draftOnly.uuid).published_at,
    ).toBeNull();

    const published = await client(PREVIEW_TOKEN).getAll('cdn/stories', {
      ...BLOG_POSTS,
      version: 'published',
    });
    expect(published).toHaveLength(POST_COUNT);

    await expect(
      client(PUBLIC_TOKEN).getStories({...BLOG_POSTS, version: 'draft'}),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });

  test('A stale cv is still answered, with the current cv', async () => {
    const response = await raw(`/v2/cdn/stories?token=${PUBLIC_TOKEN}&cv=1`);
    expect(response.status).toBe(200);
    expect((await readJson(response)).cv).toBeGreaterThan(1);
  });
});

describe('Links', () => {
  test('Links list folders and stories keyed by uuid, with parent ids that tie them together', async () => {
    const {data} = await client().get('cdn/links', {starts_with: 'en-us/blog'});
    const byUuid: Record<string, AnyJson> = data.links ?? {};
    const links = Object.values(byUuid);
    const blog = links.find((link) => link.slug === 'en-us/blog');
    expect(blog).toMatchObject({is_folder: true, real_path: '/en-us/blog'});
    const post = byUuid[fixture.posts[0].uuid];
    expect(post).toMatchObject({
      id: fixture.posts[0].id,
      slug: 'en-us/blog/post-01',
      parent_id: blog.id,
      is_folder: false,
      published: true,
      real_path: '/en-us/blog/post-01',
    });
    expect(links.some((link) => link.slug === 'en-us/blog/categories' && link.is_folder)).toBe(
      true,
    );
    expect(byUuid[fixture.draftOnly.uuid]).toBeUndefined();

    const story = await client().getStory('en-us/blog/post-01');
    expect(story.data.story.parent_id).toBe(blog.id);
  });

  test('A story at a folder’s own slug is that folder’s start page', async () => {
    const {data} = await client().get('cdn/links', {starts_with: 'en-us/blog'});
    const folder = Object.values(data.links ?? {}).find(
      (link) => link.slug === 'en-us/blog' && link.is_folder,
    );
    expect(data.links?.[fixture.blogIndex.uuid]).toMatchObject({
      is_startpage: true,
      parent_id: folder?.id,
    });

    const startpages = await client().getStories({starts_with: 'en-us/', is_startpage: true});
    expect(slugs(startpages.data.stories)).toEqual(['en-us/blog']);
    const others = await client().getAll('cdn/stories', {
      starts_with: 'en-us/',
      is_startpage: false,
    });
    expect(others).toHaveLength(POST_COUNT + 5);
  });

  test('The draft version lists unpublished stories as not published', async () => {
    const {data} = await client(PREVIEW_TOKEN).get('cdn/links', {version: 'draft'});
    expect(data.links?.[fixture.draftOnly.uuid]).toMatchObject({
      published: false,
      is_folder: false,
    });
  });

  test('Links are paged with paginated=1', async () => {
    const response = await raw(`/v2/cdn/links?token=${PUBLIC_TOKEN}&paginated=1&per_page=5&page=2`);
    const body = await readJson(response);
    expect(Object.keys(body.links)).toHaveLength(5);
    expect(Number(response.headers.get('total'))).toBeGreaterThan(POST_COUNT);
  });
});

describe('Tokens', () => {
  test.each([
    '/v2/cdn/stories',
    '/v2/cdn/links',
    '/v2/cdn/datasources',
    '/v2/cdn/datasource_entries',
  ])('%s refuses a wrong or missing token with Storyblok’s 401 body', async (path) => {
    for (const query of ['?token=guess', '']) {
      const response = await raw(`${path}${query}`);
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({error: 'Unauthorized'});
    }
  });
});
