/**
 * The local runtime's shopify.com mapping (decision 0026), in workerd as `npm start` runs it: a
 * stand-in storefront worker makes the requests and redirects Hydrogen's customer account client
 * makes, and a stand-in sandbox echoes what reached it.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {createServer as createNetServer, type AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {accountsSandboxOrigin} from './customer-account-hosts';
import {serveBuild, type RunningServer} from './servers';

/** What Hydrogen's client does: redirects to shopify.com with https callbacks, and fetches its token endpoint. */
const STOREFRONT_WORKER = `export default {
  async fetch(request, env) {
    const {pathname} = new URL(request.url);
    const authorize = 'https://shopify.com/authentication/1/oauth/authorize?client_id=c&redirect_uri=' +
      encodeURIComponent('https://127.0.0.1:3000/account/authorize');
    if (pathname === '/account/login') {
      const headers = new Headers({Location: authorize});
      headers.append('Set-Cookie', 'session=a; Path=/');
      headers.append('Set-Cookie', 'other=b; Path=/');
      return new Response(null, {status: 302, headers});
    }
    if (pathname === '/account/login.data') {
      return new Response(JSON.stringify([{redirect: authorize}]), {
        status: 202,
        headers: {'X-Remix-Response': 'yes', 'Content-Type': 'text/x-script'},
      });
    }
    if (pathname === '/account/authorize') {
      const answer = await fetch('https://shopify.com/authentication/1/oauth/token', {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://127.0.0.1:3000'},
        body: new URLSearchParams({grant_type: 'authorization_code', code: 'x', redirect_uri: 'https://127.0.0.1:3000/account/authorize'}),
      });
      return new Response(await answer.text());
    }
    if (pathname === '/elsewhere') {
      const answer = await fetch(env.PUBLIC_STORE_DOMAIN + '/api/2026-04/graphql.json', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({query: '{ shop { name } }'}),
      });
      return new Response(await answer.text());
    }
    return new Response('home');
  },
};`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let echo: Server;
let echoOrigin: string;
const buildDir = mkdtempSync(join(tmpdir(), 'mapping-build-'));

beforeAll(async () => {
  mkdirSync(join(buildDir, 'server'));
  mkdirSync(join(buildDir, 'client'));
  writeFileSync(join(buildDir, 'server', 'index.js'), STOREFRONT_WORKER);
  echo = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () =>
      response.end(JSON.stringify({method: request.method, url: request.url, origin: request.headers.origin ?? null, body})),
    );
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoOrigin = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});
afterAll(() => {
  echo.close();
  rmSync(buildDir, {recursive: true, force: true});
});

/** The stand-in store on the runtime, started once per describe block (workerd takes a while). */
function serveFor(storeDomain: () => string): () => string {
  let store: RunningServer | undefined;
  beforeAll(async () => {
    store = await serveBuild({
      port: await freePort(),
      assetsPort: await freePort(),
      env: {PUBLIC_STORE_DOMAIN: storeDomain()},
      buildDir,
    });
  });
  afterAll(() => store?.stop());
  return () => store!.url;
}

describe('accountsSandboxOrigin', () => {
  it('is the store domain when it is a plain-http loopback address, and nothing for a real shop', () => {
    expect(accountsSandboxOrigin({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4000'})).toBe('http://127.0.0.1:4000');
    expect(accountsSandboxOrigin({PUBLIC_STORE_DOMAIN: 'http://localhost:4010/'})).toBe('http://localhost:4010');
    expect(accountsSandboxOrigin({PUBLIC_STORE_DOMAIN: 'your-shop.myshopify.com'})).toBeNull();
    expect(accountsSandboxOrigin({PUBLIC_STORE_DOMAIN: 'http://shop.example.com'})).toBeNull();
  });
});

describe('against the sandbox', () => {
  const storeUrl = serveFor(() => echoOrigin);

  it('sends the browser’s redirect to shopify.com to the sandbox, its callback plain http, cookies kept', async () => {
    const url = storeUrl();
    const response = await fetch(`${url}/account/login`, {redirect: 'manual'});
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `${echoOrigin}/authentication/1/oauth/authorize?client_id=c&redirect_uri=${encodeURIComponent('http://127.0.0.1:3000/account/authorize')}`,
    );
    expect(response.headers.getSetCookie()).toEqual(['session=a; Path=/', 'other=b; Path=/']);
  });

  it('maps the redirect a client-side navigation receives in its single-fetch answer', async () => {
    const url = storeUrl();
    const body = (await (await fetch(`${url}/account/login.data`)).json()) as [{redirect: string}];
    expect(body[0].redirect).toBe(
      `${echoOrigin}/authentication/1/oauth/authorize?client_id=c&redirect_uri=${encodeURIComponent('http://127.0.0.1:3000/account/authorize')}`,
    );
  });

  it('sends the worker’s token request to the sandbox with the callback and Origin it was given, in http', async () => {
    const url = storeUrl();
    const echoed = (await (await fetch(`${url}/account/authorize`)).json()) as Record<string, string>;
    expect(echoed).toMatchObject({method: 'POST', url: '/authentication/1/oauth/token', origin: 'http://127.0.0.1:3000'});
    expect(Object.fromEntries(new URLSearchParams(echoed.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'x',
      redirect_uri: 'http://127.0.0.1:3000/account/authorize',
    });
  });

  it('leaves every other request of the worker as it was', async () => {
    const url = storeUrl();
    const echoed = (await (await fetch(`${url}/elsewhere`)).json()) as Record<string, string>;
    expect(echoed).toEqual({
      method: 'POST',
      url: '/api/2026-04/graphql.json',
      origin: null,
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
  });
});

describe('against a real shop', () => {
  const storeUrl = serveFor(() => 'your-shop.myshopify.com');

  it('maps nothing: the browser goes to shopify.com as on Oxygen', async () => {
    const url = storeUrl();
    const response = await fetch(`${url}/account/login`, {redirect: 'manual'});
    expect(response.headers.get('Location')).toMatch(/^https:\/\/shopify\.com\/authentication\/1\/oauth\/authorize\?/);
    expect(new URL(response.headers.get('Location')!).searchParams.get('redirect_uri')).toBe(
      'https://127.0.0.1:3000/account/authorize',
    );
  });
});
