import {
  Kind,
  specifiedRules,
  validate,
  NoUnusedFragmentsRule,
  KnownFragmentNamesRule,
  type DocumentNode,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {STOREFRONT_API_VERSION} from '../../app/lib/storefront-api';
import {
  customerAccountSchemaFile,
  readSchema,
  schemaPackageApiVersion,
  STOREFRONT_SCHEMA_PACKAGE,
  storefrontSchemaFile,
} from '../../scripts/codegen/storefront-schema';
import {
  allFragments,
  collectCustomerAccountDocuments,
  collectStorefrontDocuments,
  operationsWithFragments,
} from './storefront-documents';

/** The published schema of the version the store asks for (`2026-04`), not Hydrogen's default. */
const schema = readSchema(storefrontSchemaFile());

const documents = collectStorefrontDocuments('app');
const operations = operationsWithFragments(documents);

describe('Storefront API documents in app/', () => {
  it('are checked against the schema of the version the store pins', () => {
    expect(STOREFRONT_API_VERSION).toBe('2026-04');
    expect(schemaPackageApiVersion(STOREFRONT_SCHEMA_PACKAGE)).toBe(STOREFRONT_API_VERSION);
    // Hydrogen's own release targets an older version: a slip back to it would fail here.
    expect(schemaPackageApiVersion('@shopify/hydrogen-react')).not.toBe(STOREFRONT_API_VERSION);
    expect(() => storefrontSchemaFile('@shopify/hydrogen-react')).toThrow(/pins 2026-04/);
  });

  it('finds the documents the storefront sends', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s is valid against the pinned version’s schema',
    (_name, {document}) => {
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    },
  );

  it.each(allFragments(documents).map(({file, definition}) => [
    (definition as {name: {value: string}}).name.value,
    file,
    definition,
  ] as const))('fragment %s (%s) is valid against the pinned version’s schema', (_name, _file, definition) => {
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

describe('Customer Account API documents in app/', () => {
  const customerAccountSchema = readSchema(customerAccountSchemaFile());
  const customerOperations = operationsWithFragments(collectCustomerAccountDocuments('app'));

  it('finds the documents new customer accounts send', () => {
    expect(customerOperations.length).toBeGreaterThan(0);
  });

  it.each(customerOperations.map((operation) => [operation.name, operation] as const))(
    '%s is valid against the pinned version’s Customer Account API schema',
    (_name, {document}) => {
      expect(validate(customerAccountSchema, document).map((error) => error.message)).toEqual([]);
    },
  );
});
