/** Starting the local servers, shared by `npm start` and `npm run bench`. */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {resolve} from 'node:path';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {CONTENT_TYPES, serveAssets} from './asset-server';
import {
  accountsSandboxOrigin,
  SHOPIFY_ACCOUNT_HOSTS_WORKER,
  SHOPIFY_ACCOUNT_MAPPING,
} from './customer-account-hosts';

export const ROOT = resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Child processes still running, so a start that fails halfway can stop them all, a build included. */
const children = new Set<ChildProcess>();

/** Stops every child process started here that is still running. */
export async function stopChildren(): Promise<void> {
  await Promise.all([...children].map(stopChild));
}

/** Rejects, naming the setting to change, when something already listens on one of `ports`. */
export async function ensurePortsFree(ports: Record<string, number>): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} (${name}) is already in use, perhaps by another \`npm start\`. ` +
          `Stop it, or set ${name} to a free port.`,
      );
    }
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const probe = createServer();
    probe.once('error', () => resolveFree(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree(true)));
  });
}

/**
 * Remix's build runs Vite twice: the browser bundle, then the worker. Always a production build,
 * whoever starts it: under a test runner `NODE_ENV` is `test`, and Hydrogen then adds its dev-only
 * routes, which the worker build cannot find in the browser manifest.
 */
export function buildStorefront(): Promise<void> {
  return runToEnd(process.execPath, [resolve(ROOT, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'], {
    NODE_ENV: 'production',
  });
}

/** The built worker in MiniOxygen, the Oxygen runtime. */
export async function serveBuild({
  port,
  assetsPort,
  env,
  buildDir = resolve(ROOT, 'dist'),
}: {
  port: number;
  assetsPort: number;
  env: Record<string, string>;
  /** Another Hydrogen app's `dist` (the skeleton template's, say); this store's by default. */
  buildDir?: string;
}): Promise<RunningServer> {
  const workerFile = resolve(buildDir, 'server/index.js');
  if (!existsSync(workerFile)) {
    throw new Error(`No build found at ${workerFile}: build the storefront first.`);
  }
  const clientDir = resolve(buildDir, 'client');
  const assets = await serveAssets({directory: clientDir, port: assetsPort});
  // Against the sandbox, shopify.com's customer account addresses are the sandbox's (decision 0026).
  const sandboxOrigin = accountsSandboxOrigin(env);
  const miniOxygen = createMiniOxygen({
    port,
    host: '127.0.0.1',
    assets: {origin: assets.origin},
    requestHook: null,
    // The worker's console reaches this terminal through MiniOxygen's inspector, source-mapped; the
    // runtime's own stdout and stderr (which MiniOxygen drops) would print every line again, unmapped.
    workers: [
      {
        name: 'storefront',
        modulesRoot: resolve(buildDir, 'server'),
        modules: [{type: 'ESModule', path: workerFile, contents: readFileSync(workerFile)}],
        bindings: env,
        stripCfConnectingIp: false,
        ...(sandboxOrigin ? {outboundService: 'shopify-account-hosts'} : {}),
      },
      ...(sandboxOrigin
        ? [
            {
              name: 'shopify-account-hosts',
              modules: true,
              script: SHOPIFY_ACCOUNT_HOSTS_WORKER,
              compatibilityDate: '2024-09-23',
              bindings: {sandboxOrigin},
              stripCfConnectingIp: false,
            },
          ]
        : []),
      {
        name: 'address-guard',
        modules: true,
        script: `${SHOPIFY_ACCOUNT_MAPPING}${ADDRESS_GUARD_WORKER}`,
        compatibilityDate: '2022-10-31',
        // Every request from outside reaches this worker first.
        routes: ['*/*'],
        bindings: {
          contentTypes: CONTENT_TYPES,
          buildEntries: readdirSync(clientDir),
          sandboxOrigin: sandboxOrigin ?? '',
        },
        serviceBindings: {
          router: 'mini-oxygen',
          storefront: 'storefront',
          files: {disk: {path: clientDir}},
        },
        stripCfConnectingIp: false,
      },
    ],
  });
  const stop = async () => {
    await Promise.all([miniOxygen.dispose(), assets.close()]);
  };
  await miniOxygen.ready.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {url: `http://127.0.0.1:${port}`, stop};
}

/**
 * MiniOxygen's router runs with no compatibility date, so workerd's legacy URL parser throws on a
 * `%` that starts no escape (`/%`, `?q=%`) and MiniOxygen answers 500 with its own stack trace,
 * before the storefront sees the request; an address that is no URL at all (`Host: a:1:1`) fails
 * the same way. Such requests go straight to the storefront, which
 * answers them itself (a 400 page); the router keeps everything else (Oxygen headers, and the
 * asset server for anything the build does not hold).
 *
 * The build's files are read from disk by workerd itself: through the router, each one took a trip
 * out to Node (Miniflare's function binding, then a fetch to the asset server), which cost a page
 * load as much CPU as rendering it. workerd's disk service names no content type, so this adds it.
 * Only paths under the build's own top-level entries are looked for there: `/robots.txt` and the
 * sitemaps are the storefront's.
 *
 * Against the sandbox, redirects to shopify.com's customer account addresses are sent to the
 * sandbox instead (`mapBrowserResponse`, decision 0026).
 */
const ADDRESS_GUARD_WORKER = `
export default {
  async fetch(request, env) {
    const response = await route(request, env);
    return env.sandboxOrigin ? mapBrowserResponse(response, env.sandboxOrigin) : response;
  },
};

async function route(request, env) {
  let url;
  try {
    url = new URL(request.url);
  } catch {
    return env.storefront.fetch(request);
  }
  const {pathname, search} = url;
  const strayPercent = /%(?![0-9a-f]{2})/i.test(pathname + search);
  if (strayPercent) return env.storefront.fetch(request);
  const extension = /\\.[a-z0-9]+$/i.exec(pathname)?.[0].toLowerCase();
  const contentType = extension && env.contentTypes[extension];
  const inBuild = env.buildEntries.includes(pathname.split('/')[1]);
  if (contentType && inBuild && (request.method === 'GET' || request.method === 'HEAD')) {
    const file = await env.files.fetch(new Request(request.url));
    if (file.status === 200) {
      return new Response(request.method === 'HEAD' ? null : file.body, {
        headers: {'Content-Type': contentType, 'X-Content-Type-Options': 'nosniff'},
      });
    }
  }
  return env.router.fetch(request);
}`;

/** The sandbox as a child process, resolved once it answers. */
export async function startSandbox({
  port,
  storefrontUrl,
  env = {},
  onUnexpectedExit,
}: {
  port: number;
  storefrontUrl: string;
  env?: Record<string, string>;
  onUnexpectedExit?: (reason: string) => void;
}): Promise<RunningServer> {
  const child = spawnChild('sandbox', process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    ...env,
    SANDBOX_PORT: String(port),
    // The sandbox links back to the store (shop domain, checkout return links).
    SANDBOX_STOREFRONT_URL: storefrontUrl,
  }, onUnexpectedExit);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 60_000, () => child.exitCode !== null || child.signalCode !== null);
  return {url, stop: () => stopChild(child)};
}

/** A child process sharing this terminal; `onUnexpectedExit` hears of it dying before `stop`. */
export function spawnChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  onUnexpectedExit?: (reason: string) => void,
): ChildProcess {
  const child = track(spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}}));
  child.on('exit', (code, signal) => {
    if (child.killed) return;
    onUnexpectedExit?.(`${name} stopped (${signal ?? `exit ${code}`})`);
  });
  return child;
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

function runToEnd(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = track(spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}}));
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${args.join(' ')} failed (exit ${code})`)),
    );
  });
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Resolves once `url` answers; rejects after `timeoutMs`, or as soon as `gaveUp()` says so. */
async function waitForHttp(url: string, timeoutMs: number, gaveUp: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`${url} stopped before it answered`);
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(2000)});
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
