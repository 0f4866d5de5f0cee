import {describe, expect, it} from 'vitest';
import {readJson, setupTestSandbox} from '../testing';

const sandbox = setupTestSandbox();
const INDEX = 'storyblok_content_en_us';

function call(method: string, path: string, key: string, body?: unknown) {
  return sandbox().handle(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers: {'X-Algolia-Application-Id': 'SANDBOXAPP', 'X-Algolia-API-Key': key},
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
const ADMIN = 'sandbox-algolia-admin-key';
const SEARCH = 'sandbox-algolia-search-key';

describe('Algolia’s write API', () => {
  it('takes writes with the admin key only; the search key is told it may not', async () => {
    const refused = await call('PUT', `/1/indexes/${INDEX}/note-1`, SEARCH, {full_slug: 'en-us/note'});
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({message: 'Method not allowed with this API key', status: 403});
    expect((await call('POST', `/1/indexes/${INDEX}/browse`, SEARCH, {})).status).toBe(403);
    expect((await call('PUT', `/1/indexes/${INDEX}/note-1`, 'wrong', {})).status).toBe(403);
  });

  it('saves a record searches then find, deletes it, and reports each task published', async () => {
    const saved = await readJson(
      await call('PUT', `/1/indexes/${INDEX}/note-1`, ADMIN, {name: 'Quinoafibre notes', full_slug: 'en-us/note', content: {seo: {title: 'Notes'}}}),
    );
    expect(saved).toMatchObject({objectID: 'note-1', taskID: expect.any(Number)});
    expect(await readJson(await call('GET', `/1/indexes/${INDEX}/task/${saved.taskID}`, SEARCH))).toEqual({
      status: 'published',
      pendingTask: false,
    });
    const found = await readJson(await call('POST', `/1/indexes/${INDEX}/query`, SEARCH, {query: 'quinoafibre'}));
    expect(found.hits.map((hit: {objectID: string}) => hit.objectID)).toEqual(['note-1']);

    await call('DELETE', `/1/indexes/${INDEX}/note-1`, ADMIN);
    expect((await call('GET', `/1/indexes/${INDEX}/note-1`, SEARCH)).status).toBe(404);
    const gone = await readJson(await call('POST', `/1/indexes/${INDEX}/query`, SEARCH, {query: 'quinoafibre'}));
    expect(gone.nbHits).toBe(0);
    expect((await call('GET', `/1/indexes/${INDEX}/task/999999`, SEARCH)).status).toBe(404);
  });
});
