/**
 * The store's patch to route matching (`patches/@remix-run+router+*.patch`): each route tree is
 * flattened and ranked once and each path pattern compiled once, as react-router 7 does. Matching
 * must answer exactly as before, including for routes a browser learns of later (lazy discovery).
 */
import {createMemoryHistory, createRouter, matchPath, matchRoutes, type AgnosticRouteObject} from '@remix-run/router';
import {describe, expect, it} from 'vitest';

function storeLikeRoutes(): AgnosticRouteObject[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        {id: 'home', index: true},
        {id: 'product', path: ':locale?/products/:handle/:variantId?'},
        {id: 'cart', path: ':locale?/cart'},
        {id: 'account', path: ':locale?/account', children: [{id: 'overview', index: true}]},
        {id: 'page', path: '*'},
      ],
    },
  ];
}

const idsOf = (matches: ReturnType<typeof matchRoutes>) => matches?.map((match) => match.route.id);

describe('route matching with ranked trees kept', () => {
  it('answers every path the same on the first match and every one after', () => {
    const routes = storeLikeRoutes();
    const paths = ['/', '/products/cup', '/en-ca/products/cup/42', '/cart', '/en-ca/account', '/about', '/cart/'];
    const first = paths.map((path) => matchRoutes(routes, path));
    const again = paths.map((path) => matchRoutes(routes, path));

    expect(again).toEqual(first);
    expect(first.map(idsOf)).toEqual([
      ['root', 'home'],
      ['root', 'product'],
      ['root', 'product'],
      ['root', 'cart'],
      ['root', 'account', 'overview'],
      ['root', 'page'],
      ['root', 'cart'],
    ]);
    expect(first[2]?.[1]?.params).toEqual({locale: 'en-ca', handle: 'cup', variantId: '42'});
    expect(first[5]?.[1]?.params).toEqual({'*': 'about'});
  });

  it('ranks a tree once: a child pushed behind the router’s back is not seen (the patch is applied)', () => {
    const routes = storeLikeRoutes();
    expect(idsOf(matchRoutes(routes, '/wishlist'))).toEqual(['root', 'page']);

    routes[0].children!.push({id: 'wishlist', path: 'wishlist'});

    expect(idsOf(matchRoutes(routes, '/wishlist'))).toEqual(['root', 'page']);
    expect(idsOf(matchRoutes([...routes], '/wishlist'))).toEqual(['root', 'wishlist']);
  });

  it('matches routes a router patches in later, as lazy route discovery does', () => {
    const router = createRouter({routes: storeLikeRoutes(), history: createMemoryHistory()});
    // A navigation that discovers routes matches again on the tree it started with.
    const treeBefore = router.routes;
    expect(idsOf(matchRoutes(treeBefore, '/blog/news'))).toEqual(['root', 'page']);

    router.patchRoutes('root', [{id: 'post', path: ':locale?/blog/:slug'}]);

    expect(idsOf(matchRoutes(treeBefore, '/blog/news'))).toEqual(['root', 'post']);
    expect(idsOf(matchRoutes(router.routes, '/blog/news'))).toEqual(['root', 'post']);
    router.dispose();
  });

  it('compiles each pattern once and still reads each path’s own parameters', () => {
    expect(matchPath('/products/:handle', '/products/cup')?.params).toEqual({handle: 'cup'});
    expect(matchPath('/products/:handle', '/products/lid')?.params).toEqual({handle: 'lid'});
    expect(matchPath({path: '/Cart', caseSensitive: true}, '/cart')).toBeNull();
    expect(matchPath({path: '/Cart', caseSensitive: false}, '/cart')).not.toBeNull();
    expect(matchPath({path: '/account', end: false}, '/account/orders')?.pathnameBase).toBe('/account');
    expect(matchPath({path: '/account', end: true}, '/account/orders')).toBeNull();
  });
});
