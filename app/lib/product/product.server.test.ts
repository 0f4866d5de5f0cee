import {describe, expect, it} from 'vitest';
import {pageProduct, type PageProduct} from './product.server';

const LONG_DESCRIPTION =
  'Clear PLA cold cups made from plants, printed with our green leaf pattern. They hold iced coffee, ' +
  'smoothies and soft drinks, and they are commercially compostable wherever a facility takes PLA.';

/** A product as the page query returns it, with only what `pageProduct` reads filled in. */
function product(overrides: Partial<PageProduct> = {}): PageProduct {
  return {
    title: 'Green Print PLA Cold Cups',
    description: LONG_DESCRIPTION,
    seo: {title: null, description: null},
    tags: [],
    metafields: [],
    collections: {nodes: []},
    complementary: null,
    images: {
      nodes: [{url: 'https://cdn.example/cups.jpg', width: 1200, height: 900, altText: 'Three cups of iced coffee'}],
    },
    ...overrides,
  } as unknown as PageProduct;
}

describe('pageProduct: the tags a search result and a link preview show', () => {
  it('falls back to the title and the description, cut at a word within 155 characters', () => {
    const {seo} = pageProduct(product());
    expect(seo.title).toBe('Green Print PLA Cold Cups');
    expect(seo.description.length).toBeLessThanOrEqual(155);
    expect(seo.description).toMatch(/^Clear PLA cold cups made from plants.* [a-z]+…$/);
  });

  it('prefers what the merchant wrote for search engines', () => {
    const {seo} = pageProduct(product({seo: {title: 'PLA Cold Cups, 12–24 oz', description: 'Plant-based cups.'}}));
    expect(seo).toMatchObject({title: 'PLA Cold Cups, 12–24 oz', description: 'Plant-based cups.'});
  });

  it('describes the first picture for link previews: its address, size and alt text', () => {
    const {seo} = pageProduct(product());
    expect(seo.image).toBe('https://cdn.example/cups.jpg');
    expect(seo.extra).toEqual([
      {property: 'og:image:url', content: 'https://cdn.example/cups.jpg'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '900'},
      {property: 'og:image:alt', content: 'Three cups of iced coffee'},
    ]);
  });

  it('leaves out the size and alt text a picture lacks, and every picture tag when there is none', () => {
    const bare = pageProduct(product({images: {nodes: [{url: 'https://cdn.example/a.jpg', width: null, height: null, altText: null}]}} as Partial<PageProduct>));
    expect(bare.seo.extra).toEqual([{property: 'og:image:url', content: 'https://cdn.example/a.jpg'}]);

    const none = pageProduct(product({images: {nodes: []}} as Partial<PageProduct>));
    expect(none.seo.image).toBeUndefined();
    expect(none.seo.extra).toEqual([]);
  });

  it('keeps the whole description out of the page’s data', () => {
    const page = pageProduct(product());
    expect(page.product).not.toHaveProperty('description');
    expect(page.product).not.toHaveProperty('seo');
  });
});
