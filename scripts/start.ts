/**
 * `npm start` / `npm run dev`: the whole store on one machine. Starts the sandbox (when the
 * environment points at it), then the storefront: a production build served by MiniOxygen, or Vite's
 * dev server with `--dev`. Ctrl-C stops both.
 */
import {resolve} from 'node:path';
import {EnvError, parseEnv} from '../app/lib/env';
import {loadLocalEnv} from './local-env';
import {
  buildStorefront,
  ensurePortsFree,
  ROOT,
  serveBuild,
  spawnChild,
  startSandbox,
  stopChild,
  stopChildren,
  type RunningServer,
} from './servers';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
/** A second storefront beside a sandbox already running (the e2e run's new-accounts store). */
const sandboxRunning = process.argv.includes('--sandbox-running');
const port = Number(process.env.PORT ?? 3000);
const assetsPort = Number(process.env.ASSETS_PORT ?? 9100);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4000);

const running: RunningServer[] = [];
let stopping = false;

async function main() {
  const env = loadLocalEnv(ROOT);
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const onUnexpectedExit = (reason: string) => {
    if (stopping) return;
    console.error(`${reason}; stopping the rest.`);
    void shutdown(1);
  };

  const usesSandbox =
    !sandboxRunning && Object.values(env).some((value) => value.includes(`127.0.0.1:${sandboxPort}`));
  // Before anything starts: a taken port found later would leave a build running for nothing.
  try {
    await ensurePortsFree({
      PORT: port,
      ...(dev ? {} : {ASSETS_PORT: assetsPort}),
      ...(usesSandbox ? {SANDBOX_PORT: sandboxPort} : {}),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const sandbox = usesSandbox
    ? await startSandbox({
        port: sandboxPort,
        storefrontUrl: process.env.SANDBOX_STOREFRONT_URL ?? `http://localhost:${port}`,
        // The invoice service checks the store's signatures with the store's own secret.
        env: {INVOICE_API_SECRET: env.INVOICE_API_SECRET},
        onUnexpectedExit,
      })
    : null;
  if (sandbox) running.push(sandbox);
  if (stopping) return;

  if (dev) {
    const vite = resolve(ROOT, 'node_modules/vite/bin/vite.js');
    const child = spawnChild(
      'storefront',
      process.execPath,
      [vite, 'dev', '--port', String(port), '--strictPort'],
      {},
      onUnexpectedExit,
    );
    running.push({url: `http://localhost:${port}`, stop: () => stopChild(child)});
  } else {
    if (!skipBuild) await buildStorefront();
    if (stopping) return;
    running.push(await serveBuild({port, assetsPort, env}));
  }
  if (stopping) return;

  console.log(
    [
      '',
      `  Storefront  http://localhost:${port}${dev ? '  (Vite dev server)' : ''}`,
      sandbox
        ? `  Sandbox     ${sandbox.url}  (dashboard: each service and its data)`
        : sandboxRunning
          ? '  Sandbox     already running'
          : '  Sandbox     not started: the environment points at real services',
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

/**
 * Stops everything, whatever stage the start had reached: child processes first (a build or a
 * sandbox still starting), so `main` settles promptly, then every server it got running.
 */
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopChildren();
  await started.catch(() => undefined);
  await Promise.all(running.map((server) => server.stop().catch(() => undefined)));
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const started = main();
started.catch((error: unknown) => {
  // Once stopping, a step failing because its process was stopped is expected, not news.
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
