/**
 * The sandbox as one Fetch-style handler: each emulated service is a folder that contributes its
 * routes, composed here. Tests call `handle(new Request(...))` directly; `main.ts` puts it on a socket.
 */
import {join} from 'node:path';
import {createSearchService} from './algolia';
import {createInsightsService} from './algolia/insights';
import {createAssetService} from './assets';
import {createChatService} from './chat';
import {createCheckoutService} from './checkout';
import {createCustomerAccountService} from './customer-account';
import {loadSandboxConfig, type SandboxConfig} from './config';
import {createDashboardHandler} from './dashboard';
import {openDatabase, resetDatabase, type SandboxDb} from './db';
import {createFaultState, faultControlRoutes, withFault} from './faults';
import {createFormService} from './forms';
import {createInvoiceService} from './invoices';
import {preflight, withCors} from './http/cors';
import {json} from './http/responses';
import {createRouter, type Route} from './http/router';
import {consoleLog, type SandboxLog} from './log';
import {createMarketingService} from './marketing';
import {createOrderService} from './orders';
import {createOutboxService} from './outbox';
import {createReviewService} from './reviews';
import {createSealService} from './seal';
import type {SandboxService, ServiceContext} from './service';
import {createStorefrontService} from './shopify';
import {createShopifyCdnService} from './shopify-cdn';
import {createStoryblokService} from './storyblok';

export const SEED_DIR = join(import.meta.dirname, 'data');

export interface SandboxOptions {
  config?: SandboxConfig;
  /** Overrides `config.dataDir`; tests point it at a temporary folder. */
  dataDir?: string;
  /** Recreate the database from the seed before serving. */
  reset?: boolean;
  /** Overrides `sandbox/data`; tests point it at a folder of fixture stories. */
  seedDir?: string;
  /** Where log lines go; the console unless a test records them. */
  log?: SandboxLog;
}

export interface Sandbox {
  handle(request: Request): Promise<Response>;
  close(): void;
  /** Builds what services build lazily; the command calls it once it is listening. */
  warmUp(): void;
  config: SandboxConfig;
  db: SandboxDb;
  log: SandboxLog;
}

/**
 * `GET /__sandbox/counts`: what each service holds or has been asked to do (the dashboard's figures
 * as JSON, by service key), so a test can prove a request reached no service.
 */
function countsRoute(services: SandboxService[]): Route {
  return {
    method: 'GET',
    pattern: '/__sandbox/counts',
    handler: async () => json(Object.fromEntries(services.map((service) => [service.key, service.counts?.() ?? {}]))),
  };
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const baseConfig = options.config ?? loadSandboxConfig();
  const config = options.dataDir ? {...baseConfig, dataDir: options.dataDir} : baseConfig;
  const db = options.reset ? resetDatabase(config.dataDir) : openDatabase(config.dataDir);
  const log = options.log ?? consoleLog;
  const context: ServiceContext = {config, db, seedDir: options.seedDir ?? SEED_DIR, log};

  const services: SandboxService[] = [
    createStorefrontService(context),
    createCheckoutService(context),
    createCustomerAccountService(context),
    createStoryblokService(context),
    createAssetService(context),
    createSearchService(context),
    createInsightsService(context),
    createFormService(context),
    createMarketingService(context),
    createReviewService(context),
    createChatService(context),
    createOrderService(context),
    createInvoiceService(context),
    createOutboxService(context),
    createSealService(),
    createShopifyCdnService(),
  ];
  const faults = createFaultState(config.faults);
  const router = createRouter([
    {method: 'GET', pattern: '/', handler: createDashboardHandler(services, faults)},
    ...(config.testEndpoints ? [...faultControlRoutes(faults), countsRoute(services)] : []),
    ...services.flatMap((service) =>
      service.routes.map((route) => ({
        ...route,
        handler: withFault(faults.current, service.key, route.handler),
      })),
    ),
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
    log,
    async handle(request) {
      try {
        return withCors(await route(request));
      } catch (error) {
        log.error(`Sandbox failed on ${request.method} ${request.url}:`, error);
        return withCors(json({error: 'Internal sandbox error'}, {status: 500}));
      }
    },
    warmUp() {
      for (const service of services) service.warmUp?.();
    },
    close() {
      db.close();
    },
  };
}
