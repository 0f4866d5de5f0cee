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
  ROOT,
  serveBuild,
  spawnChild,
  startSandbox,
  stopChild,
  type RunningServer,
} from './servers';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
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

  const usesSandbox = Object.values(env).some((value) => value.includes(`127.0.0.1:${sandboxPort}`));
  const sandbox = usesSandbox
    ? await startSandbox({
        port: sandboxPort,
        storefrontUrl: process.env.SANDBOX_STOREFRONT_URL ?? `http://localhost:${port}`,
        onUnexpectedExit,
      })
    : null;
  if (sandbox) running.push(sandbox);

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
    running.push(await serveBuild({port, assetsPort, env}));
  }

  console.log(
    [
      '',
      `  Storefront  http://localhost:${port}${dev ? '  (Vite dev server)' : ''}`,
      sandbox
        ? `  Sandbox     ${sandbox.url}  (dashboard: each service and its data)`
        : '  Sandbox     not started: the environment points at real services',
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(running.map((server) => server.stop().catch(() => undefined)));
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
