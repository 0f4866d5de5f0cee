import {createStorefrontClient} from '@shopify/hydrogen';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, beforeAll} from 'vitest';
import {createStoreCartHandler} from '../app/lib/cart/cart-handler.server';
import {STOREFRONT_API_VERSION} from '../app/lib/storefront-api';
import {loadSandboxConfig} from './config';
import {recordingLog, type LoggedLine} from './log';
import {serveOverHttp, type RunningServer} from './http/node-server';
import {createSandbox, type Sandbox} from './server';

export const ORIGIN = 'http://127.0.0.1:4000';

/** The sandbox's default Storefront API tokens, shaped as Shopify's (and as `.env.example` has them). */
export const {publicToken: PUBLIC_STOREFRONT_TOKEN, privateToken: PRIVATE_STOREFRONT_TOKEN} =
  loadSandboxConfig({}).storefront;

export interface TestSandboxOptions {
  /** A seed folder in place of `sandbox/data`, e.g. fixture stories. */
  seedDir?: string;
  /** Settings as `SANDBOX_*` variables (`SANDBOX_TEST_ENDPOINTS: '1'`); the defaults otherwise. */
  env?: Record<string, string>;
}

/** What a test sandbox logged (test sandboxes record their log lines rather than print them). */
export function loggedLines(sandbox: Sandbox): LoggedLine[] {
  if (!('lines' in sandbox.log))
    throw new Error('This sandbox prints its log; it does not record it');
  return sandbox.log.lines as LoggedLine[];
}

/** A sandbox on a throwaway data folder, closed and removed after each test. */
export function setupTestSandbox({seedDir}: TestSandboxOptions = {}): () => Sandbox {
  let current: {sandbox: Sandbox; dataDir: string} | undefined;
  afterEach(() => {
    current?.sandbox.close();
    if (current) rmSync(current.dataDir, {recursive: true, force: true});
    current = undefined;
  });
  return () => {
    if (!current) {
      const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
      current = {
        sandbox: createSandbox({
          config: loadSandboxConfig({}),
          dataDir,
          seedDir,
          log: recordingLog(),
        }),
        dataDir,
      };
    }
    return current.sandbox;
  };
}

/**
 * A sandbox on a throwaway data folder behind a real socket for the whole test file, for clients
 * that need a URL. Read `url()` inside tests, once `beforeAll` has run. It notes every request it
 * answers as `METHOD /path?query` (decoded), so a test can count the calls a page makes per service.
 */
export function setupServedSandbox({seedDir, env = {}}: TestSandboxOptions = {}): {
  url: () => string;
  sandbox: () => Sandbox;
  requests: () => string[];
  clearRequests: () => void;
} {
  let sandbox: Sandbox | undefined;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let requests: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-served-'));
    const served = createSandbox({config: loadSandboxConfig(env), dataDir, seedDir, log: recordingLog()});
    sandbox = served;
    server = await serveOverHttp(
      (request) => {
        const url = new URL(request.url);
        requests.push(`${request.method} ${decodeURIComponent(url.pathname + url.search)}`);
        return served.handle(request);
      },
      {host: '127.0.0.1', port: 0},
    );
  });
  afterAll(async () => {
    await server?.close();
    sandbox?.close();
    if (dataDir) rmSync(dataDir, {recursive: true, force: true});
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The served sandbox starts in beforeAll');
    return value;
  };
  return {
    url: () => started(server).url,
    sandbox: () => started(sandbox),
    requests: () => requests,
    clearRequests: () => {
      requests = [];
    },
  };
}

// Assertions walk arbitrary JSON; typing every answer would only restate the expectations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export function readJson(response: Response): Promise<AnyJson> {
  return response.json() as Promise<AnyJson>;
}

/**
 * Hydrogen's own storefront client, pointed at a sandbox as the storefront points it at Shopify and
 * asking for the version the store pins.
 */
export function hydrogenStorefront(url: string, country: 'US' | 'CA' = 'US') {
  return createStorefrontClient({
    storeDomain: url,
    publicStorefrontToken: PUBLIC_STOREFRONT_TOKEN,
    privateStorefrontToken: PRIVATE_STOREFRONT_TOKEN,
    storefrontApiVersion: STOREFRONT_API_VERSION,
    i18n: {language: 'EN', country},
    logErrors: false,
  }).storefront;
}

type Storefront = ReturnType<typeof hydrogenStorefront>;

/**
 * Hydrogen's cart handler over that client as the store configures it (decision 0024), keeping the
 * cart id as the cart cookie would.
 */
export function hydrogenCart(
  storefront: Storefront,
  fragments: {cartQueryFragment?: string; cartMutateFragment?: string} = {},
) {
  let cartId: string | undefined;
  return createStoreCartHandler({
    storefront,
    getCartId: () => cartId,
    setCartId: (id) => {
      cartId = id;
      return new Headers();
    },
    ...fragments,
  });
}
