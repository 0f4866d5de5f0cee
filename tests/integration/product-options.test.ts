/**
 * The option pickers work out each value's availability and destination from the product's variants
 * (`app/lib/product/options.ts`) instead of decoding Shopify's encoded variant lists with Hydrogen's
 * `getProductOptions`. For every seed product and each of its variants shown, the two must agree.
 */
import {getProductOptions} from '@shopify/hydrogen-react';
import {describe, expect, it} from 'vitest';
import {loadCatalogue} from '../../sandbox/catalogue';
import {hydrogenStorefront, setupServedSandbox} from '../../sandbox/testing';
import {productOptions} from '../../app/lib/product/options';

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

describe('productOptions', () => {
  it('agrees with Hydrogen’s getProductOptions on every seed product and variant', async () => {
    const storefront = hydrogenStorefront(served.url());
    const handles = loadCatalogue().products.map((product) => product.handle);
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
