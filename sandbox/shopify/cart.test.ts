/**
 * The cart as Hydrogen's own `createCartHandler` drives it: every method the storefront uses must
 * behave against the sandbox as it does against Shopify.
 */
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from '../catalogue';
import {stockOf, takeStock} from '../catalogue/inventory';
import {setupServedSandbox, type AnyJson, hydrogenStorefront, hydrogenCart} from '../testing';
import {insertDiscount} from './discounts';

const served = setupServedSandbox();

/** Cart fields with the lines' page size left open: queries page by `$numCartLines`, mutations by 20. */
const cartFields = (linesPage: string) => `
  id
  checkoutUrl
  totalQuantity
  note
  attributes { key value }
  buyerIdentity { countryCode email }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount currencyCode } ... on CartCodeDiscountAllocation { code } }
  cost {
    subtotalAmount { amount currencyCode }
    totalAmount { amount currencyCode }
    totalTaxAmount { amount currencyCode }
  }
  lines(first: ${linesPage}) {
    nodes {
      id
      quantity
      attributes { key value }
      cost {
        amountPerQuantity { amount currencyCode }
        compareAtAmountPerQuantity { amount }
        subtotalAmount { amount }
        totalAmount { amount }
      }
      discountAllocations { discountedAmount { amount } }
      merchandise { ... on ProductVariant { id availableForSale price { amount currencyCode } } }
    }
  }
`;

function cartFor(country: 'US' | 'CA' = 'US') {
  return hydrogenCart(hydrogenStorefront(served.url(), country), {
    cartQueryFragment: `fragment CartApiQuery on Cart { ${cartFields('$numCartLines')} }`,
    cartMutateFragment: `fragment CartApiMutation on Cart { ${cartFields('20')} }`,
  });
}

/** A variant with tracked stock left, and one sold out, from whatever the seed holds. */
function seedVariants() {
  const catalogue = loadCatalogue();
  const variants = catalogue.products.flatMap((product) => product.variants);
  const db = served.sandbox().db;
  const inStock = variants.find((variant) => (stockOf(db, variant.id) ?? 0) >= 5);
  const soldOut = variants.find((variant) => stockOf(db, variant.id) === 0);
  if (!inStock || !soldOut) throw new Error('The seed needs a variant in stock and one sold out');
  return {
    inStock,
    soldOut,
    gidOf: (id: number) => `gid://shopify/ProductVariant/${id}`,
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('Hydrogen cart handler', () => {
  test('Shoppers can add a product, and the cart prices it', async () => {
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();

    const added = await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 2}]);
    expect(added.userErrors).toEqual([]);
    expect(added.warnings).toEqual([]);
    expect(added.cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[a-z0-9]+\?key=[a-z0-9]+$/);

    const stored = (await cart.get()) as AnyJson;
    const [line] = stored.lines.nodes;
    expect(line.id).toMatch(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=[a-z0-9]+$/);
    expect(line.quantity).toBe(2);
    expect(line.merchandise).toMatchObject({
      id: gidOf(inStock.id),
      availableForSale: true,
    });
    expect(line.cost.amountPerQuantity).toEqual({
      amount: expect.any(String),
      currencyCode: 'USD',
    });
    expect(cents(line.cost.amountPerQuantity.amount)).toBe(cents(inStock.price));
    expect(cents(line.cost.subtotalAmount.amount)).toBe(2 * cents(inStock.price));
    expect(stored.totalQuantity).toBe(2);
    const subtotal = cents(stored.cost.subtotalAmount.amount);
    expect(subtotal).toBe(2 * cents(inStock.price));
    expect(cents(stored.cost.totalTaxAmount.amount)).toBe(Math.round(subtotal * 0.07));
    expect(cents(stored.cost.totalAmount.amount)).toBe(subtotal + Math.round(subtotal * 0.07));
    expect(stored.checkoutUrl).toBe(
      `${served.url()}/checkouts/${stored.id.replace('gid://shopify/Cart/', '')}`,
    );
  });

  test('Adding the same variant again joins its line; other attributes make a new line', async () => {
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();

    await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 1}]);
    const merged = await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 2}]);
    expect((merged.cart as AnyJson).lines.nodes).toHaveLength(1);
    expect((merged.cart as AnyJson).lines.nodes[0].quantity).toBe(3);

    const apart = await cart.addLines([
      {
        merchandiseId: gidOf(inStock.id),
        quantity: 1,
        attributes: [{key: 'Print', value: 'Logo'}],
      },
    ]);
    const lines = (apart.cart as AnyJson).lines.nodes;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      quantity: 1,
      attributes: [{key: 'Print', value: 'Logo'}],
    });
    expect(apart.cart.totalQuantity).toBe(4);
  });

  test('Shoppers can change a line’s quantity and remove it', async () => {
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();
    const created = await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 1}]);
    const lineId: string = (created.cart as AnyJson).lines.nodes[0].id;

    const updated = await cart.updateLines([{id: lineId, quantity: 3}]);
    expect(updated.userErrors).toEqual([]);
    expect((updated.cart as AnyJson).lines.nodes[0].quantity).toBe(3);

    const unknown = await cart.updateLines([{id: `${lineId.slice(0, -3)}xyz`, quantity: 2}]);
    expect(unknown.userErrors).toEqual([
      expect.objectContaining({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lines', '0', 'id'],
      }),
    ]);

    const removed = await cart.removeLines([lineId]);
    expect(removed.userErrors).toEqual([]);
    expect((removed.cart as AnyJson).lines.nodes).toEqual([]);
    expect(removed.cart.totalQuantity).toBe(0);
  });

  test('Unknown merchandise is refused with Shopify’s user error and the cart unchanged', async () => {
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();
    await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 1}]);

    const result = await cart.addLines([{merchandiseId: gidOf(1), quantity: 1}]);
    expect(result.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
      },
    ]);
    expect(result.cart.totalQuantity).toBe(1);
  });

  test('Asking for more than is in stock lowers the line to the stock left, with a warning', async () => {
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();
    const stock = stockOf(served.sandbox().db, inStock.id) as number;

    const result = await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: stock + 10}]);
    const line = (result.cart as AnyJson).lines.nodes[0];
    expect(line.quantity).toBe(stock);
    expect(result.userErrors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${stock} items were added to your cart due to availability.`,
        target: line.id,
      },
    ]);
  });

  test('A sold-out variant is not added, and the warning says it is sold out', async () => {
    const cart = cartFor();
    const {soldOut, gidOf} = seedVariants();

    const result = await cart.addLines([{merchandiseId: gidOf(soldOut.id), quantity: 1}]);
    expect(result.cart.totalQuantity).toBe(0);
    expect(result.warnings).toEqual([
      expect.objectContaining({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: expect.stringMatching(/^The product '.+' is already sold out\.$/),
      }),
    ]);
  });

  test('A line whose variant sells out after it was added stays, unavailable, with a warning', async () => {
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();
    const db = served.sandbox().db;
    const before = stockOf(db, inStock.id) as number;
    const created = await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 1}]);
    const lineId: string = (created.cart as AnyJson).lines.nodes[0].id;

    takeStock(db, inStock.id, before);
    try {
      const stored = (await cart.get()) as AnyJson;
      expect(stored.lines.nodes).toHaveLength(1);
      expect(stored.lines.nodes[0].merchandise.availableForSale).toBe(false);

      const noted = await cart.updateNote('Deliver to the loading dock');
      expect(noted.warnings).toEqual([
        expect.objectContaining({
          code: 'MERCHANDISE_OUT_OF_STOCK',
          target: lineId,
        }),
      ]);
    } finally {
      db.prepare('UPDATE inventory SET quantity = ? WHERE variant_id = ?').run(before, inStock.id);
    }
  });

  test('Discount codes are kept and flagged applicable only when they apply', async () => {
    const db = served.sandbox().db;
    const day = 24 * 60 * 60 * 1000;
    insertDiscount(db, {
      code: 'TEST-PERCENT',
      kind: 'percentage',
      value: 10,
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: null,
      minimumSubtotal: null,
    });
    insertDiscount(db, {
      code: 'TEST-EXPIRED',
      kind: 'percentage',
      value: 50,
      startsAt: new Date(Date.now() - 10 * day).toISOString(),
      endsAt: new Date(Date.now() - day).toISOString(),
      minimumSubtotal: null,
    });
    insertDiscount(db, {
      code: 'TEST-BIG-ORDERS',
      kind: 'fixed_amount',
      value: 25,
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: null,
      minimumSubtotal: '100000.00',
    });
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();
    await cart.addLines([
      {merchandiseId: gidOf(inStock.id), quantity: 1},
      {
        merchandiseId: gidOf(inStock.id),
        quantity: 2,
        attributes: [{key: 'Print', value: 'Logo'}],
      },
    ]);

    const result = await cart.updateDiscountCodes([
      'test-percent',
      'NOPE',
      'TEST-EXPIRED',
      'TEST-BIG-ORDERS',
    ]);
    const updated = result.cart as AnyJson;
    expect(updated.discountCodes).toEqual([
      {code: 'test-percent', applicable: true},
      {code: 'NOPE', applicable: false},
      {code: 'TEST-EXPIRED', applicable: false},
      {code: 'TEST-BIG-ORDERS', applicable: false},
    ]);
    const subtotal = 3 * cents(inStock.price);
    const discount = Math.round(subtotal * 0.1);
    expect(cents(updated.cost.subtotalAmount.amount)).toBe(subtotal);
    expect(updated.discountAllocations).toEqual([
      {
        code: 'test-percent',
        discountedAmount: {amount: expect.any(String), currencyCode: 'USD'},
      },
    ]);
    expect(cents(updated.discountAllocations[0].discountedAmount.amount)).toBe(discount);
    const lineShares = updated.lines.nodes.map((line: AnyJson) =>
      cents(line.discountAllocations[0].discountedAmount.amount),
    );
    expect(lineShares.reduce((a: number, b: number) => a + b, 0)).toBe(discount);
    const tax = Math.round((subtotal - discount) * 0.07);
    expect(cents(updated.cost.totalAmount.amount)).toBe(subtotal - discount + tax);

    const cleared = await cart.updateDiscountCodes([]);
    expect((cleared.cart as AnyJson).discountCodes).toEqual([]);
    expect(cents((cleared.cart as AnyJson).cost.totalAmount.amount)).toBe(
      subtotal + Math.round(subtotal * 0.07),
    );
  });

  test('Shoppers can leave a note and attributes on the cart', async () => {
    const cart = cartFor();
    const noted = await cart.updateNote('Please call before delivery');
    expect(noted.userErrors).toEqual([]);
    const attributed = await cart.updateAttributes([{key: 'PO number', value: '4471'}]);
    expect(attributed.userErrors).toEqual([]);

    const stored = (await cart.get()) as AnyJson;
    expect(stored.note).toBe('Please call before delivery');
    expect(stored.attributes).toEqual([{key: 'PO number', value: '4471'}]);
  });

  test('Switching the buyer to Canada prices the cart in Canadian dollars', async () => {
    const cart = cartFor('CA');
    const {inStock, gidOf} = seedVariants();
    const created = await cart.create({
      lines: [{merchandiseId: gidOf(inStock.id), quantity: 1}],
      buyerIdentity: {countryCode: 'US'},
    });
    expect((created.cart as AnyJson).cost.subtotalAmount.currencyCode).toBe('USD');

    const switched = await cart.updateBuyerIdentity({
      countryCode: 'CA',
      email: 'buyer@example.com',
    });
    const updated = switched.cart as AnyJson;
    expect(updated.buyerIdentity).toEqual({
      countryCode: 'CA',
      email: 'buyer@example.com',
    });
    expect(updated.cost.subtotalAmount.currencyCode).toBe('CAD');
    expect(cents(updated.cost.subtotalAmount.amount)).toBe(Math.round(cents(inStock.price) * 1.35));
    expect(cents(updated.cost.totalTaxAmount.amount)).toBe(
      Math.round(Math.round(cents(inStock.price) * 1.35) * 0.13),
    );

    const invalid = await cart.updateBuyerIdentity({email: 'not-an-email'});
    expect(invalid.userErrors).toEqual([
      {
        field: ['buyerIdentity', 'email'],
        message: 'Email is invalid',
        code: 'INVALID',
      },
    ]);
  });

  test('A cart id nobody handed out answers null, and mutating it is Shopify’s user error', async () => {
    const cart = cartFor();
    const {inStock, gidOf} = seedVariants();
    const created = await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 1}]);
    const wrongKey = created.cart.id.replace(/key=.*/, 'key=0000');

    const result = await cart.addLines([{merchandiseId: gidOf(inStock.id), quantity: 1}], {
      cartId: wrongKey,
    });
    expect(result.cart).toBeNull();
    expect(result.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['cartId'],
        message: 'The specified cart does not exist.',
      },
    ]);
    expect(await cart.get({cartId: wrongKey})).toBeNull();
  });
});
