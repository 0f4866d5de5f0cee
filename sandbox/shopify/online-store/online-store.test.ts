import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from '../../catalogue';
import {SEED_DIR} from '../../server';
import {loadOnlineStore, type SeedMenuItem} from '.';

const store = loadOnlineStore();

function allItems(items: SeedMenuItem[]): SeedMenuItem[] {
  return items.flatMap((item) => [item, ...allItems(item.items ?? [])]);
}

describe('the Online Store seed', () => {
  test('every menu item that names a resource names one the shop has', () => {
    const catalogue = loadCatalogue();
    const exists: Partial<Record<SeedMenuItem['type'], (handle: string) => boolean>> = {
      COLLECTION: (handle) => catalogue.collectionByHandle.has(handle),
      PRODUCT: (handle) => catalogue.productByHandle.has(handle),
      PAGE: (handle) => store.pageByHandle.has(handle),
      BLOG: (handle) => store.blogByHandle.has(handle),
      SHOP_POLICY: (handle) => store.policies.some((policy) => policy.handle === handle),
    };
    const broken = store.menus
      .flatMap((menu) => allItems(menu.items))
      .filter((item) => {
        const check = exists[item.type];
        if (check) return !item.handle || !check(item.handle);
        return item.type === 'HTTP' && !item.url;
      });
    expect(broken).toEqual([]);
  });

  test('handles are unique, and ids are unique across pages, blogs and articles', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(store.pages.map((page) => page.handle))).toBe(true);
    expect(unique(store.blogs.map((blog) => blog.handle))).toBe(true);
    for (const blog of store.blogs) {
      expect(unique(blog.articles.map((article) => article.handle))).toBe(true);
    }
    const ids = [...store.pages, ...store.blogs, ...store.articles].map((record) => record.id);
    expect(unique(ids)).toBe(true);
  });

  test('every article picture is a file the sandbox serves', () => {
    const missing = store.articles.flatMap((article) => {
      const src = article.image?.src;
      return src && !existsSync(join(SEED_DIR, 'assets', src.replace(/^\/f\//, ''))) ? [src] : [];
    });
    expect(missing).toEqual([]);
  });

  test('all five policies have a title and a body, and articles in a blog are in id order', () => {
    expect(store.policies.map((policy) => policy.field).sort()).toEqual([
      'privacyPolicy',
      'refundPolicy',
      'shippingPolicy',
      'subscriptionPolicy',
      'termsOfService',
    ]);
    for (const policy of store.policies) {
      expect(policy.title).not.toBe('');
      expect(policy.body).toMatch(/^<(p|h2|table)>/);
    }
    for (const blog of store.blogs) {
      const ids = blog.articles.map((article) => article.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    }
  });
});
