/**
 * Starts the store for the resilience tests: the production build (made here unless
 * `RESILIENCE_SKIP_BUILD=1`, which `npm test` sets because its end-to-end step has just built it) on
 * MiniOxygen, against a sandbox freshly seeded in `.data/resilience` with its test endpoints on.
 * Both listen on 127.0.0.1 and stop when the run ends, pass or fail.
 */
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import type {TestProject} from 'vitest/node';
import {loadLocalEnv, pointAtSandboxPort} from '../../scripts/local-env';
import {
  buildStorefront,
  ensurePortsFree,
  ROOT,
  serveBuild,
  startSandbox,
  stopChildren,
  type RunningServer,
} from '../../scripts/servers';
import {RESILIENCE_PORTS} from './ports';

export default async function setup(project: TestProject) {
  const {storefront, sandbox, assets} = RESILIENCE_PORTS;
  await ensurePortsFree({'E2E_PORT_OFFSET (storefront)': storefront, 'E2E_PORT_OFFSET (sandbox)': sandbox, 'E2E_PORT_OFFSET (assets)': assets});
  const running: RunningServer[] = [];
  const stop = async () => {
    await stopChildren();
    await Promise.all(running.reverse().map((server) => server.stop().catch(() => undefined)));
  };
  try {
    if (process.env.RESILIENCE_SKIP_BUILD !== '1') await buildStorefront();
    const dataDir = resolve(ROOT, '.data/resilience');
    rmSync(dataDir, {recursive: true, force: true});
    const storefrontUrl = `http://127.0.0.1:${storefront}`;
    running.push(
      await startSandbox({
        port: sandbox,
        storefrontUrl,
        env: {SANDBOX_DATA_DIR: dataDir, SANDBOX_TEST_ENDPOINTS: '1'},
      }),
    );
    const env = {...pointAtSandboxPort(loadLocalEnv(ROOT, {}), sandbox), PUBLIC_STORE_URL: storefrontUrl};
    running.push(await serveBuild({port: storefront, assetsPort: assets, env}));
    project.provide('storefrontUrl', storefrontUrl);
    project.provide('sandboxUrl', `http://127.0.0.1:${sandbox}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    sandboxUrl: string;
  }
}
