import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';

let schema: GraphQLSchema | undefined;

/**
 * The official Storefront API schema that ships with Hydrogen, so a document that Shopify rejects
 * is rejected here too. Built once per process: the introspection file is several megabytes.
 */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const file = createRequire(import.meta.url).resolve(
      '@shopify/hydrogen-react/storefront.schema.json',
    );
    const introspection = JSON.parse(readFileSync(file, 'utf8')) as
      | IntrospectionQuery
      | {data: IntrospectionQuery};
    schema = buildClientSchema('data' in introspection ? introspection.data : introspection);
  }
  return schema;
}
