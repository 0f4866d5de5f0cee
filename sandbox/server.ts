/**
 * The sandbox as one Fetch-style handler: each emulated service is a folder that contributes its
 * routes, composed here. Tests call `handle(new Request(...))` directly; `main.ts` puts it on a socket.
 */
import {join} from 'node:path';
import {createAssetService} from './assets';
import {loadSandboxConfig, type SandboxConfig} from './config';
import {createDashboardHandler} from './dashboard';
import {openDatabase, resetDatabase, type SandboxDb} from './db';
import {preflight, withCors} from './http/cors';
import {json} from './http/responses';
import {createRouter} from './http/router';
import type {SandboxService, ServiceContext} from './service';
import {createStorefrontService} from './shopify';
import {createStoryblokService} from './storyblok';

export const SEED_DIR = join(import.meta.dirname, 'data');

export interface SandboxOptions {
  config?: SandboxConfig;
  /** Overrides `config.dataDir`; tests point it at a temporary folder. */
  dataDir?: string;
  /** Recreate the database from the seed before serving. */
  reset?: boolean;
}

export interface Sandbox {
  handle(request: Request): Promise<Response>;
  close(): void;
  config: SandboxConfig;
  db: SandboxDb;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const baseConfig = options.config ?? loadSandboxConfig();
  const config = options.dataDir ? {...baseConfig, dataDir: options.dataDir} : baseConfig;
  const db = options.reset ? resetDatabase(config.dataDir) : openDatabase(config.dataDir);
  const context: ServiceContext = {config, db, seedDir: SEED_DIR};

  const services: SandboxService[] = [
    createStorefrontService(context),
    createStoryblokService(context),
    createAssetService(context),
  ];
  const router = createRouter([
    {method: 'GET', pattern: '/', handler: createDashboardHandler(services)},
    ...services.flatMap((service) => service.routes),
  ]);

  async function route(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight(request);
    const {pathname} = new URL(request.url);
    const found = router.lookup(request.method, pathname);
    switch (found.kind) {
      case 'found':
        return found.match.handler(request, found.match.params);
      case 'wrong-method':
        return json(
          {error: 'Method not allowed'},
          {status: 405, headers: {Allow: [...found.allowed, 'OPTIONS'].join(', ')}},
        );
      case 'missing':
        return json({error: 'Not found'}, {status: 404});
    }
  }

  return {
    config,
    db,
    async handle(request) {
      try {
        return withCors(await route(request));
      } catch (error) {
        console.error(`Sandbox failed on ${request.method} ${request.url}:`, error);
        return withCors(json({error: 'Internal sandbox error'}, {status: 500}));
      }
    },
    close() {
      db.close();
    },
  };
}
