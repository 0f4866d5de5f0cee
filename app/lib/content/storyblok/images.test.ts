import {describe, expect, it} from 'vitest';
import {assetSize} from './images';

describe('assetSize', () => {
  it('reads the size Storyblok writes into an asset path', () => {
    expect(assetSize('http://127.0.0.1:4000/f/100001/160x160/5f59572757/icon-plant-based.svg')).toEqual({
      width: 160,
      height: 160,
    });
    expect(assetSize('https://a.storyblok.com/f/12345/1600x900/abc/cups.jpg')).toEqual({width: 1600, height: 900});
  });

  it('knows nothing of other addresses or empty sizes', () => {
    expect(assetSize('https://cdn.shopify.com/files/cup.png')).toBeNull();
    expect(assetSize('/f/1/0x0/abc/empty.svg')).toBeNull();
    expect(assetSize(undefined)).toBeNull();
  });
});
