import type {SandboxService, ServiceContext} from '../service';
import {countCarts} from './carts';
import {countGiftCards} from './gift-cards';
import {createGraphQLHandler} from './graphql-handler';
import {loadOnlineStore} from './online-store';

export function createStorefrontService(context: ServiceContext): SandboxService {
  // Writes the store asked for since the sandbox started: tests prove an invalid post asked for none.
  let mutations = 0;
  return {
    key: 'storefront',
    name: 'Storefront API',
    description: 'Shopify Storefront GraphQL API, validated against the official schema.',
    endpoints: ['/api/{version}/graphql.json'],
    routes: [
      {
        method: 'POST',
        pattern: '/api/:version/graphql.json',
        handler: createGraphQLHandler(context, {onMutation: () => (mutations += 1)}),
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
        mutations,
      };
    },
  };
}
