import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {accepts, nonLoopbackAddresses} from '../tests/network';
import {serveAssets, type AssetServer} from './asset-server';

const directory = mkdtempSync(join(tmpdir(), 'assets-'));
mkdirSync(join(directory, 'assets'));
writeFileSync(join(directory, 'assets', 'app.css'), 'body{}');
writeFileSync(join(directory, 'favicon.svg'), '<svg/>');
writeFileSync(join(tmpdir(), 'outside-assets.txt'), 'secret');

let server: AssetServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function portOf(origin: string) {
  return Number(new URL(origin).port);
}

describe('serveAssets', () => {
  it('serves the build’s files with their content types', async () => {
    server = await serveAssets({directory, port: 0});
    const css = await fetch(`${server.origin}assets/app.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe('body{}');
    expect((await fetch(`${server.origin}favicon.svg`)).headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it.each(['/nope.js', '/assets', '/../outside-assets.txt', '/%2e%2e/outside-assets.txt', '/..%2Foutside-assets.txt', '/assets/..%2F..%2Foutside-assets.txt', '/app%00.css', '/%'])(
    'answers 404 for %s, so MiniOxygen hands the request to the storefront',
    async (path) => {
      server = await serveAssets({directory, port: 0});
      // fetch() would normalise the dots away; send the path as written.
      expect(await rawGetStatus(portOf(server.origin), path)).toBe(404);
    },
  );

  it('cannot be reached from another machine', async () => {
    const addresses = nonLoopbackAddresses();
    expect(addresses.length, 'an address other than 127.0.0.1 to try').toBeGreaterThan(0);

    server = await serveAssets({directory, port: 0});
    for (const address of addresses) {
      expect(await accepts(address, portOf(server.origin)), address).toBe(false);
    }
    expect(await accepts('127.0.0.1', portOf(server.origin))).toBe(true);
  });

  it('would be reached there if it listened on every interface, so the check above can fail', async () => {
    server = await serveAssets({directory, port: 0, host: '0.0.0.0'});
    for (const address of nonLoopbackAddresses()) {
      expect(await accepts(address, portOf(server.origin)), address).toBe(true);
    }
  });
});

function rawGetStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({host: '127.0.0.1', port, path, method: 'GET'}, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}
