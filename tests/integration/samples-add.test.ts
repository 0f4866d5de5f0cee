import {describe, expect, it, vi} from 'vitest';
import {addSamples} from '../../app/lib/samples/add.server';
import {DEFAULT_LOCALE, LOCALES} from '../../app/lib/i18n/locale';

/**
 * The samples action's decisions, with the Storefront API and the cart handler stood in for: what it
 * adds, what it refuses, and where it sends the shopper (guarantee 1's table for add_items_redirect).
 */

const BLOCK = '1659344f';
const ORIGIN = 'https://shop.example';

function story(addItemsRedirect: string) {
  return {
    component: 'page',
    _uid: 'page',
    body: [
      {
        _uid: BLOCK,
        component: 'samples',
        button_text: 'Add',
        add_items_redirect: addItemsRedirect,
        categories: [
          {
            _uid: 'c',
            component: 'samples-category',
            title: 'Cups',
            subcategories: [
              {
                _uid: 's',
                component: 'samples-subcategory',
                title: 'Hot',
                products: [
                  {_uid: 'p0', component: 'samples-product', id: 'sample_0', name: 'Hot cup'},
                  {_uid: 'p1', component: 'samples-product', id: 'sample_1', name: 'Cold cup'},
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

function context({inCart = 0, locale = DEFAULT_LOCALE} = {}) {
  const addLines = vi.fn(async () => ({cart: {id: 'gid://shopify/Cart/1'}, userErrors: [], errors: []}));
  return {
    addLines,
    value: {
      locale,
      content: {getStory: async () => ({content: {free_samples_max_cart_quantity: 15}})},
      storefront: {
        CacheShort: () => ({}),
        query: async () => ({
          products: {
            nodes: ['sample_0', 'sample_1'].map((alias, index) => ({
              id: `gid://shopify/Product/${index}`,
              tags: ['Cups', alias],
              variants: {nodes: [{id: `gid://shopify/ProductVariant/${index + 10}`, availableForSale: true}]},
            })),
          },
        }),
      },
      cart: {
        get: async () => ({
          lines: {nodes: inCart ? [{quantity: inCart, attributes: [{key: '_sample', value: 'sample_1'}]}] : []},
        }),
        addLines,
        setCartId: () => new Headers(),
      },
    } as unknown as Parameters<typeof addSamples>[0]['context'],
  };
}

function post(samples: string[], path = '/free-samples') {
  const body = new URLSearchParams({block: BLOCK});
  for (const alias of samples) body.append('samples', alias);
  return new Request(`${ORIGIN}${path}?add-samples`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body,
  });
}

async function run(samples: string[], {redirect = '/cart', inCart = 0, locale = DEFAULT_LOCALE} = {}) {
  const ctx = context({inCart, locale});
  const response = (await addSamples({request: post(samples), content: story(redirect), context: ctx.value})) as unknown;
  return {response: response as Response | {data: unknown; init: ResponseInit | null}, addLines: ctx.addLines};
}

const status = (response: Awaited<ReturnType<typeof run>>['response']) =>
  response instanceof Response ? response.status : (response.init?.status ?? 200);

describe('adding free samples', () => {
  it('adds each chosen sample once, as its first variant marked as a sample, then goes to add_items_redirect', async () => {
    const {response, addLines} = await run(['sample_1', 'sample_0']);
    expect(addLines).toHaveBeenCalledWith([
      {merchandiseId: 'gid://shopify/ProductVariant/11', quantity: 1, attributes: [{key: '_sample', value: 'sample_1'}]},
      {merchandiseId: 'gid://shopify/ProductVariant/10', quantity: 1, attributes: [{key: '_sample', value: 'sample_0'}]},
    ]);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get('Location')).toBe('/cart');
    expect((response as Response).headers.get('Cache-Control')).toBe('no-store');
  });

  it("keeps the shopper's locale on the way to the redirect", async () => {
    const canada = LOCALES.find((locale) => locale.pathPrefix === '/en-ca') ?? DEFAULT_LOCALE;
    const {response} = await run(['sample_0'], {locale: canada});
    expect((response as Response).headers.get('Location')).toBe('/en-ca/cart');
  });

  it('refuses more samples than the cart has room for, and adds nothing', async () => {
    const {response, addLines} = await run(['sample_0'], {inCart: 15});
    expect(status(response)).toBe(400);
    expect(JSON.stringify(response)).toContain('Your cart already holds as many free samples as it can.');
    expect(addLines).not.toHaveBeenCalled();
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
  ])('never sends the shopper off the store for add_items_redirect %j', async (target) => {
    const {response, addLines} = await run(['sample_0'], {redirect: target});
    expect(addLines).toHaveBeenCalled();
    expect(status(response)).toBe(200);
    expect(JSON.stringify(response)).toContain('"added":["Hot cup"]');
  });

  it('keeps an encoded address inside our own origin', async () => {
    const {response} = await run(['sample_0'], {redirect: '%01http%3A%2F%2Fevil.example'});
    const location = (response as Response).headers.get('Location') ?? '';
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
  });
});
