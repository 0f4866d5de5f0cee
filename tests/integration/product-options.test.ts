/**
 * The product page chooses variants with Hydrogen's `getProductOptions` over the product query's
 * chosen and adjacent variants: from every variant's page each option value must lead to the variant
 * with that one option changed, so every variant is reachable whatever the product's size. Quick Shop
 * asks for the same fields (`ProductOptions`) one chosen variant at a time, and reaches every variant
 * of the largest seed product that way.
 */
import {getProductOptions} from '@shopify/hydrogen-react';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {QuickShopProductQuery} from '../../storefrontapi.generated';
import {describe, expect, it} from 'vitest';
import {loadCatalogue} from '../../sandbox/catalogue';
import {hydrogenStorefront, setupServedSandbox} from '../../sandbox/testing';
import {optionChoices} from '../../app/lib/product/options';
import {DEFAULT_LOCALE} from '../../app/lib/i18n/locale';
import {loader as quickShopLoader} from '../../app/routes/($locale).api.quick-shop.$handle';
import {fetchProduct} from '../../app/lib/product/product.server';

const served = setupServedSandbox();

type QuickShopData = NonNullable<QuickShopProductQuery['product']> & {
  selectedOrFirstAvailableVariant: NonNullable<NonNullable<QuickShopProductQuery['product']>['selectedOrFirstAvailableVariant']>;
};

describe('the product page’s option links', () => {
  it('lead from every variant of every seed product to each variant one option away', async () => {
    const storefront = hydrogenStorefront(served.url());
    const context = {storefront} as unknown as AppLoadContext;
    const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
    let links = 0;
    for (const seed of loadCatalogue().products) {
      for (const shown of seed.variants) {
        const product = await fetchProduct(context, seed.handle, shown.selectedOptions);
        expect(product?.selectedOrFirstAvailableVariant?.id).toBe(gid(shown.id));
        const chosen = new Map(shown.selectedOptions.map(({name, value}) => [name, value]));
        for (const option of getProductOptions(product as Parameters<typeof getProductOptions>[0])) {
          for (const value of option.optionValues) {
            const target = new Map(chosen).set(option.name, value.name);
            const swapped = seed.variants.find((variant) =>
              variant.selectedOptions.every(({name, value: each}) => target.get(name) === each),
            );
            expect(value.selected, `${seed.handle} ${shown.id}: ${option.name} ${value.name}`).toBe(
              chosen.get(option.name) === value.name,
            );
            if (!swapped) continue;
            expect(value.variant?.id, `${seed.handle} ${shown.id}: ${option.name} ${value.name}`).toBe(gid(swapped.id));
            links += 1;
          }
        }
      }
    }
    // The 240-variant product alone has 240 × (4 + 12 + 5) links.
    expect(links).toBeGreaterThan(240 * 21);
  }, 180_000);

  it('mark a print sold out in every size and pack as sold out, and the rest for sale', async () => {
    const storefront = hydrogenStorefront(served.url());
    const product = await fetchProduct({storefront} as unknown as AppLoadContext, 'stock-print-hot-cups');
    const prints = getProductOptions(product as Parameters<typeof getProductOptions>[0]).find(
      (option) => option.name === 'Print',
    );
    expect(prints?.optionValues.filter((value) => !value.available).map((value) => value.name)).toEqual(['Holiday Plaid']);
    expect(prints?.optionValues).toHaveLength(12);
  });
});

describe('Quick Shop’s option choices', () => {
  it('reach every variant of the 240-variant product from its first, one choice at a time', async () => {
    const storefront = hydrogenStorefront(served.url());
    const context = {storefront, locale: DEFAULT_LOCALE} as unknown as AppLoadContext;
    const quickShop = async (variant?: string) => {
      const query = variant ? `?variant=${variant.split('/').pop()}` : '';
      const request = new Request(`http://localhost/api/quick-shop/stock-print-hot-cups${query}`);
      const response = await quickShopLoader({request, params: {handle: 'stock-print-hot-cups'}, context});
      const {product} = (await response.json()) as {product: QuickShopData};
      return product;
    };
    // Breadth first, a level of choices at a time.
    const seen = new Set<string>();
    let level: (string | undefined)[] = [undefined];
    while (level.length) {
      const products = await Promise.all(level.map(quickShop));
      const next = new Set<string>();
      for (const product of products) {
        seen.add(product.selectedOrFirstAvailableVariant.id);
        for (const option of optionChoices(product, product.selectedOrFirstAvailableVariant)) {
          for (const value of option.optionValues) {
            if (value.variantId && !seen.has(value.variantId)) next.add(value.variantId);
          }
        }
      }
      level = [...next].filter((id) => !seen.has(id));
    }
    expect(seen.size).toBe(240);
  }, 180_000);
});
