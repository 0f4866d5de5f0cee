import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/chromium';
import {loadLocalEnv, pointAtSandboxPort} from './scripts/local-env';

/**
 * Ports of their own, so a store left running with `npm start` never collides with the tests;
 * `E2E_PORT_OFFSET` shifts all three so two checkouts can run their suites side by side.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const STOREFRONT_PORT = 3100 + PORT_OFFSET;
export const SANDBOX_PORT = 4100 + PORT_OFFSET;
export const ASSETS_PORT = 9200 + PORT_OFFSET;
/** A second store, on new customer accounts, beside the first (legacy accounts): see webServer. */
export const NEW_ACCOUNTS_STOREFRONT_PORT = STOREFRONT_PORT + 5;
const NEW_ACCOUNTS_ASSETS_PORT = ASSETS_PORT + 5;
const SANDBOX_DATA_DIR = resolve('.data/e2e');

// Only the runner process (not its workers) starts the servers, so only it clears old state.
if (!process.env.TEST_WORKER_INDEX) rmSync(SANDBOX_DATA_DIR, {recursive: true, force: true});

const launchOptions = chromiumLaunchOptions();

/** The sandbox's Customer Account API client and shop, as `.env.example` names them (commented). */
const NEW_ACCOUNTS_ENV = {
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_5c1f0e7a-3b9d-4e2a-8f6c-1d7b9a4e0c52',
  SHOP_ID: '68817551470',
};

const FAULT_TESTS = /faults\.spec\.ts/;

/**
 * Specs whose subject is the same at any width: what content renders (pages, posts, questions,
 * reviews, the editor's preview), and what a single form or the server does with what is sent
 * (registration, recovery, profile, addresses, newsletter, privacy choices, request safety). On a
 * phone only their @mobile-layout tests run: the phone layout of every route, form errors included,
 * is proved by the accessibility sweep and of every block by the seed-pages phone sweep, and the
 * suite's time (CPU-bound on CI's two cores) is better spent on the flows that differ on a phone
 * (cart, product, listings, the account area's layout, request forms, chat).
 */
const SAME_AT_ANY_WIDTH = [
  'account-addresses',
  'account-profile',
  'account-recovery',
  'account-register',
  'blog',
  'composting-locations',
  'content-pages',
  'faq',
  'html-block',
  'locale',
  'newsletter',
  'pages',
  'preview',
  'privacy-choices',
  'request-safety',
  'reviews',
  'security',
  'sitemap',
  'storefront-token',
  'structured-data',
];
const TESTS_NOT_ABOUT_THE_PHONE = new RegExp(
  `^(?!.*@mobile-layout)(?=.*(?:^| )(?:${SAME_AT_ANY_WIDTH.join('|')})\\.spec\\.ts )`,
);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${STOREFRONT_PORT}`,
    // CI keeps only the run's log, so a trace recorded there is never read; recording one for every
    // test took about 40 % of the suite's CPU.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions,
  },
  /*
   * Tests say what they need with tags; each project leaves out what it cannot run:
   * @desktop-layout and @mobile-layout (which header is showing), @js (needs scripts), @nojs (proves the
   * path without scripts, so only the JavaScript-off project runs it), @http (checks raw responses, so
   * one browser project is enough). The phone leaves out SAME_AT_ANY_WIDTH.
   */
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-layout|@nojs/,
      testIgnore: FAULT_TESTS,
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    {
      name: 'mobile',
      grepInvert: [/@desktop-layout|@http|@nojs/, TESTS_NOT_ABOUT_THE_PHONE],
      testIgnore: FAULT_TESTS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: 'no-javascript',
      grepInvert: /@js|@mobile-layout|@http/,
      testIgnore: FAULT_TESTS,
      use: {...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions},
    },
    {
      // Faults are injected into the shared sandbox, so these run alone, after everything else.
      name: 'faults',
      testMatch: FAULT_TESTS,
      dependencies: ['desktop', 'mobile', 'no-javascript'],
      use: {...devices['Desktop Chrome'], launchOptions},
    },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/start.ts',
      url: `http://127.0.0.1:${STOREFRONT_PORT}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...localStoreEnv(STOREFRONT_PORT),
        ASSETS_PORT: String(ASSETS_PORT),
        SANDBOX_DATA_DIR,
        SANDBOX_TEST_ENDPOINTS: '1',
      },
    },
    {
      // The same build and sandbox (Playwright starts the servers in turn), with the Customer Account
      // API's variables: new customer accounts, for the specs that visit it (customer-accounts.spec.ts).
      command: 'node --import tsx scripts/start.ts --no-build --sandbox-running',
      url: `http://127.0.0.1:${NEW_ACCOUNTS_STOREFRONT_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...localStoreEnv(NEW_ACCOUNTS_STOREFRONT_PORT),
        ASSETS_PORT: String(NEW_ACCOUNTS_ASSETS_PORT),
        ...NEW_ACCOUNTS_ENV,
      },
    },
  ],
});

/** A store on `port` against the e2e sandbox, naming the address the tests visit in its absolute links. */
function localStoreEnv(port: number): Record<string, string> {
  return {
    ...pointAtSandboxPort(loadLocalEnv(process.cwd(), {}), SANDBOX_PORT),
    PUBLIC_STORE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    SANDBOX_PORT: String(SANDBOX_PORT),
  };
}
