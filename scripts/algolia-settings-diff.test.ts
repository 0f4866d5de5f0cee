import {describe, expect, it} from 'vitest';
import {describeChanges, settingChanges} from './algolia-settings-diff';

describe('settingChanges', () => {
  it('lists only the settings whose values differ, an unset one as null', () => {
    const changes = settingChanges(
      {searchableAttributes: ['title'], attributeForDistinct: 'id', hitsPerPage: 20},
      {searchableAttributes: ['title', 'sku'], attributeForDistinct: 'id', replicas: ['a_asc']},
    );
    expect(changes).toEqual([
      {setting: 'searchableAttributes', current: ['title'], wanted: ['title', 'sku']},
      {setting: 'replicas', current: null, wanted: ['a_asc']},
    ]);
  });

  it('says when an index is already as the file wants it', () => {
    expect(describeChanges('shopify_products', [])).toBe('shopify_products: up to date');
    expect(
      describeChanges('shopify_products', [{setting: 'replicas', current: null, wanted: ['x']}]),
    ).toBe('shopify_products:\n  replicas\n    now:  null\n    will: ["x"]');
  });
});
