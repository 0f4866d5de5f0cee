/**
 * The Storefront API schema of the version the store pins (`STOREFRONT_API_VERSION`), for the type
 * generator, the document tests and `.graphqlrc.ts`. Shopify publishes each version's schema in
 * `@shopify/hydrogen-react`, whose calendar releases follow the API version (2026.4.x → `2026-04`);
 * the version the store pins comes from an npm alias, beside the release Hydrogen itself depends on.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';
import {STOREFRONT_API_VERSION} from '../../app/lib/storefront-api';

export const STOREFRONT_SCHEMA_PACKAGE = '@shopify/hydrogen-react-2026-04';

const require = createRequire(import.meta.url);

/** `2026.4.4` → `2026-04`. */
export function apiVersionOf(packageVersion: string): string {
  const [year, month] = packageVersion.split('.');
  return `${year}-${month.padStart(2, '0')}`;
}

/** The installed version of a package that ships `storefront.schema.json`, as an API version. */
export function schemaPackageApiVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
    version: string;
  };
  return apiVersionOf(manifest.version);
}

/** Path of the pinned version's `storefront.schema.json`; refuses a package of another version. */
export function storefrontSchemaFile(name = STOREFRONT_SCHEMA_PACKAGE): string {
  const version = schemaPackageApiVersion(name);
  if (version !== STOREFRONT_API_VERSION) {
    throw new Error(
      `${name} ships the ${version} schema, but the store pins ${STOREFRONT_API_VERSION} (docs/decisions/0024-storefront-api-version.md)`,
    );
  }
  return join(dirname(require.resolve(`${name}/package.json`)), 'storefront.schema.json');
}

/**
 * Path of the same release's `customer-account.schema.json`: new customer accounts query the
 * Customer Account API at the version the store pins for the Storefront API.
 */
export function customerAccountSchemaFile(name = STOREFRONT_SCHEMA_PACKAGE): string {
  return join(dirname(storefrontSchemaFile(name)), 'customer-account.schema.json');
}

export function readSchema(file: string): GraphQLSchema {
  const json = JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery | {data: IntrospectionQuery};
  return buildClientSchema('data' in json ? json.data : json);
}
