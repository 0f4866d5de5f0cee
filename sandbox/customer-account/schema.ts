import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {GraphQLSchema} from 'graphql';
import {readSchema, schemaPackageApiVersion} from '../../scripts/codegen/storefront-schema';

/**
 * The Customer Account API schemas served, each the `customer-account.schema.json` Shopify publishes
 * beside the Storefront API's in that version's `@shopify/hydrogen-react` release: `2025-04`
 * (Hydrogen 2025.4's default) and `2026-04` (the store's). Another version falls forward to the
 * oldest, as for the Storefront API.
 */
const SCHEMA_PACKAGES = ['@shopify/hydrogen-react', '@shopify/hydrogen-react-2026-04'];

export const VERSIONS: ReadonlyMap<string, string> = new Map(
  SCHEMA_PACKAGES.map((name) => [schemaPackageApiVersion(name), name] as const).sort(([a], [b]) =>
    a.localeCompare(b),
  ),
);

export const NEWEST_VERSION = [...VERSIONS.keys()].at(-1)!;

export function servedVersion(requested: string): string {
  return VERSIONS.has(requested) ? requested : [...VERSIONS.keys()][0];
}

const schemas = new Map<string, GraphQLSchema>();

export function customerAccountSchema(requested: string): GraphQLSchema {
  const version = servedVersion(requested);
  let schema = schemas.get(version);
  if (!schema) {
    const manifest = createRequire(import.meta.url).resolve(`${VERSIONS.get(version)!}/package.json`);
    schema = readSchema(join(dirname(manifest), 'customer-account.schema.json'));
    schemas.set(version, schema);
  }
  return schema;
}
