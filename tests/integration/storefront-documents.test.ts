import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  Kind,
  specifiedRules,
  validate,
  NoUnusedFragmentsRule,
  KnownFragmentNamesRule,
  type DocumentNode,
  type IntrospectionQuery,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  allFragments,
  collectStorefrontDocuments,
  operationsWithFragments,
} from './storefront-documents';

const require = createRequire(import.meta.url);
const introspection = JSON.parse(
  readFileSync(require.resolve('@shopify/hydrogen-react/storefront.schema.json'), 'utf8'),
) as IntrospectionQuery | {data: IntrospectionQuery};
const schema = buildClientSchema('data' in introspection ? introspection.data : introspection);

const documents = collectStorefrontDocuments('app');
const operations = operationsWithFragments(documents);

describe('Storefront API documents in app/', () => {
  it('finds the documents the storefront sends', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s is valid against the official schema',
    (_name, {document}) => {
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    },
  );

  it.each(allFragments(documents).map(({file, definition}) => [
    (definition as {name: {value: string}}).name.value,
    file,
    definition,
  ] as const))('fragment %s (%s) is valid against the official schema', (_name, _file, definition) => {
    const document: DocumentNode = {kind: Kind.DOCUMENT, definitions: [definition]};
    // A lone fragment may spread fragments defined beside it and is used elsewhere.
    const rules = specifiedRules.filter(
      (rule) => rule !== NoUnusedFragmentsRule && rule !== KnownFragmentNamesRule,
    );
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
  });

  it('gives every operation a unique name', () => {
    const names = operations.map((operation) => operation.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
