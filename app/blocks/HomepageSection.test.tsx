import {describe, expect, it} from 'vitest';
import {groupCards} from './HomepageSection';

describe('groupCards', () => {
  it('puts runs of cards together and leaves other blocks on their own', () => {
    const row = {_uid: 'r', component: 'row'};
    const product = {_uid: 'p', component: 'product-card'};
    const collection = {_uid: 'c', component: 'collection-card'};
    const grid = {_uid: 'g', component: 'recent-post-grid'};
    expect(groupCards([row, product, collection, grid, product])).toEqual([
      row,
      [product, collection],
      grid,
      [product],
    ]);
    expect(groupCards(undefined)).toEqual([]);
  });
});
