/**
 * Orders as a customer sees them (the account pages through Hydrogen's storefront client) and as
 * checkout places them (`placeOrder`), with the status page and invoice behind their links.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadCatalogue, type SeedCustomer} from '../catalogue';
import {stockOf} from '../catalogue/inventory';
import {loadSandboxConfig} from '../config';
import {invoiceSignature} from '../invoices';
import {listMail} from '../outbox/store';
import {createSandbox} from '../server';
import {decimalOf} from '../shopify/money';
import {
  ORIGIN,
  PUBLIC_STOREFRONT_TOKEN,
  readJson,
  setupServedSandbox,
  setupTestSandbox,
  type AnyJson,
  hydrogenStorefront,
} from '../testing';
import {placeOrder} from './place';
import type {NewOrder} from './types';

const ORDERS = `#graphql
  query TestCustomerOrders($token: String!, $first: Int!, $after: String) {
    customer(customerAccessToken: $token) {
      numberOfOrders
      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        pageInfo { hasNextPage hasPreviousPage endCursor }
        nodes {
          id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl
          currencyCode
          subtotalPrice { amount currencyCode }
          totalShippingPrice { amount }
          totalTax { amount }
          totalPrice { amount }
          totalPriceV2 { amount currencyCode }
          shippingAddress { formatted name }
          lineItems(first: 50) {
            nodes {
              title quantity currentQuantity
              originalTotalPrice { amount }
              discountedTotalPrice { amount }
              variant { id }
            }
          }
        }
      }
    }
  }`;

const LOGIN = `#graphql
  mutation TestOrdersLogin($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
  }`;

function longestHistory(): SeedCustomer {
  const customers = loadCatalogue().customers.filter((entry) => entry.state === 'ENABLED');
  return customers.reduce((most, entry) => (entry.orderHistory > most.orderHistory ? entry : most));
}

describe('Order history in the account', () => {
  const served = setupServedSandbox();
  const storefront = () => hydrogenStorefront(served.url());

  async function signIn(customer: SeedCustomer): Promise<string> {
    const result: AnyJson = await storefront().mutate(LOGIN, {
      variables: {input: {email: customer.email, password: customer.password}},
    });
    return result.customerAccessTokenCreate.customerAccessToken.accessToken;
  }

  async function ordersPage(token: string, first: number, after?: string) {
    const result: AnyJson = await storefront().query(ORDERS, {
      variables: {token, first, after},
      cache: storefront().CacheNone(),
    });
    expect(result.errors).toBeUndefined();
    return result.customer;
  }

  test('a customer with a long history pages through it 12 at a time, newest first', async () => {
    const customer = longestHistory();
    expect(customer.orderHistory).toBeGreaterThanOrEqual(80);
    const token = await signIn(customer);

    const seen: AnyJson[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const {orders, numberOfOrders} = await ordersPage(token, 12, after);
      expect(numberOfOrders).toBe(String(customer.orderHistory));
      expect(orders.nodes.length).toBeLessThanOrEqual(12);
      expect(orders.pageInfo.hasPreviousPage).toBe(pages > 0);
      seen.push(...orders.nodes);
      pages += 1;
      if (!orders.pageInfo.hasNextPage) break;
      after = orders.pageInfo.endCursor;
    }

    expect(seen).toHaveLength(customer.orderHistory);
    expect(pages).toBe(Math.ceil(customer.orderHistory / 12));
    const dates = seen.map((order) => Date.parse(order.processedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Order numbers rise with time across the whole shop.
    const numbers = seen.map((order) => order.orderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(seen.map((order) => order.id)).size).toBe(seen.length);

    const oldest = dates.at(-1)!;
    expect(Date.now() - oldest).toBeGreaterThan(365 * 86400_000);
    expect(Date.now() - oldest).toBeLessThan(3.1 * 365 * 86400_000);
    const statuses = new Set(seen.map((order) => order.financialStatus));
    expect(statuses.has('PAID')).toBe(true);
    expect(new Set(seen.map((order) => order.fulfillmentStatus)).has('FULFILLED')).toBe(true);
  });

  test('the first 75 orders arrive in one request, each adding up', async () => {
    const customer = longestHistory();
    const {orders} = await ordersPage(await signIn(customer), 75);
    expect(orders.nodes).toHaveLength(75);
    expect(orders.pageInfo.hasNextPage).toBe(customer.orderHistory > 75);

    const cents = (money: {amount: string}) => Math.round(Number(money.amount) * 100);
    for (const order of orders.nodes) {
      expect(order.name).toBe(`#${order.orderNumber}`);
      expect(order.totalPriceV2).toEqual({
        amount: order.totalPrice.amount,
        currencyCode: order.currencyCode,
      });
      const lines = order.lineItems.nodes;
      expect(lines.length).toBeGreaterThan(0);
      expect(
        lines.reduce((sum: number, line: AnyJson) => sum + cents(line.originalTotalPrice), 0),
      ).toBe(cents(order.subtotalPrice));
      expect(
        cents(order.subtotalPrice) + cents(order.totalShippingPrice) + cents(order.totalTax),
      ).toBe(cents(order.totalPrice));
      expect(order.statusUrl).toMatch(new RegExp(`^${served.url()}/orders/[0-9a-f]+$`));
    }
  });

  test('more than 250 orders at a time is refused, as on Shopify', async () => {
    const result: AnyJson = await storefront().query(ORDERS, {
      variables: {token: await signIn(longestHistory()), first: 251},
      cache: storefront().CacheNone(),
    });
    expect(result.errors?.[0]?.message).toContain('250');
  });

  test('the status page and the invoice of an order open from its links', async () => {
    const customer = longestHistory();
    const {orders} = await ordersPage(await signIn(customer), 1);
    const [order] = orders.nodes;

    const status = await fetch(order.statusUrl);
    expect(status.status).toBe(200);
    expect(status.headers.get('Content-Type')).toContain('text/html');
    const statusPage = await status.text();
    expect(statusPage).toContain(`Order ${order.name}`);
    expect(statusPage).toContain(order.lineItems.nodes[0].title);
    expect(statusPage).toContain(`/account/orders/${order.orderNumber}`);

    const numericId = order.id.replace(/^gid:\/\/shopify\/Order\/(\d+).*$/, '$1');
    const expires = String(Math.floor(Date.now() / 1000) + 60);
    const signature = invoiceSignature(loadSandboxConfig({}).invoices.secret, 'green-packaging-co', numericId, expires);
    const invoice = await fetch(
      `${served.url()}/invoices/green-packaging-co/${numericId}?expires=${expires}&signature=${signature}`,
    );
    expect(invoice.status).toBe(200);
    const invoicePage = await invoice.text();
    expect(invoicePage).toContain(`Invoice for order ${order.name}`);
    expect(invoicePage).toContain(customer.addresses[customer.defaultAddress ?? 0].address1);
  });

  test('unknown status pages and invoices are 404', async () => {
    expect((await fetch(`${served.url()}/orders/${'0'.repeat(32)}`)).status).toBe(404);
    const expires = String(Math.floor(Date.now() / 1000) + 60);
    for (const id of ['999', 'not-an-id']) {
      const signature = invoiceSignature(loadSandboxConfig({}).invoices.secret, 'green-packaging-co', id, expires);
      const url = `${served.url()}/invoices/green-packaging-co/${id}?expires=${expires}&signature=${signature}`;
      expect((await fetch(url)).status).toBe(404);
    }
  });
});

describe('Placing an order', () => {
  const sandbox = setupTestSandbox();
  const links = {sandboxOrigin: ORIGIN, storefrontUrl: 'http://localhost:3000'};

  function newOrder(checkoutToken: string): NewOrder {
    const catalogue = loadCatalogue();
    const {product, variant} = [...catalogue.variantById.values()].find(
      (entry) => (entry.variant.inventoryQuantity ?? 0) > 5,
    )!;
    const customer = catalogue.customers.find((entry) => entry.state === 'ENABLED')!;
    const unit = Math.round(Number(variant.price) * 100);
    return {
      checkoutToken,
      cartId: `gid://shopify/Cart/${checkoutToken}?key=abc`,
      customerId: customer.id,
      email: customer.email,
      phone: null,
      countryCode: 'US',
      currencyCode: 'USD',
      shippingAddress: customer.addresses[0],
      lines: [
        {
          productId: product.id,
          variantId: variant.id,
          title: product.title,
          variantTitle: variant.title,
          sku: variant.sku,
          quantity: 3,
          unitPriceCents: unit,
          originalTotalCents: unit * 3,
          discountedTotalCents: unit * 3,
        },
      ],
      subtotalCents: unit * 3,
      discountCents: 0,
      shippingCents: 1495,
      taxCents: Math.round(unit * 3 * 0.07),
      totalCents: unit * 3 + 1495 + Math.round(unit * 3 * 0.07),
      discountCodes: [],
      note: null,
    };
  }

  test('placing a checkout lowers stock, links the customer and sends a confirmation', () => {
    const {db} = sandbox();
    const order = newOrder('checkout-one');
    const variantId = order.lines[0].variantId;
    const stockBefore = stockOf(db, variantId)!;
    const ordersBefore = (
      db.prepare('SELECT MAX(order_number) AS last FROM orders').get() as {last: number}
    ).last;

    const placed = placeOrder(db, order, links);
    expect(placed).toMatchObject({orderNumber: ordersBefore + 1, name: `#${ordersBefore + 1}`});
    expect(placed.statusUrl).toMatch(new RegExp(`^${ORIGIN}/orders/[0-9a-f]{32}$`));
    expect(stockOf(db, variantId)).toBe(stockBefore - 3);

    const [mail] = listMail(db, {to: order.email});
    expect(mail).toMatchObject({
      kind: 'order_confirmation',
      subject: `Order ${placed.name} confirmed`,
    });
    expect(mail.links).toContain(`http://localhost:3000/account/orders/${placed.orderNumber}`);
    expect(mail.links).toContain(placed.statusUrl);
  });

  test('placing the same checkout twice returns the first order and charges nothing more', () => {
    const {db} = sandbox();
    const order = newOrder('checkout-twice');
    const stockBefore = stockOf(db, order.lines[0].variantId)!;
    const first = placeOrder(db, order, links);
    const second = placeOrder(db, order, links);
    expect(second).toEqual(first);
    expect(stockOf(db, order.lines[0].variantId)).toBe(stockBefore - 3);
    expect(
      listMail(db, {to: order.email}).filter((mail) => mail.kind === 'order_confirmation'),
    ).toHaveLength(1);
  });

  test('a placed order shows in the customer’s account with its status page', async () => {
    const {db, handle} = sandbox();
    const order = newOrder('checkout-visible');
    const placed = placeOrder(db, order, links);
    const customer = loadCatalogue().customers.find((entry) => entry.id === order.customerId)!;

    const query = (body: unknown) =>
      handle(
        new Request(`${ORIGIN}/api/2025-04/graphql.json`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_TOKEN,
          },
          body: JSON.stringify(body),
        }),
      ).then(readJson);
    const login = await query({
      query: LOGIN,
      variables: {input: {email: customer.email, password: customer.password}},
    });
    const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
    const result = await query({query: ORDERS, variables: {token, first: 1}});
    const [latest] = result.data.customer.orders.nodes;
    expect(latest).toMatchObject({
      name: placed.name,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      statusUrl: placed.statusUrl,
      totalPrice: {amount: decimalOf(order.totalCents)},
    });
    expect(latest.lineItems.nodes[0]).toMatchObject({title: order.lines[0].title, quantity: 3});

    const page = await handle(new Request(placed.statusUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Order ${placed.name}`);
  });
});

describe('Restarting', () => {
  test('customers and orders survive a restart on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
    try {
      const config = loadSandboxConfig({});
      const first = createSandbox({config, dataDir});
      const countRows = (table: string) =>
        (first.db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as {count: number}).count;
      const customers = countRows('customers');
      const orders = countRows('orders');
      const orderTokens = first.db.prepare('SELECT token FROM orders ORDER BY id').pluck().all();
      first.close();

      const second = createSandbox({config, dataDir});
      try {
        expect(second.db.prepare('SELECT COUNT(*) FROM customers').pluck().get()).toBe(customers);
        expect(second.db.prepare('SELECT token FROM orders ORDER BY id').pluck().all()).toEqual(
          orderTokens,
        );
        expect(orders).toBeGreaterThan(0);
        const status = await second.handle(
          new Request(`${ORIGIN}/orders/${String(orderTokens[0])}`),
        );
        expect(status.status).toBe(200);
      } finally {
        second.close();
      }
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  });
});
