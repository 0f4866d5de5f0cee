/**
 * The product page chooses variants with Hydrogen's `getProductOptions` over the product query's
 * chosen and adjacent variants: from every variant's page each option value must lead to the variant
 * with that one option changed, so every variant is reachable whatever the product's size. Quick Shop
 * works the same out from a product's variants (`app/lib/product/options.ts`); for every product
 * whose variants fit the one page it fetches, the two must agree.
 */
import {getProductOptions} from '@shopify/hydrogen-react';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {loadCatalogue} from '../../sandbox/catalogue';
import {hydrogenStorefront, setupServedSandbox} from '../../sandbox/testing';
import {productOptions} from '../../app/lib/product/options';
import {fetchProduct} from '../../app/lib/product/product.server';

const served = setupServedSandbox();

const VARIANT = `id availableForSale selectedOptions { name value } product { handle }`;
const PRODUCT_OPTIONS_QUERY = `#graphql
  query OptionsOracle($handle: String!) {
    product(handle: $handle) {
      handle
      options { name optionValues { name firstSelectableVariant { ${VARIANT} } } }
      encodedVariantExistence
      encodedVariantAvailability
      variants(first: 100) { nodes { ${VARIANT} } }
    }
  }
`;

interface Variant {
  id: string;
  availableForSale: boolean;
  selectedOptions: {name: string; value: string}[];
  product: {handle: string};
}

interface OracleProduct {
  handle: string;
  options: {name: string; optionValues: {name: string; firstSelectableVariant: Variant | null}[]}[];
  encodedVariantExistence: string;
  encodedVariantAvailability: string;
  variants: {nodes: Variant[]};
}

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

describe('productOptions (Quick Shop)', () => {
  it('agrees with Hydrogen’s getProductOptions on every seed product and variant', async () => {
    const storefront = hydrogenStorefront(served.url());
    // Quick Shop fetches one page of 100 variants.
    const handles = loadCatalogue()
      .products.filter((product) => product.variants.length <= 100)
      .map((product) => product.handle);
    let compared = 0;
    let unavailableSeen = 0;
    for (const handle of handles) {
      const {product} = await storefront.query<{product: OracleProduct}>(PRODUCT_OPTIONS_QUERY, {
        variables: {handle},
      });
      const variants = product.variants.nodes;
      for (const shown of variants) {
        const expected = getProductOptions({
          ...product,
          selectedOrFirstAvailableVariant: shown,
          adjacentVariants: variants,
        } as unknown as Parameters<typeof getProductOptions>[0]).map((option) => ({
          name: option.name,
          optionValues: option.optionValues.map((value) => ({
            name: value.name,
            selected: value.selected,
            available: value.available,
            variantId: value.variant?.id ?? null,
            handle: value.handle,
          })),
        }));
        const actual = productOptions(product, shown, variants);
        expect(actual, `${handle}, showing ${shown.id}`).toEqual(expected);
        compared += 1;
        unavailableSeen += actual.flatMap((option) => option.optionValues).filter((value) => !value.available).length;
      }
    }
    // The comparison covered the seed's sold-out values too, not only the easy case.
    expect(compared).toBeGreaterThan(146);
    expect(unavailableSeen).toBeGreaterThan(0);
  }, 60_000);
});
