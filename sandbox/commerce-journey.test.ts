/**
 * One shopper's whole journey, with only the clients the storefront itself uses: Hydrogen's
 * storefront client and cart handler for the Storefront API, and plain HTTP for the hosted checkout
 * a browser would post. Each step reads what the previous one left behind, so a break anywhere in
 * the chain (token → cart → checkout → order → account) fails here even when every area's own
 * tests pass.
 */
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from './catalogue';
import {stockOf} from './catalogue/inventory';
import {
  readJson,
  setupServedSandbox,
  type AnyJson,
  hydrogenStorefront,
  hydrogenCart,
} from './testing';

const served = setupServedSandbox();

function storefront() {
  return hydrogenStorefront(served.url());
}

function cartHandler() {
  return hydrogenCart(storefront());
}

const REGISTER = `#graphql
  mutation JourneyRegister($input: CustomerCreateInput!) {
    customerCreate(input: $input) { customer { id } customerUserErrors { code message } }
  }`;

const LOGIN = `#graphql
  mutation JourneyLogin($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken }
      customerUserErrors { code message }
    }
  }`;

const ORDERS = `#graphql
  query JourneyOrders($token: String!) {
    customer(customerAccessToken: $token) {
      numberOfOrders
      orders(first: 10, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          name orderNumber email financialStatus fulfillmentStatus statusUrl customerUrl
          totalShippingPrice { amount }
          totalTax { amount }
          totalPrice { amount currencyCode }
          discountApplications(first: 5) { nodes { ... on DiscountCodeApplication { code } } }
          shippingAddress { address1 city provinceCode countryCodeV2 zip }
          lineItems(first: 10) {
            nodes { title quantity discountedTotalPrice { amount } variant { id sku } }
          }
        }
      }
    }
  }`;

const cents = (money: {amount: string}) => Math.round(Number(money.amount) * 100);

/** A variant with stock for two, cheap enough that two of them still pay for shipping. */
function affordableVariant() {
  const db = served.sandbox().db;
  const found = loadCatalogue()
    .products.flatMap((product) => product.variants.map((variant) => ({product, variant})))
    .find(({variant}) => {
      const price = Number(variant.price);
      return (stockOf(db, variant.id) ?? 0) >= 5 && price > 5 && price * 2 < 100;
    });
  if (!found) throw new Error('The seed needs an affordable variant in stock');
  return found;
}

describe('A shopper’s journey from sign-in to order history', () => {
  test('a signed-in customer’s cart, checked out on the hosted page, shows in their orders', async () => {
    const accountEmail = `journey.${Date.now()}@example.com`;
    const password = 'compost-journey';
    const registered: AnyJson = await storefront().mutate(REGISTER, {
      variables: {input: {email: accountEmail, password, firstName: 'Jo', lastName: 'Rivera'}},
    });
    expect(registered.customerCreate.customerUserErrors).toEqual([]);
    const login: AnyJson = await storefront().mutate(LOGIN, {
      variables: {input: {email: accountEmail, password}},
    });
    expect(login.customerAccessTokenCreate.customerUserErrors).toEqual([]);
    const token: string = login.customerAccessTokenCreate.customerAccessToken.accessToken;

    // The cart, linked to the customer the way the storefront links it: by buyer identity.
    const cart = cartHandler();
    const {product, variant} = affordableVariant();
    const merchandiseId = `gid://shopify/ProductVariant/${variant.id}`;
    const created = await cart.create({
      lines: [{merchandiseId, quantity: 2}],
      buyerIdentity: {customerAccessToken: token},
    });
    expect(created.userErrors).toEqual([]);
    const discounted = await cart.updateDiscountCodes(['WELCOME10']);
    expect(discounted.userErrors).toEqual([]);
    const priced = (await cart.get()) as AnyJson;
    expect(priced.buyerIdentity.customer.email).toBe(accountEmail);
    expect(priced.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
    const stockBefore = stockOf(served.sandbox().db, variant.id) as number;

    // The hosted checkout, as a browser without JavaScript sees and submits it.
    const checkoutUrl: string = priced.checkoutUrl;
    expect(checkoutUrl.startsWith(`${served.url()}/checkouts/`)).toBe(true);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`value="${accountEmail}"`);
    expect(html).toContain('WELCOME10');

    // A contact email other than the account's: only the cart's buyer identity can link the order.
    const contactEmail = `receiving.${Date.now()}@example.com`;
    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({
        email: contactEmail,
        firstName: 'Jo',
        lastName: 'Rivera',
        company: '',
        address1: '12 Harbor Way',
        address2: '',
        city: 'Seattle',
        country: 'US',
        province: 'WA',
        zip: '98101',
        phone: '',
      }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const statusUrl = paid.headers.get('Location');
    expect(statusUrl).toMatch(new RegExp(`^${served.url()}/orders/[0-9a-f]+$`));
    expect(await cart.get()).toBeNull();
    expect(stockOf(served.sandbox().db, variant.id)).toBe(stockBefore - 2);

    // The account now lists the order, with what the cart said it would cost plus shipping.
    const account: AnyJson = await storefront().query(ORDERS, {
      variables: {token},
      cache: storefront().CacheNone(),
    });
    expect(account.customer.numberOfOrders).toBe('1');
    expect(account.customer.orders.nodes).toHaveLength(1);
    const [order] = account.customer.orders.nodes;
    expect(order).toMatchObject({
      name: `#${order.orderNumber}`,
      email: contactEmail,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      statusUrl,
      customerUrl: `http://localhost:3000/account/orders/${order.orderNumber}`,
      totalPrice: {currencyCode: 'USD'},
      discountApplications: {nodes: [{code: 'WELCOME10'}]},
      shippingAddress: {
        address1: '12 Harbor Way',
        city: 'Seattle',
        provinceCode: 'WA',
        countryCodeV2: 'US',
        zip: '98101',
      },
    });
    expect(order.orderNumber).toBeGreaterThan(1000);
    expect(order.lineItems.nodes).toEqual([
      {
        title: product.title,
        quantity: 2,
        discountedTotalPrice: {amount: expect.any(String)},
        variant: {id: merchandiseId, sku: variant.sku},
      },
    ]);
    expect(cents(order.totalTax)).toBe(cents(priced.cost.totalTaxAmount));
    expect(cents(order.totalShippingPrice)).toBeGreaterThan(0);
    expect(cents(order.totalPrice)).toBe(
      cents(priced.cost.totalAmount) + cents(order.totalShippingPrice),
    );

    // The confirmation is in the outbox, addressed to the contact email, linking both pages.
    const mails: AnyJson[] = await readJson(
      await fetch(`${served.url()}/outbox.json?to=${encodeURIComponent(contactEmail)}`),
    );
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'order_confirmation',
        subject: `Order ${order.name} confirmed`,
      }),
    ]);
    expect(mails[0].links).toEqual(expect.arrayContaining([order.customerUrl, statusUrl]));

    const status = await fetch(statusUrl as string);
    expect(status.status).toBe(200);
    expect(await status.text()).toContain(`Order ${order.name}`);
  });
});
