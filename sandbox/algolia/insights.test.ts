import {describe, expect, it} from 'vitest';
import {readJson, setupTestSandbox} from '../testing';

const sandbox = setupTestSandbox();
const CREDENTIALS = 'X-Algolia-Application-Id=SANDBOXAPP&X-Algolia-API-Key=sandbox-algolia-search-key';
const CLICK = {
  eventType: 'click',
  eventName: 'Product Clicked',
  index: 'shopify_products',
  userToken: 'AbCdEfGhIjKlMnOpQrSt',
  queryID: '0123456789abcdef0123456789abcdef',
  objectIDs: ['800057'],
  positions: [2],
};

function send(body: unknown, query = CREDENTIALS) {
  // A beacon's body: JSON as text/plain, credentials in the address.
  return sandbox().handle(
    new Request(`http://sandbox.test/1/events?${query}`, {
      method: 'POST',
      headers: {'Content-Type': 'text/plain;charset=UTF-8'},
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const received = async () =>
  (await readJson(await sandbox().handle(new Request('http://sandbox.test/__sandbox/insights/events')))).events;

describe('Algolia Insights', () => {
  it('takes a beacon’s events and lists them', async () => {
    const answer = await send({events: [CLICK]});
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toEqual({status: 200, message: 'OK'});
    expect(await received()).toEqual([{...CLICK, receivedAt: expect.any(String)}]);
  });

  it('refuses wrong credentials, and events Insights would refuse, keeping none of them', async () => {
    expect((await send({events: [CLICK]}, 'X-Algolia-Application-Id=SANDBOXAPP&X-Algolia-API-Key=nope')).status).toBe(401);
    for (const event of [
      {...CLICK, positions: undefined},
      {...CLICK, positions: [1, 2]},
      {...CLICK, queryID: 'not-a-query-id'},
      {...CLICK, userToken: 'has spaces'},
      {...CLICK, eventType: 'purchase'},
      {...CLICK, objectIDs: []},
    ]) {
      const answer = await send({events: [event]});
      expect(answer.status).toBe(422);
    }
    expect((await send('not json')).status).toBe(400);
    expect(await received()).toEqual([]);
  });
});
