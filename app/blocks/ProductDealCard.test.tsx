import {describe, expect, it} from 'vitest';
import type {ProductDealCardBlok} from '~/lib/content/storyblok/types';
import {dealProductNeed, needKey} from './data';
import {ProductDealCard} from './ProductDealCard';
import {renderHtml} from './test-render';

const PRODUCT = 'gid://shopify/Product/700084';

const blok = (fields: Partial<ProductDealCardBlok> = {}): ProductDealCardBlok => ({
  _uid: 'deal',
  component: 'product-deal-card',
  product: PRODUCT,
  coupon_code: 'SAVE15',
  ...fields,
});

const variant = (id: number, sku: string, title: string, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  sku,
  title,
  availableForSale,
  image: null,
});

const product = (variants = [variant(1, 'PLA-DC16-500', 'Case of 500'), variant(2, 'PLA-DC16-50', 'Pack of 50')]) => ({
  [needKey(dealProductNeed(PRODUCT))]: {
    id: PRODUCT,
    title: '16 oz PLA Round Deli Container',
    featuredImage: {url: 'https://cdn.example/deli.png', altText: 'Deli container', width: 800, height: 800},
    variants: {nodes: variants},
  },
});

const render = (fields: Partial<ProductDealCardBlok>, data = product()) =>
  renderHtml(<ProductDealCard blok={blok(fields)} />, undefined, data);

/** The JSON the checkout form posts, as the `/cart` action reads it. */
function postedInput(html: string) {
  const value = /name="cartFormInput" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return JSON.parse(value.replaceAll('&quot;', '"')) as {action: string; inputs: Record<string, string>};
}

describe('ProductDealCard', () => {
  it('sells the variant its SKU names, with the product, the code and one checkout post', () => {
    const html = render({sku: 'PLA-DC16-50'});
    expect(html).toContain('16 oz PLA Round Deli Container');
    expect(html).toContain('PLA-DC16-50');
    expect(html).toContain('Pack of 50');
    expect(html).toContain('SAVE15');
    expect(html).toContain('Checkout Now');
    expect(html).toMatch(/<form method="post" action="\/cart"/);
    expect(postedInput(html)).toEqual({
      action: 'CustomDealCheckout',
      inputs: {merchandiseId: 'gid://shopify/ProductVariant/2', discountCode: 'SAVE15'},
    });
  });

  it("takes the product's first variant when the SKU is missing or unknown, and the editor's words over the shop's", () => {
    const html = render({sku: 'NOPE', title: 'A pack to try', variant_title: 'Trial pack', checkout_label: 'Buy with code'});
    expect(postedInput(html).inputs.merchandiseId).toBe('gid://shopify/ProductVariant/1');
    expect(html).toContain('A pack to try');
    expect(html).toContain('Trial pack');
    expect(html).toContain('Buy with code');
    expect(html).not.toContain('Checkout Now');
  });

  it('says it cannot find an unknown product instead of showing a broken card', () => {
    const html = renderHtml(<ProductDealCard blok={blok()} />, undefined, {[needKey(dealProductNeed(PRODUCT))]: null});
    expect(html).toContain(`Unable to find product: ${PRODUCT}`);
    expect(html).not.toContain('<form');
  });

  it('holds the checkout back while the variant is sold out', () => {
    const html = render({}, product([variant(1, 'PLA-DC16-500', 'Case of 500', false)]));
    expect(html).toContain('Temporarily Unavailable');
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });

  it('renders nothing without a product or a code to offer', () => {
    expect(render({product: ''})).toBe('');
    expect(render({coupon_code: ' '})).toBe('');
  });
});
