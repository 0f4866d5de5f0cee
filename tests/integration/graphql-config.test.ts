/**
 * `.graphqlrc.ts`, which GraphQL editor plugins and `shopify hydrogen codegen` read, checks the
 * store's documents against the schema the store pins and writes what `npm run generate:types`
 * writes (checked by hand: the two outputs differ only in their header; the CLI takes a minute).
 */
import {describe, expect, it} from 'vitest';
import config from '../../.graphqlrc';
import {CUSTOMER_ACCOUNT_TYPES_FILE, STOREFRONT_TYPES_FILE} from '../../scripts/codegen/storefront-types';
import {
  customerAccountSchemaFile,
  STOREFRONT_SCHEMA_PACKAGE,
  storefrontSchemaFile,
} from '../../scripts/codegen/storefront-schema';

const project = config.projects.default;

describe('.graphqlrc.ts', () => {
  it('points at the pinned version’s schema, not Hydrogen’s default', () => {
    expect(project.schema).toBe(storefrontSchemaFile());
    expect(project.schema).toContain('hydrogen-react-2026-04');
  });

  it('reads the documents the type generator reads', () => {
    expect(project.documents).toEqual(['./app/**/*.{ts,tsx}', '!./app/**/*.test.{ts,tsx}', '!./app/**/customer-account-api/**']);
  });

  it('has Hydrogen’s codegen write the committed types file, with the pinned version’s types', () => {
    const generates = project.extensions.codegen.generates;
    expect(Object.keys(generates)).toEqual([STOREFRONT_TYPES_FILE]);
    expect(generates[STOREFRONT_TYPES_FILE]).toEqual({
      preset: '@shopify/hydrogen-codegen',
      presetConfig: {
        importTypes: {namespace: 'StorefrontAPI', from: `${STOREFRONT_SCHEMA_PACKAGE}/storefront-api-types`},
      },
    });
  });

  it('checks the Customer Account API documents against the same release’s schema', () => {
    const customer = config.projects.customer;
    expect(customer.schema).toBe(customerAccountSchemaFile());
    expect(customer.documents).toEqual(['./app/**/customer-account-api/*.ts']);
    expect(Object.keys(customer.extensions.codegen.generates)).toEqual([CUSTOMER_ACCOUNT_TYPES_FILE]);
  });
});
