import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  extendSchema,
  parse,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

let stable: GraphQLSchema | undefined;
let unstable: GraphQLSchema | undefined;

/**
 * What Shopify's `unstable` version has beyond the stable schema that Hydrogen's own helpers call:
 * its cookie helper asks `consentManagement` for the visitor's cookies once analytics mount.
 */
const UNSTABLE_ONLY = /* GraphQL */ `
  input VisitorConsent {
    analytics: Boolean
    marketing: Boolean
    preferences: Boolean
    saleOfData: Boolean
  }

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

/**
 * The official Storefront API schema that ships with Hydrogen, so a document that Shopify rejects
 * is rejected here too; the `unstable` version adds the fields above. Built once per process: the
 * introspection file is several megabytes.
 */
export function storefrontSchema(version = 'stable'): GraphQLSchema {
  stable ??= loadStableSchema();
  if (version !== 'unstable') return stable;
  unstable ??= extendSchema(stable, parse(UNSTABLE_ONLY));
  return unstable;
}

function loadStableSchema(): GraphQLSchema {
  const file = createRequire(import.meta.url).resolve(
    '@shopify/hydrogen-react/storefront.schema.json',
  );
  const introspection = JSON.parse(readFileSync(file, 'utf8')) as
    | IntrospectionQuery
    | {data: IntrospectionQuery};
  return buildClientSchema('data' in introspection ? introspection.data : introspection);
}
