/**
 * GraphQL config, as Hydrogen's template has one: GraphQL editor plugins and `shopify hydrogen
 * codegen` check the `#graphql` documents in app/ against the schema of the Storefront API version
 * the store pins (decision 0024), not Hydrogen's default that `getSchema('storefront')` would give.
 * New customer accounts' Customer Account API documents are a project of their own, as in the
 * template. `npm run generate:types` stays the project's type generator (offline, decision 0006).
 */
import {
  customerAccountSchemaFile,
  STOREFRONT_SCHEMA_PACKAGE,
  storefrontSchemaFile,
} from './scripts/codegen/storefront-schema';

export default {
  projects: {
    default: {
      schema: storefrontSchemaFile(),
      documents: ['./app/**/*.{ts,tsx}', '!./app/**/*.test.{ts,tsx}', '!./app/**/customer-account-api/**'],
      // What `shopify hydrogen codegen` writes: the same file, with the pinned version's types.
      extensions: {
        codegen: {
          generates: {
            'storefrontapi.generated.d.ts': {
              preset: '@shopify/hydrogen-codegen',
              presetConfig: {
                importTypes: {
                  namespace: 'StorefrontAPI',
                  from: `${STOREFRONT_SCHEMA_PACKAGE}/storefront-api-types`,
                },
              },
            },
          },
        },
      },
    },
    // New customer accounts' documents, against the same release's Customer Account API schema.
    customer: {
      schema: customerAccountSchemaFile(),
      documents: ['./app/**/customer-account-api/*.ts'],
      extensions: {
        codegen: {
          generates: {
            'customer-accountapi.generated.d.ts': {
              preset: '@shopify/hydrogen-codegen',
              presetConfig: {
                importTypes: {
                  namespace: 'CustomerAccountAPI',
                  from: `${STOREFRONT_SCHEMA_PACKAGE}/customer-account-api-types`,
                },
              },
            },
          },
        },
      },
    },
  },
};
