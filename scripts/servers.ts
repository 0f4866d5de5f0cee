/** Starting the local servers, shared by `npm start` and `npm run bench`. */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {createMiniOxygen} from '@shopify/mini-oxygen';

export const ROOT = resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Remix's build runs Vite twice: the browser bundle, then the worker. */
export function buildStorefront(): Promise<void> {
  return runToEnd(process.execPath, [resolve(ROOT, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build']);
}

/** The built worker in MiniOxygen, the Oxygen runtime. */
export async function serveBuild({
  port,
  assetsPort,
  env,
}: {
  port: number;
  assetsPort: number;
  env: Record<string, string>;
}): Promise<RunningServer> {
  const workerFile = resolve(ROOT, 'dist/server/index.js');
  if (!existsSync(workerFile)) {
    throw new Error('No build found at dist/server/index.js: build the storefront first.');
  }
  const miniOxygen = createMiniOxygen({
    port,
    host: '127.0.0.1',
    assets: {directory: resolve(ROOT, 'dist/client'), port: assetsPort},
    requestHook: null,
    // Keep the worker's console (errors, warnings) visible; MiniOxygen drops it by default.
    handleRuntimeStdio(stdout, stderr) {
      stdout.pipe(process.stdout);
      stderr.pipe(process.stderr);
    },
    workers: [
      {
        name: 'storefront',
        modulesRoot: resolve(ROOT, 'dist/server'),
        modules: [{type: 'ESModule', path: workerFile, contents: readFileSync(workerFile)}],
        bindings: env,
        stripCfConnectingIp: false,
      },
    ],
  });
  await miniOxygen.ready;
  return {url: `http://127.0.0.1:${port}`, stop: () => miniOxygen.dispose()};
}

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
  await waitForHttp(url, 60_000);
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
  const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}});
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

function runToEnd(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit'});
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${args.join(' ')} failed (exit ${code})`)),
    );
  });
}

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
