/**
 * Everything the storefront sends to the Storefront API must run on the sandbox without hitting a
 * field it does not support, not even a nullable one it would answer empty (the sandbox logs those):
 * the app's own operations, the cart fragment through Hydrogen's cart handler (configured as
 * `app/lib/context.ts` configures it), and Hydrogen's built-in queries.
 */
import {getShopAnalytics, storefrontRedirect} from '@shopify/hydrogen';
import {print, type OperationDefinitionNode} from 'graphql';
import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import {CART_QUERY_FRAGMENT} from '../../app/lib/fragments';
import {loadCatalogue} from '../../sandbox/catalogue';
import {
  hydrogenCart,
  hydrogenStorefront,
  loggedLines,
  setupServedSandbox,
} from '../../sandbox/testing';
import {collectStorefrontDocuments, operationsWithFragments} from './storefront-documents';

const served = setupServedSandbox();
const UNSUPPORTED = /not supported by the sandbox/;

function storefront() {
  return hydrogenStorefront(served.url());
}

afterEach(() => {
  const lines = loggedLines(served.sandbox());
  const unsupported = lines.map((entry) => entry.line).filter((line) => UNSUPPORTED.test(line));
  lines.length = 0;
  expect(unsupported).toEqual([]);
});

/**
 * A fresh token of the seeded customer with 88 orders before each test, so customer documents
 * resolve every field they ask for (a logout document deletes the one it is given).
 */
let customerAccessToken = '';
beforeEach(async () => {
  const {customerAccessTokenCreate} = await storefront().mutate<{
    customerAccessTokenCreate: {customerAccessToken: {accessToken: string}};
  }>(
    `mutation SampleLogin { customerAccessTokenCreate(input: {email: "devon@example.com", password: "taproom88"}) { customerAccessToken { accessToken } } }`,
  );
  customerAccessToken = customerAccessTokenCreate.customerAccessToken.accessToken;
});

/** Seed values for the variables operations commonly declare; a new name must be added here. */
function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const product = loadCatalogue().products[0];
  const known: Record<string, unknown> = {
    country: 'US',
    language: 'EN',
    handle: product.handle,
    productHandle: product.handle,
    productId: `gid://shopify/Product/${product.id}`,
    id: `gid://shopify/Product/${product.id}`,
    ids: [`gid://shopify/Product/${product.id}`],
    selectedOptions: product.variants.at(-1)?.selectedOptions ?? [],
    first: 10,
    all: false,
    collectionSort: 'BEST_SELLING',
    shopSort: 'BEST_SELLING',
    reverse: false,
    last: null,
    after: null,
    before: null,
    query: 'cup',
    type: 'PRODUCT',
    page: 1,
    customerAccessToken,
    loginInput: {email: 'devon@example.com', password: 'taproom88'},
    createInput: {
      email: `documents-${Date.now()}@example.com`,
      password: 'secret12',
      firstName: 'Sample',
      lastName: 'Customer',
      acceptsMarketing: false,
    },
    customer: {firstName: 'Devon'},
    address: {firstName: 'Devon', lastName: 'Hart', address1: '1 Sample St', city: 'Portland', country: 'US', province: 'OR', zip: '97201'},
    addressId: 'gid://shopify/MailingAddress/1',
    cartId: 'gid://shopify/Cart/none',
    discountCodes: ['WELCOME10'],
    orderQuery: '',
    email: 'devon@example.com',
    password: 'secret12',
    resetUrl: 'http://localhost:3000/account/reset/1/unknown',
    activationUrl: 'http://localhost:3000/account/activate/1/unknown',
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const name = definition.variable.name.value;
      if (!(name in known)) {
        throw new Error(`No sample value for $${name}: add one to sampleVariables`);
      }
      return [name, known[name]];
    }),
  );
}

const operations = operationsWithFragments(collectStorefrontDocuments('app'));

describe('the storefront’s Storefront API documents on the sandbox', () => {
  test.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s runs without an unsupported field',
    async (_name, {document}) => {
      const operation = document.definitions[0] as OperationDefinitionNode;
      const run =
        operation.operation === 'mutation'
          ? storefront().mutate(print(document), {variables: sampleVariables(operation)})
          : storefront().query(print(document), {variables: sampleVariables(operation)});
      await expect(run).resolves.toBeDefined();
    },
  );

  test('the cart fragment runs through every cart handler method the storefront uses', async () => {
    const cart = hydrogenCart(storefront(), {cartQueryFragment: CART_QUERY_FRAGMENT});
    const variant = loadCatalogue().products.flatMap((product) => product.variants)[0];
    const merchandiseId = `gid://shopify/ProductVariant/${variant.id}`;

    const results = [await cart.create({lines: [{merchandiseId, quantity: 1}]})];
    const lineId = (await cart.get())?.lines.nodes[0]?.id;
    expect(lineId).toBeDefined();
    results.push(
      await cart.addLines([{merchandiseId, quantity: 1}]),
      await cart.updateLines([{id: String(lineId), quantity: 3}]),
      await cart.updateDiscountCodes(['WELCOME10']),
      await cart.updateNote('Leave at the back door'),
      await cart.updateBuyerIdentity({countryCode: 'CA'}),
      await cart.updateAttributes([{key: 'source', value: 'test'}]),
      await cart.removeLines([String(lineId)]),
    );
    for (const result of results) {
      expect(result.errors ?? []).toEqual([]);
      expect(result.userErrors ?? []).toEqual([]);
    }

    const read = await cart.get();
    expect(read?.note).toBe('Leave at the back door');
    expect(read?.cost.totalAmount.currencyCode).toBe('CAD');
  });

  test('Hydrogen’s redirect lookup and shop analytics query run', async () => {
    const redirect = await storefrontRedirect({
      request: new Request('http://localhost:3000/no-such-page'),
      response: new Response(null, {status: 404}),
      storefront: storefront(),
    });
    expect(redirect.status).toBe(404);

    const analytics = await getShopAnalytics({
      storefront: storefront(),
      publicStorefrontId: '1',
    });
    expect(analytics).toMatchObject({shopId: 'gid://shopify/Shop/1', currency: 'USD'});
  });
});
