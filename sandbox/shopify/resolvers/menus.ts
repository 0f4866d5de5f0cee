/**
 * `menu(handle:)`: the shop's navigation menus with nested items. An item's URL is absolute on the
 * shop's primary domain, as Shopify gives it, and `resource` / `resourceId` name the collection,
 * page, blog, article, product or policy it links to. Item ids follow the menu's id in order.
 */
import {loadCatalogue} from '../../catalogue';
import type {StorefrontContext} from '../context';
import {collectionNode, gid, productNode} from '../nodes';
import {loadOnlineStore, type SeedMenu, type SeedMenuItem} from '../online-store';
import {articleNode, blogNode, pageNode, policyNode} from '../online-store/nodes';
import {articlePath, onlineStoreUrl} from './online-store-url';
import type {Resolvers} from './types';

interface MenuItemObject {
  __typename: 'MenuItem';
  id: string;
  title: string;
  type: string;
  tags: string[];
  url: string | null;
  resource: {__typename: string; id: string} | null;
  resourceId: string | null;
  items: MenuItemObject[];
}

export const menuResolvers: Resolvers = {
  Query: {
    menu: (_source, args, context) => {
      const menu = loadOnlineStore().menuByHandle.get(String(args.handle));
      return menu ? menuObject(menu, context) : null;
    },
  },
};

export function menuObject(menu: SeedMenu, context: StorefrontContext) {
  let position = 0;
  const toItem = (item: SeedMenuItem): MenuItemObject => {
    position += 1;
    const {url, resource} = target(item, context);
    return {
      __typename: 'MenuItem',
      id: gid('MenuItem', `${menu.id}${String(position).padStart(3, '0')}`),
      title: item.title,
      type: item.type,
      tags: item.tags ?? [],
      url,
      resource,
      resourceId: resource?.id ?? null,
      items: (item.items ?? []).map(toItem),
    };
  };
  const items = menu.items.map(toItem);
  return {
    __typename: 'Menu',
    id: gid('Menu', menu.id),
    handle: menu.handle,
    title: menu.title,
    items,
    itemsCount: items.length,
  };
}

/** Where an item points: its URL and, for a resource link, the resource. */
function target(
  item: SeedMenuItem,
  context: StorefrontContext,
): {url: string | null; resource: MenuItemObject['resource']} {
  const at = (path: string, resource: MenuItemObject['resource'] = null) => ({
    url: onlineStoreUrl(context, path),
    resource,
  });
  const handle = item.handle ?? '';
  const store = loadOnlineStore();
  const catalogue = loadCatalogue();
  switch (item.type) {
    case 'COLLECTION': {
      const seed = catalogue.collectionByHandle.get(handle);
      return at(`/collections/${handle}`, seed ? collectionNode(seed) : null);
    }
    case 'PRODUCT': {
      const seed = catalogue.productByHandle.get(handle);
      return at(`/products/${handle}`, seed ? productNode(seed) : null);
    }
    case 'PAGE': {
      const seed = store.pageByHandle.get(handle);
      return at(`/pages/${handle}`, seed ? pageNode(seed) : null);
    }
    case 'BLOG': {
      const seed = store.blogByHandle.get(handle);
      return at(`/blogs/${handle}`, seed ? blogNode(seed) : null);
    }
    case 'ARTICLE': {
      const seed = store.articles.find(
        (candidate) => `${candidate.blog.handle}/${candidate.handle}` === handle,
      );
      return seed ? at(articlePath(seed), articleNode(seed)) : at(`/blogs/${handle}`);
    }
    case 'SHOP_POLICY': {
      const seed = store.policies.find((policy) => policy.handle === handle);
      return at(`/policies/${handle}`, seed ? policyNode(seed) : null);
    }
    case 'CATALOG':
      return at('/collections/all');
    case 'COLLECTIONS':
      return at('/collections');
    case 'SEARCH':
      return at('/search');
    case 'FRONTPAGE':
      return at('/');
    case 'HTTP':
      return at(item.url ?? '/');
  }
}
