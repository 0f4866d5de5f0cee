/**
 * What the sandbox accepts and where it keeps its state. Every value has a default that matches
 * `.env.example`, so the storefront and the sandbox agree with no setup.
 *
 *   SANDBOX_PORT                       port to listen on (127.0.0.1 only)         default 4000
 *   SANDBOX_DATA_DIR                   folder for the database file, relative     default .data
 *                                      to the project root unless absolute
 *   SANDBOX_STOREFRONT_PUBLIC_TOKEN    X-Shopify-Storefront-Access-Token          default sandbox-public-storefront-token
 *   SANDBOX_STOREFRONT_PRIVATE_TOKEN   Shopify-Storefront-Private-Token           default sandbox-private-storefront-token
 *   SANDBOX_STORYBLOK_PUBLIC_TOKEN     Storyblok token for published content      default sandbox-storyblok-public-token
 *   SANDBOX_STORYBLOK_PREVIEW_TOKEN    Storyblok token that may also read drafts  default sandbox-storyblok-preview-token
 *   SANDBOX_STORYBLOK_SPACE_ID         Storyblok space id (asset paths use it)    default 100001
 *   SANDBOX_STOREFRONT_URL             the shop's primary domain, as the          default http://localhost:3000
 *                                      Storefront API reports it
 */
import {isAbsolute, resolve} from 'node:path';

export interface SandboxConfig {
  port: number;
  dataDir: string;
  storefront: {publicToken: string; privateToken: string; primaryDomainUrl: string};
  storyblok: {publicToken: string; previewToken: string; spaceId: number};
}

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

export function loadSandboxConfig(
  env: Record<string, string | undefined> = process.env,
): SandboxConfig {
  const read = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const dataDir = read('SANDBOX_DATA_DIR', '.data');

  return {
    port: toInteger('SANDBOX_PORT', read('SANDBOX_PORT', '4000')),
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(PROJECT_ROOT, dataDir),
    storefront: {
      publicToken: read('SANDBOX_STOREFRONT_PUBLIC_TOKEN', 'sandbox-public-storefront-token'),
      privateToken: read('SANDBOX_STOREFRONT_PRIVATE_TOKEN', 'sandbox-private-storefront-token'),
      primaryDomainUrl: read('SANDBOX_STOREFRONT_URL', 'http://localhost:3000'),
    },
    storyblok: {
      publicToken: read('SANDBOX_STORYBLOK_PUBLIC_TOKEN', 'sandbox-storyblok-public-token'),
      previewToken: read('SANDBOX_STORYBLOK_PREVIEW_TOKEN', 'sandbox-storyblok-preview-token'),
      spaceId: toInteger('SANDBOX_STORYBLOK_SPACE_ID', read('SANDBOX_STORYBLOK_SPACE_ID', '100001')),
    },
  };
}

function toInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return number;
}
