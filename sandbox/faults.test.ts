import {describe, expect, it} from 'vitest';
import {loadSandboxConfig} from './config';
import {FaultSpecError, parseFaults} from './faults';
import {createSandbox, type Sandbox} from './server';
import {PUBLIC_STOREFRONT_TOKEN, readJson, setupTestSandbox} from './testing';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const STOREFRONT_TOKEN = {'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_TOKEN};

function shopQuery(origin = 'http://127.0.0.1:4000') {
  return new Request(`${origin}/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: {...STOREFRONT_TOKEN, 'Content-Type': 'application/json'},
    body: JSON.stringify({query: '{ shop { name } }'}),
  });
}

/** A sandbox with the given settings on a throwaway folder, for the length of `run`. */
async function withSandbox(
  env: Record<string, string>,
  run: (sandbox: Sandbox) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-faults-'));
  try {
    const sandbox = createSandbox({config: loadSandboxConfig(env), dataDir});
    try {
      await run(sandbox);
    } finally {
      sandbox.close();
    }
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
}

describe('parseFaults', () => {
  it('reads latency and error rates per service, combining settings for one service', () => {
    const faults = parseFaults('storefront:latency=400ms, content:error=0.2,storefront:error=1');
    expect(faults.get('storefront')).toEqual({latencyMs: 400, errorRate: 1});
    expect(faults.get('content')).toEqual({latencyMs: 0, errorRate: 0.2});
    expect(parseFaults('search:latency=2s').get('search')?.latencyMs).toBe(2000);
  });

  it.each(['storefront', 'storefront:latency=fast', 'content:error=2', 'x:speed=1'])(
    'refuses "%s" with a message that says what to write',
    (spec) => {
      expect(() => parseFaults(spec)).toThrow(FaultSpecError);
    },
  );
});

describe('faults in the running sandbox', () => {
  it('fails every request to a service whose error rate is 1, and leaves the others alone', () =>
    withSandbox({SANDBOX_FAULTS: 'storefront:error=1'}, async (sandbox) => {
      const failed = await sandbox.handle(shopQuery());
      expect(failed.status).toBe(503);
      expect(await readJson(failed)).toEqual({
        error: 'Service unavailable: fault injected into "storefront" by the sandbox',
      });
      const assets = await sandbox.handle(
        new Request('http://127.0.0.1:4000/f/does-not-exist.svg'),
      );
      expect(assets.status).toBe(404);
    }));

  it('delays a slowed service by at least the latency asked for', () =>
    withSandbox({SANDBOX_FAULTS: 'storefront:latency=120ms'}, async (sandbox) => {
      const started = performance.now();
      const response = await sandbox.handle(shopQuery());
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    }));

  it('refuses to start with a malformed SANDBOX_FAULTS', async () => {
    await expect(
      withSandbox({SANDBOX_FAULTS: 'storefront:latency=soon'}, async () => {}),
    ).rejects.toThrow(/Cannot read latency/);
  });
});

describe('/__sandbox/faults', () => {
  const sandbox = setupTestSandbox();

  it('is not there unless test endpoints are on', async () => {
    const response = await sandbox().handle(new Request('http://127.0.0.1:4000/__sandbox/faults'));
    expect(response.status).toBe(404);
  });

  it('sets, reports and clears faults at run time', () =>
    withSandbox({SANDBOX_TEST_ENDPOINTS: '1'}, async (served) => {
      const control = (method: string, body?: unknown) =>
        served.handle(
          new Request('http://127.0.0.1:4000/__sandbox/faults', {
            method,
            headers: {'Content-Type': 'application/json'},
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );

      expect(await readJson(await control('PUT', {faults: 'storefront:error=1'}))).toEqual({
        faults: 'storefront:error=1',
      });
      expect((await served.handle(shopQuery())).status).toBe(503);

      const refused = await control('PUT', {faults: 'storefront:error=lots'});
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).error).toMatch(/Cannot read error rate/);

      expect(await readJson(await control('DELETE'))).toEqual({faults: ''});
      expect((await served.handle(shopQuery())).status).toBe(200);
    }));
});
