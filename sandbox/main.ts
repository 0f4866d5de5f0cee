/**
 * `npm run sandbox`: serves every emulated service on http://127.0.0.1:$SANDBOX_PORT.
 *   --reset        recreate the database from the seed, then serve
 *   --reset-only   recreate the database from the seed and exit (`npm run sandbox:reset`)
 */
import {loadSandboxConfig} from './config';
import {resetDatabase} from './db';
import {serveOverHttp} from './http/node-server';
import {createSandbox} from './server';

// Never on a public interface: the sandbox has fixed tokens and no real security.
const HOST = '127.0.0.1';

async function main() {
  const config = loadSandboxConfig();

  if (process.argv.includes('--reset-only')) {
    resetDatabase(config.dataDir).close();
    console.log(`Sandbox data reset in ${config.dataDir}`);
    return;
  }

  const sandbox = createSandbox({config, reset: process.argv.includes('--reset')});
  let server;
  try {
    server = await serveOverHttp(sandbox.handle, {host: HOST, port: config.port});
  } catch (error) {
    sandbox.close();
    throw new Error(
      `Sandbox could not listen on ${HOST}:${config.port}: ${
        error instanceof Error ? error.message : error
      }`,
    );
  }
  sandbox.warmUp();
  console.log(`Sandbox listening on ${server.url}`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => {
      sandbox.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
