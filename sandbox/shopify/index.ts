import type {SandboxService, ServiceContext} from '../service';
import {countCarts} from './carts';
import {countGiftCards} from './gift-cards';
import {createGraphQLHandler} from './graphql-handler';
import {loadOnlineStore} from './online-store';

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
    counts: () => {
      const store = loadOnlineStore();
      return {
        carts: countCarts(context.db),
        'gift cards': countGiftCards(context.db),
        menus: store.menus.length,
        pages: store.pages.length,
        blogs: store.blogs.length,
        articles: store.articles.length,
        policies: store.policies.length,
      };
    },
  };
}
