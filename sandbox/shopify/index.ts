import type {SandboxService, ServiceContext} from '../service';
import {countCarts} from './carts';
import {createGraphQLHandler} from './graphql-handler';

export function createStorefrontService(context: ServiceContext): SandboxService {
  return {
    key: 'storefront',
    name: 'Storefront API',
    description: 'Shopify Storefront GraphQL API, validated against the official schema.',
    endpoints: ['/api/{version}/graphql.json'],
    routes: [
      {
        method: 'POST',
        pattern: '/api/:version/graphql.json',
        handler: createGraphQLHandler(context),
      },
    ],
    counts: () => ({carts: countCarts(context.db)}),
  };
}
