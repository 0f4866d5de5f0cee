/**
 * What the sandbox keeps and what `npm run sandbox:reset` throws away: a shopper's account, cart and
 * order outlive a restart, and the documented reset command, run as a developer runs it, brings
 * every table back to the seed.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from './catalogue';
import {loadSandboxConfig, PROJECT_ROOT} from './config';
import {createSandbox, type Sandbox} from './server';
import {ORIGIN, PUBLIC_STOREFRONT_TOKEN, readJson, type AnyJson} from './testing';

const run = promisify(execFile);

/** Row counts of every table the seed fills or a shopper writes to, and the stock on hand. */
function snapshot(sandbox: Sandbox): Record<string, number> {
  const count = (table: string) =>
    sandbox.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  const tables = [
    'customers',
    'customer_addresses',
    'customer_access_tokens',
    'carts',
    'cart_lines',
    'orders',
    'order_lines',
    'outbox_mail',
  ];
  return {
    ...Object.fromEntries(tables.map((table) => [table, count(table)])),
    stock: sandbox.db.prepare('SELECT SUM(quantity) FROM inventory').pluck().get() as number,
  };
}

function graphql(sandbox: Sandbox, query: string, variables: Record<string, unknown>) {
  return sandbox
    .handle(
      new Request(`${ORIGIN}/api/2025-04/graphql.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_TOKEN,
        },
        body: JSON.stringify({query, variables}),
      }),
    )
    .then(readJson) as Promise<AnyJson>;
}

const EMAIL = 'restart.shopper@example.com';
const PASSWORD = 'compost-restart';

/** A new account, a cart left open and one checked out: everything a shopper writes. */
async function shop(sandbox: Sandbox): Promise<{token: string; openCartId: string}> {
  const registered = await graphql(
    sandbox,
    `
      mutation ($input: CustomerCreateInput!) {
        customerCreate(input: $input) {
          customerUserErrors {
            code
          }
        }
      }
    `,
    {input: {email: EMAIL, password: PASSWORD}},
  );
  expect(registered.data.customerCreate.customerUserErrors).toEqual([]);
  const login = await graphql(
    sandbox,
    `
      mutation ($input: CustomerAccessTokenCreateInput!) {
        customerAccessTokenCreate(input: $input) {
          customerAccessToken {
            accessToken
          }
        }
      }
    `,
    {input: {email: EMAIL, password: PASSWORD}},
  );
  const token: string = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;

  const variant = loadCatalogue()
    .products.flatMap((product) => product.variants)
    .find((entry) => (entry.inventoryQuantity ?? 0) >= 5);
  if (!variant) throw new Error('The seed needs a variant in stock');
  const createCart = async () => {
    const created = await graphql(
      sandbox,
      `
        mutation ($input: CartInput!) {
          cartCreate(input: $input) {
            cart {
              id
              checkoutUrl
            }
          }
        }
      `,
      {
        input: {
          lines: [{merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 2}],
          buyerIdentity: {customerAccessToken: token},
        },
      },
    );
    return created.data.cartCreate.cart as {id: string; checkoutUrl: string};
  };
  const open = await createCart();
  const checkedOut = await createCart();
  const paid = await sandbox.handle(
    new Request(checkedOut.checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({
        email: EMAIL,
        firstName: 'Kim',
        lastName: 'Park',
        address1: '5 Elm St',
        city: 'Denver',
        country: 'US',
        province: 'CO',
        zip: '80202',
      }),
    }),
  );
  expect(paid.status).toBe(303);
  return {token, openCartId: open.id};
}

async function accountOf(sandbox: Sandbox, token: string) {
  const result = await graphql(
    sandbox,
    'query ($token: String!) { customer(customerAccessToken: $token) { email numberOfOrders } }',
    {token},
  );
  return result.data.customer as {email: string; numberOfOrders: string} | null;
}

async function cartLines(sandbox: Sandbox, id: string) {
  const result = await graphql(sandbox, 'query ($id: ID!) { cart(id: $id) { totalQuantity } }', {
    id,
  });
  return result.data.cart as {totalQuantity: number} | null;
}

describe('Restarting and resetting', () => {
  test('a restart keeps carts, customers and orders; `npm run sandbox:reset` brings back the seed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-reset-'));
    const config = loadSandboxConfig({});
    try {
      const first = createSandbox({config, dataDir});
      const seeded = snapshot(first);
      const {token, openCartId} = await shop(first);
      const shopped = snapshot(first);
      expect(shopped.customers).toBe(seeded.customers + 1);
      expect(shopped.orders).toBe(seeded.orders + 1);
      expect(shopped.carts).toBe(seeded.carts + 2);
      expect(shopped.stock).toBe(seeded.stock - 2);
      first.close();

      const restarted = createSandbox({config, dataDir});
      try {
        expect(snapshot(restarted)).toEqual(shopped);
        expect(await accountOf(restarted, token)).toEqual({email: EMAIL, numberOfOrders: '1'});
        expect(await cartLines(restarted, openCartId)).toEqual({totalQuantity: 2});
      } finally {
        restarted.close();
      }

      const {stdout} = await run('npm', ['run', '--silent', 'sandbox:reset'], {
        cwd: PROJECT_ROOT,
        env: {...process.env, SANDBOX_DATA_DIR: dataDir},
      });
      expect(stdout).toContain(`Sandbox data reset in ${dataDir}`);

      const reset = createSandbox({config, dataDir});
      try {
        expect(snapshot(reset)).toEqual(seeded);
        expect(await accountOf(reset, token)).toBeNull();
        expect(await cartLines(reset, openCartId)).toBeNull();
      } finally {
        reset.close();
      }
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  }, 60_000);
});
