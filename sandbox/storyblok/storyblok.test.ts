import {describe, expect, test} from 'vitest';
import {ORIGIN, readJson, setupTestSandbox, type AnyJson} from '../testing';

const sandbox = setupTestSandbox();
const PUBLIC_TOKEN = 'sandbox-storyblok-public-token';
const PREVIEW_TOKEN = 'sandbox-storyblok-preview-token';

function get(path: string) {
  return sandbox().handle(new Request(`${ORIGIN}${path}`));
}

describe('Storyblok CDN API', () => {
  test('a story is served by its full slug in Storyblok’s envelope', async () => {
    const response = await get(
      `/v2/cdn/stories/en-us/home?token=${PUBLIC_TOKEN}&version=published&cv=1`,
    );
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({rels: [], links: [], cv: expect.any(Number)});
    expect(body.story).toMatchObject({
      full_slug: 'en-us/home',
      slug: 'home',
      content: {component: 'page'},
    });
  });

  test('a request without a token is refused with Storyblok’s 401 body', async () => {
    const response = await get('/v2/cdn/stories/en-us/home');
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({error: 'Unauthorized'});
  });

  test('an unknown token is refused', async () => {
    expect((await get('/v2/cdn/stories/en-us/home?token=guess')).status).toBe(401);
  });

  test('the public token cannot read drafts', async () => {
    const response = await get(`/v2/cdn/stories/en-us/home?token=${PUBLIC_TOKEN}&version=draft`);
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({error: 'Unauthorized'});
  });

  test('the preview token reads drafts, with visual-editor markers on every blok', async () => {
    const response = await get(`/v2/cdn/stories/en-us/home?token=${PREVIEW_TOKEN}&version=draft`);
    expect(response.status).toBe(200);
    const {story} = await readJson(response);
    expect(story.content._editable).toMatch(/^<!--#storyblok#\{.*"name":"page".*\}-->$/);
    expect(story.content.body[0]._editable).toContain(story.content.body[0]._uid);
  });

  test('published answers carry no visual-editor markers', async () => {
    const {story} = await readJson(await get(`/v2/cdn/stories/en-us/home?token=${PREVIEW_TOKEN}`));
    expect(JSON.stringify(story)).not.toContain('_editable');
  });

  test('an unknown slug answers Storyblok’s 404 body', async () => {
    const response = await get(`/v2/cdn/stories/en-us/no-such-page?token=${PUBLIC_TOKEN}`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual(['This record could not be found']);
  });

  test('a slug that tries to leave the stories folder is not found', async () => {
    const response = await get(`/v2/cdn/stories/..%2F..%2Fpackage?token=${PUBLIC_TOKEN}`);
    expect(response.status).toBe(404);
  });

  test('asset URLs in content are absolute on the sandbox origin', async () => {
    const {story} = await readJson(await get(`/v2/cdn/stories/en-us/global?token=${PUBLIC_TOKEN}`));
    const logo = story.content.header[0].logo.filename;
    expect(logo).toBe(`${ORIGIN}/f/100001/240x48/4f8c2a91d3/logo.svg`);
    expect(JSON.stringify(story.content)).not.toMatch(/"\/f\//);
  });

  test('the seeded draft of the about page shows only in the draft version', async () => {
    const withoutMarkers = (content: AnyJson) =>
      JSON.parse(
        JSON.stringify(content, (key, value: unknown) => (key === '_editable' ? undefined : value)),
      );
    const published = await readJson(
      await get(`/v2/cdn/stories/en-us/about?token=${PREVIEW_TOKEN}`),
    );
    const draft = await readJson(
      await get(`/v2/cdn/stories/en-us/about?token=${PREVIEW_TOKEN}&version=draft`),
    );
    expect(draft.story.uuid).toBe(published.story.uuid);
    expect(withoutMarkers(draft.story.content)).not.toEqual(published.story.content);
  });

  test('every seeded story is listed, each once, across pages', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const response = await get(`/v2/cdn/stories?token=${PUBLIC_TOKEN}&per_page=100&page=${page}`);
      const {stories} = await readJson(response);
      if (stories.length === 0) {
        expect(seen.length).toBe(Number(response.headers.get('total')));
        break;
      }
      seen.push(...stories.map((story: AnyJson) => story.full_slug));
    }
    expect(seen).toContain('en-us/home');
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('the space answers with its id and cache version', async () => {
    const response = await get(`/v2/cdn/spaces/me?token=${PUBLIC_TOKEN}`);
    const body = await readJson(response);
    expect(body.space).toMatchObject({id: 100001, version: expect.any(Number)});
    expect((await get('/v2/cdn/spaces/me')).status).toBe(401);
  });
});
