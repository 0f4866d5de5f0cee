import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {callService, ServiceError} from './outbound.server';

const SERVICE = 'https://forms.example/forms';
const server = setupServer(
  http.post(`${SERVICE}/ok`, () => HttpResponse.json({success: true})),
  http.post(`${SERVICE}/invalid`, () => HttpResponse.json({success: false}, {status: 422})),
  http.post(`${SERVICE}/down`, () => new HttpResponse('secret upstream detail', {status: 503})),
  http.post(`${SERVICE}/slow`, async () => {
    await delay(500);
    return HttpResponse.json({success: true});
  }),
);

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('callService', () => {
  it('answers with the service’s response', async () => {
    const response = await callService('forms', `${SERVICE}/ok`, {method: 'POST'});
    expect(await response.json()).toEqual({success: true});
  });

  it('lets the caller read the error statuses it expects', async () => {
    const response = await callService('forms', `${SERVICE}/invalid`, {method: 'POST', acceptStatus: [422]});
    expect(response.status).toBe(422);
  });

  it('fails with the status, and logs neither the body sent nor the body received', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = callService('forms', `${SERVICE}/down`, {method: 'POST', body: 'email=ada@example.com'});
    await expect(call).rejects.toEqual(new ServiceError('forms', 503));
    const logged = JSON.stringify(log.mock.calls);
    expect(logged).toContain('forms');
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('secret upstream detail');
  });

  it('gives up on a service that does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = callService('forms', `${SERVICE}/slow`, {method: 'POST', timeoutMs: 50});
    await expect(call).rejects.toMatchObject({name: 'ServiceError', status: null});
  });
});
