import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {extendSchema, parse, type GraphQLSchema} from 'graphql';
import {readSchema, schemaPackageApiVersion} from '../../scripts/codegen/storefront-schema';

/**
 * The packages whose `storefront.schema.json` the sandbox serves, one per stable version: the
 * release Hydrogen depends on (`2025-04`) and the one the store pins (`2026-04`, an npm alias).
 * Each one's version is read from the package, so a new alias listed here is a new version served.
 */
const SCHEMA_PACKAGES = ['@shopify/hydrogen-react', '@shopify/hydrogen-react-2026-04'];

/**
 * What Shopify's `unstable` version has beyond the newest stable schema that Hydrogen's own helpers
 * call: its cookie helper asks `consentManagement` for the visitor's cookies once analytics mount.
 * (`VisitorConsent` is in the stable schema since 2026-04.)
 */
const UNSTABLE_ONLY = /* GraphQL */ `
  type ConsentCookies {
    cookieDomain: String
  }

  type ConsentManagement {
    cookies(visitorConsent: VisitorConsent): ConsentCookies!
  }

  extend type QueryRoot {
    consentManagement: ConsentManagement!
  }
`;

/** The stable versions served, oldest first, each with the package that ships its schema. */
export const STABLE_VERSIONS: ReadonlyMap<string, string> = new Map(
  SCHEMA_PACKAGES.map((name) => [schemaPackageApiVersion(name), name] as const).sort(([a], [b]) =>
    a.localeCompare(b),
  ),
);

/** `unstable` is the newest stable schema with the fields above. */
export const UNSTABLE = 'unstable';

const schemas = new Map<string, GraphQLSchema>();

/**
 * The version a request on `/api/{version}/graphql.json` is answered with. Any other falls forward to
 * the oldest one served, as Shopify answers a version it no longer supports; so does a malformed one.
 */
export function servedVersion(requested: string): string {
  if (requested === UNSTABLE || STABLE_VERSIONS.has(requested)) return requested;
  return [...STABLE_VERSIONS.keys()][0];
}

/**
 * The official Storefront API schema of a version, as Shopify publishes it, so a document that
 * Shopify rejects is rejected here too; `unstable` adds the fields above to the newest. Built once
 * per version and process: each introspection file is most of a megabyte.
 */
export function storefrontSchema(requested: string): GraphQLSchema {
  const version = servedVersion(requested);
  let schema = schemas.get(version);
  if (!schema) {
    const stable = [...STABLE_VERSIONS.keys()];
    schema =
      version === UNSTABLE
        ? extendSchema(storefrontSchema(stable[stable.length - 1]), parse(UNSTABLE_ONLY))
        : readSchema(schemaFile(STABLE_VERSIONS.get(version)!));
    schemas.set(version, schema);
  }
  return schema;
}

function schemaFile(name: string): string {
  const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
  return join(dirname(manifest), 'storefront.schema.json');
}
