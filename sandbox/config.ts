/**
 * What the sandbox accepts and where it keeps its state. Every value has a default that matches
 * `.env.example`, so the storefront and the sandbox agree with no setup.
 *
 *   SANDBOX_PORT                       port to listen on (127.0.0.1 only)         default 4000
 *   SANDBOX_DATA_DIR                   folder for the database file, relative     default .data
 *                                      to the project root unless absolute
 *   SANDBOX_STOREFRONT_PUBLIC_TOKEN    X-Shopify-Storefront-Access-Token, shaped  default 3f9c2e7a1b4d8e6f0a5c9b2d7e4f1a38
 *                                      as Shopify's (32 hexadecimal characters)
 *   SANDBOX_STOREFRONT_PRIVATE_TOKEN   Shopify-Storefront-Private-Token, shaped   default 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
 *                                      as Shopify's (shpat_ and 32 hex)
 *   SANDBOX_STORYBLOK_PUBLIC_TOKEN     Storyblok token for published content      default sandbox-storyblok-public-token
 *   SANDBOX_STORYBLOK_PREVIEW_TOKEN    Storyblok token that may also read drafts  default sandbox-storyblok-preview-token
 *   SANDBOX_STORYBLOK_SPACE_ID         Storyblok space id (asset paths use it)    default 100001
 *   SANDBOX_STOREFRONT_URL             the shop's primary domain, as the          default http://localhost:3000
 *                                      Storefront API reports it
 *   SANDBOX_ALGOLIA_APP_ID             X-Algolia-Application-Id                   default SANDBOXAPP
 *   SANDBOX_ALGOLIA_SEARCH_KEY         X-Algolia-API-Key (search only)            default sandbox-algolia-search-key
 *   SANDBOX_ALGOLIA_ADMIN_KEY          X-Algolia-API-Key that may also write      default sandbox-algolia-admin-key
 *                                      records (the indexer's and webhook's)
 *   SANDBOX_STORYBLOK_WEBHOOK_URL      where a story published through the        default {SANDBOX_STOREFRONT_URL}
 *                                      sandbox is announced (signed as Storyblok           /api/storyblok-webhook
 *                                      signs its webhooks)
 *   SANDBOX_STORYBLOK_WEBHOOK_SECRET   the webhook's signing secret               default sandbox-storyblok-webhook-secret
 *   SANDBOX_REVIEWS_MERCHANT_ID        the review provider's merchant id           default green-packaging-co
 *   SANDBOX_INVOICE_API_SECRET         the secret invoice addresses are signed    default INVOICE_API_SECRET, else
 *                                      with: the store's INVOICE_API_SECRET,      sandbox-invoice-secret-change-me-0123456789
 *                                      read from the same environment if set
 *   SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS how long a customer access token lasts     default 3628800 (six weeks)
 *   SANDBOX_SHOP_ID                    the shop's id in Customer Account API      default 68817551470
 *                                      addresses (Hydrogen's SHOP_ID)
 *   SANDBOX_CUSTOMER_ACCOUNT_CLIENT_ID the Customer Account API client id        default shp_5c1f0e7a-3b9d-4e2a-8f6c-1d7b9a4e0c52
 *                                      (PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID)
 *   SANDBOX_CUSTOMER_ACCOUNT_TOKEN_TTL_SECONDS                                    default 3600
 *                                      how long a Customer Account API access
 *                                      token lasts (refresh tokens: 30 days)
 *   SANDBOX_LOG                        queries: print every Storefront API        default none
 *                                      operation, its variables (secrets and personal
 *                                      data redacted) and errors; failures and
 *                                      unsupported fields are printed regardless
 *   SANDBOX_FAULTS                     latency or failures per service, e.g.      default none
 *                                      storefront:latency=400ms,content:error=0.2
 *   SANDBOX_TEST_ENDPOINTS             1 opens /__sandbox/faults, which changes   default off
 *                                      the faults at run time (tests only)
 */
import {isAbsolute, resolve} from 'node:path';
import {parseLogTopics, type LogTopic} from './log';

export interface SandboxConfig {
  port: number;
  dataDir: string;
  storefront: {publicToken: string; privateToken: string; primaryDomainUrl: string};
  storyblok: {
    publicToken: string;
    previewToken: string;
    spaceId: number;
    /** Where the space's "story published" webhook goes, and the secret it is signed with. */
    webhook: {url: string; secret: string};
  };
  algolia: {appId: string; searchKey: string; adminKey: string};
  reviews: {merchantId: string};
  /** The secret the store signs invoice addresses with; unsigned or mis-signed ones are refused. */
  invoices: {secret: string};
  /** Lifetime of a legacy customer access token; tests shorten it to watch tokens expire. */
  customerTokenTtlSeconds: number;
  /** New customer accounts: the shop id and public client Hydrogen is configured with. */
  customerAccount: {shopId: string; clientId: string; accessTokenTtlSeconds: number};
  /** `SANDBOX_LOG`: what to log beyond failures and unsupported fields. */
  log: LogTopic[];
  /** `SANDBOX_FAULTS` as written; parsed (and rejected if malformed) when the sandbox starts. */
  faults: string;
  testEndpoints: boolean;
}

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

export function loadSandboxConfig(
  env: Record<string, string | undefined> = process.env,
): SandboxConfig {
  const read = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const dataDir = read('SANDBOX_DATA_DIR', '.data');
  const storefrontUrl = read('SANDBOX_STOREFRONT_URL', 'http://localhost:3000');

  return {
    port: toInteger('SANDBOX_PORT', read('SANDBOX_PORT', '4000')),
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(PROJECT_ROOT, dataDir),
    storefront: {
      publicToken: read('SANDBOX_STOREFRONT_PUBLIC_TOKEN', '3f9c2e7a1b4d8e6f0a5c9b2d7e4f1a38'),
      privateToken: read(
        'SANDBOX_STOREFRONT_PRIVATE_TOKEN',
        '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',
      ),
      primaryDomainUrl: storefrontUrl,
    },
    storyblok: {
      publicToken: read('SANDBOX_STORYBLOK_PUBLIC_TOKEN', 'sandbox-storyblok-public-token'),
      previewToken: read('SANDBOX_STORYBLOK_PREVIEW_TOKEN', 'sandbox-storyblok-preview-token'),
      spaceId: toInteger(
        'SANDBOX_STORYBLOK_SPACE_ID',
        read('SANDBOX_STORYBLOK_SPACE_ID', '100001'),
      ),
      webhook: {
        url: read(
          'SANDBOX_STORYBLOK_WEBHOOK_URL',
          `${storefrontUrl.replace(/\/+$/, '')}/api/storyblok-webhook`,
        ),
        secret: read('SANDBOX_STORYBLOK_WEBHOOK_SECRET', 'sandbox-storyblok-webhook-secret'),
      },
    },
    algolia: {
      appId: read('SANDBOX_ALGOLIA_APP_ID', 'SANDBOXAPP'),
      searchKey: read('SANDBOX_ALGOLIA_SEARCH_KEY', 'sandbox-algolia-search-key'),
      adminKey: read('SANDBOX_ALGOLIA_ADMIN_KEY', 'sandbox-algolia-admin-key'),
    },
    reviews: {merchantId: read('SANDBOX_REVIEWS_MERCHANT_ID', 'green-packaging-co')},
    invoices: {
      secret: read(
        'SANDBOX_INVOICE_API_SECRET',
        read('INVOICE_API_SECRET', 'sandbox-invoice-secret-change-me-0123456789'),
      ),
    },
    customerTokenTtlSeconds: toInteger(
      'SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS',
      read('SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS', String(6 * 7 * 24 * 60 * 60)),
    ),
    customerAccount: {
      shopId: read('SANDBOX_SHOP_ID', '68817551470'),
      clientId: read('SANDBOX_CUSTOMER_ACCOUNT_CLIENT_ID', 'shp_5c1f0e7a-3b9d-4e2a-8f6c-1d7b9a4e0c52'),
      accessTokenTtlSeconds: toInteger(
        'SANDBOX_CUSTOMER_ACCOUNT_TOKEN_TTL_SECONDS',
        read('SANDBOX_CUSTOMER_ACCOUNT_TOKEN_TTL_SECONDS', '3600'),
      ),
    },
    log: parseLogTopics(read('SANDBOX_LOG', '')),
    faults: read('SANDBOX_FAULTS', ''),
    testEndpoints: read('SANDBOX_TEST_ENDPOINTS', '') === '1',
  };
}

function toInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return number;
}
