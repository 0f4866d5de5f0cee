/**
 * `npm start` / `npm run dev`: the whole store on one machine. Starts the sandbox (when the
 * environment points at it), then the storefront: a production build served by MiniOxygen, or Vite's
 * dev server with `--dev`. Ctrl-C stops both.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {EnvError, parseEnv} from '../app/lib/env';
import {loadLocalEnv} from './local-env';

const root = resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const port = Number(process.env.PORT ?? 3000);
const assetsPort = Number(process.env.ASSETS_PORT ?? 9100);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4000);

const children: ChildProcess[] = [];
let stopMiniOxygen: (() => Promise<void>) | null = null;
let stopping = false;

async function main() {
  const env = loadLocalEnv(root);
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const usesSandbox = Object.values(env).some((value) => value.includes(`127.0.0.1:${sandboxPort}`));
  if (usesSandbox) {
    children.push(
      run('sandbox', process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
        // The sandbox links back to the store (shop domain, checkout return links).
        SANDBOX_STOREFRONT_URL: process.env.SANDBOX_STOREFRONT_URL ?? `http://localhost:${port}`,
      }),
    );
    await waitForHttp(sandboxUrl, 60_000);
  }

  if (dev) {
    children.push(
      run('storefront', process.execPath, [viteBin(), 'dev', '--port', String(port), '--strictPort']),
    );
  } else {
    if (!skipBuild) await runToEnd(process.execPath, [remixBin(), 'vite:build']);
    const miniOxygen = await serveBuild(env);
    stopMiniOxygen = () => miniOxygen.dispose();
  }

  console.log(
    [
      '',
      `  Storefront  http://localhost:${port}${dev ? '  (Vite dev server)' : ''}`,
      usesSandbox
        ? `  Sandbox     ${sandboxUrl}  (dashboard: services, outbox, inbox)`
        : '  Sandbox     not started: the environment points at real services',
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

async function serveBuild(env: Record<string, string>) {
  const workerFile = resolve(root, 'dist/server/index.js');
  if (!existsSync(workerFile)) {
    throw new Error('No build found at dist/server/index.js: run without --no-build.');
  }
  const miniOxygen = createMiniOxygen({
    port,
    host: '127.0.0.1',
    assets: {directory: resolve(root, 'dist/client'), port: assetsPort},
    requestHook: null,
    // Keep the worker's console (errors, warnings) visible; MiniOxygen drops it by default.
    handleRuntimeStdio(stdout, stderr) {
      stdout.pipe(process.stdout);
      stderr.pipe(process.stderr);
    },
    workers: [
      {
        name: 'storefront',
        modulesRoot: resolve(root, 'dist/server'),
        modules: [{type: 'ESModule', path: workerFile, contents: readFileSync(workerFile)}],
        bindings: env,
        stripCfConnectingIp: false,
      },
    ],
  });
  await miniOxygen.ready;
  return miniOxygen;
}

function viteBin() {
  return resolve(root, 'node_modules/vite/bin/vite.js');
}

/** Remix's build runs Vite twice: the browser bundle, then the worker. */
function remixBin() {
  return resolve(root, 'node_modules/@remix-run/dev/dist/cli.js');
}

function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    void shutdown(1);
  });
  return child;
}

function runToEnd(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {cwd: root, stdio: 'inherit'});
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

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await stopMiniOxygen?.().catch(() => undefined);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
