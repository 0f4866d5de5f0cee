/**
 * The Customer Account API, driven by Hydrogen's own `createCustomerAccountClient` where it can be
 * (sign-in, token exchange, refresh, queries), with its shopify.com addresses mapped to the sandbox
 * by the local runtime's own mapping code, and by hand where a client would never go wrong.
 */
import {createCustomerAccountClient, type HydrogenSession} from '@shopify/hydrogen';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {isObjectType} from 'graphql';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {SHOPIFY_ACCOUNT_MAPPING} from '../../scripts/customer-account-hosts';
import {PROJECT_ROOT} from '../config';
import {addressesOf, findCustomerByEmail} from '../customers/store';
import {ordersOf} from '../orders/store';
import {listMail} from '../outbox/store';
import {decimalOf} from '../shopify/money';
import {loadCatalogue} from '../catalogue';
import {ORIGIN, PUBLIC_STOREFRONT_TOKEN, readJson, setupTestSandbox, type AnyJson} from '../testing';
import {customerAccountResolvers} from './resolvers';
import {customerAccountSchema, VERSIONS} from './schema';

const SHOP_ID = '68817551470';
const CLIENT_ID = 'shp_5c1f0e7a-3b9d-4e2a-8f6c-1d7b9a4e0c52';
const STORE = 'http://localhost:3000';
const AUTH = `${ORIGIN}/authentication/${SHOP_ID}`;
const GRAPHQL = `${ORIGIN}/${SHOP_ID}/account/customer/api/2026-04/graphql`;

const mapping = new Function(
  `${SHOPIFY_ACCOUNT_MAPPING}; return {mapShopifyUrl, mapOutboundRequest};`,
)() as {
  mapShopifyUrl(url: string, sandboxOrigin: string): string | null;
  mapOutboundRequest(request: Request, sandboxOrigin: string): Promise<Request | null>;
};

const sandbox = setupTestSandbox();

/** Hydrogen's fetches to shopify.com reach the sandbox, as the local runtime's hosts worker sends them. */
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const mapped = await mapping.mapOutboundRequest(request, ORIGIN);
    if (!mapped) throw new Error(`Unexpected request to ${request.url}`);
    return sandbox().handle(mapped);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

class MemorySession implements HydrogenSession {
  private data = new Map<string, unknown>();
  isPending = false;
  get(key: string) {
    return this.data.get(key) as never;
  }
  set(key: string, value: unknown) {
    this.data.set(key, value);
  }
  unset(key: string) {
    this.data.delete(key);
  }
  async commit() {
    return '';
  }
  async destroy() {
    this.data.clear();
    return '';
  }
}

function accountClient(session: HydrogenSession, url: string, customerApiVersion = '2026-04') {
  return createCustomerAccountClient({
    session,
    customerAccountId: CLIENT_ID,
    shopId: SHOP_ID,
    customerApiVersion,
    request: new Request(url),
    logErrors: false,
  });
}

/** What the browser does between the store's `/account/login` and its `/account/authorize`. */
async function hostedSignIn(loginLocation: string, email: string): Promise<string> {
  const authorize = await sandbox().handle(new Request(mapping.mapShopifyUrl(loginLocation, ORIGIN)!));
  expect(authorize.status).toBe(302);
  const signInUrl = new URL(authorize.headers.get('Location')!, ORIGIN).href;
  const emailPage = await sandbox().handle(new Request(signInUrl));
  expect(await emailPage.text()).toContain('name="email"');
  const codePage = await postForm(signInUrl, {email});
  expect(await codePage.text()).toContain(`Sent to ${email}`);
  const code = /\b(\d{6})\b/.exec(listMail(sandbox().db, {to: email})[0].subject)![1];
  const done = await postForm(signInUrl, {code});
  expect(done.status).toBe(302);
  return done.headers.get('Location')!;
}

function postForm(url: string, fields: Record<string, string>) {
  return sandbox().handle(
    new Request(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(fields),
    }),
  );
}

/** Signs in through Hydrogen's client; the session then holds the tokens, as the store's cookie would. */
async function signIn(email: string) {
  const session = new MemorySession();
  const login = await accountClient(session, `${STORE}/account/login`).login();
  const callback = await hostedSignIn(login.headers.get('Location')!, email);
  const authorized = await accountClient(session, callback).authorize();
  expect(authorized.headers.get('Location')).toBe('/account');
  return {session, client: accountClient(session, `${STORE}/account`)};
}

function customerId(email: string) {
  return findCustomerByEmail(sandbox().db, email)!.id;
}

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  return sandbox().handle(
    new Request(GRAPHQL, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: token},
      body: JSON.stringify({query, variables}),
    }),
  );
}

/** An authorization code got by hand, with the verifier it was asked for with. */
async function authorizationCode(email: string, redirectUri = `${STORE}/account/authorize`) {
  const verifier = 'a'.repeat(43);
  const challenge = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))).toString(
    'base64url',
  );
  const authorize = new URL(`https://shopify.com/authentication/${SHOP_ID}/oauth/authorize`);
  for (const [name, value] of Object.entries({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid email customer-account-api:full',
    redirect_uri: redirectUri,
    state: 's1',
    nonce: 'n1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(name, value);
  }
  const callback = new URL(await hostedSignIn(authorize.href, email));
  return {code: callback.searchParams.get('code')!, verifier, redirectUri, callback};
}

function tokenRequest(fields: Record<string, string>) {
  return postForm(`${AUTH}/oauth/token`, {client_id: CLIENT_ID, ...fields});
}

describe('discovery', () => {
  test('the OpenID configuration names the OAuth endpoints and PKCE S256', async () => {
    const body = await readJson(await sandbox().handle(new Request(`${ORIGIN}/.well-known/openid-configuration`)));
    expect(body).toMatchObject({
      issuer: AUTH,
      authorization_endpoint: `${AUTH}/oauth/authorize`,
      token_endpoint: `${AUTH}/oauth/token`,
      end_session_endpoint: `${AUTH}/logout`,
      code_challenge_methods_supported: ['S256'],
    });
    const keys = await readJson(await sandbox().handle(new Request(body.jwks_uri)));
    expect(keys.keys[0]).toMatchObject({kty: 'RSA', alg: 'RS256', use: 'sig'});
  });

  test('the customer-account-api document names the GraphQL endpoint', async () => {
    const body = await readJson(await sandbox().handle(new Request(`${ORIGIN}/.well-known/customer-account-api`)));
    expect(body).toEqual({graphql_api: GRAPHQL});
  });
});

describe('sign-in with Hydrogen’s client', () => {
  test('email, then the mailed code, signs an existing customer in; queries answer for them', async () => {
    const {client, session} = await signIn('maria@example.com');
    expect(await client.isLoggedIn()).toBe(true);
    expect(session.get('customerAccount')).toMatchObject({accessToken: expect.stringMatching(/^shcat_/)});
    const {data} = await client.query<AnyJson>(
      'query Me { customer { id firstName emailAddress { emailAddress } orders(first: 2, sortKey: PROCESSED_AT, reverse: true) { nodes { name } pageInfo { hasNextPage } } } }',
    );
    expect(data.customer).toMatchObject({
      id: `gid://shopify/Customer/${customerId('maria@example.com')}`,
      firstName: 'Maria',
      emailAddress: {emailAddress: 'maria@example.com'},
      orders: {pageInfo: {hasNextPage: true}},
    });
    expect(data.customer.orders.nodes).toHaveLength(2);
  });

  test('the hosted sign-in sends the browser back to an http callback on loopback', async () => {
    const session = new MemorySession();
    const login = await accountClient(session, `${STORE}/account/login`).login();
    // Hydrogen asks for https on the store's own origin; the local runtime's mapping makes it http.
    expect(new URL(login.headers.get('Location')!).searchParams.get('redirect_uri')).toBe(
      'https://localhost:3000/account/authorize',
    );
    const callback = await hostedSignIn(login.headers.get('Location')!, 'maria@example.com');
    expect(callback).toMatch(/^http:\/\/localhost:3000\/account\/authorize\?code=[^&]+&state=/);
  });

  test('a new email becomes a new customer, as new customer accounts need no registration', async () => {
    const {client} = await signIn('new.buyer@example.com');
    const {data} = await client.query<AnyJson>('query Me { customer { emailAddress { emailAddress } orders(first: 5) { nodes { id } } } }');
    expect(data.customer).toEqual({emailAddress: {emailAddress: 'new.buyer@example.com'}, orders: {nodes: []}});
  });

  test('a wrong code is refused and the sign-in page says so', async () => {
    const session = new MemorySession();
    const login = await accountClient(session, `${STORE}/account/login`).login();
    const authorize = await sandbox().handle(new Request(mapping.mapShopifyUrl(login.headers.get('Location')!, ORIGIN)!));
    const signInUrl = new URL(authorize.headers.get('Location')!, ORIGIN).href;
    await postForm(signInUrl, {email: 'maria@example.com'});
    const wrong = await postForm(signInUrl, {code: '000000'});
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Invalid code');
  });

  test('an expired access token is refreshed by Hydrogen with the refresh token', async () => {
    const {client, session} = await signIn('maria@example.com');
    const before = session.get('customerAccount') as {accessToken: string; refreshToken: string};
    session.set('customerAccount', {...before, expiresAt: String(Date.now() - 1000)});
    expect(await client.isLoggedIn()).toBe(true);
    const after = session.get('customerAccount') as {accessToken: string; refreshToken: string};
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // The refresh token is spent: using it again fails as Shopify's does.
    const again = await tokenRequest({grant_type: 'refresh_token', refresh_token: before.refreshToken});
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({error: 'invalid_grant'});
  });

  test('logout ends the session at the sandbox and returns to the store', async () => {
    const {session} = await signIn('maria@example.com');
    const token = (session.get('customerAccount') as {accessToken: string}).accessToken;
    const logout = await accountClient(session, `${STORE}/account/logout`).logout();
    const location = logout.headers.get('Location')!;
    expect(location).toMatch(new RegExp(`^https://shopify.com/authentication/${SHOP_ID}/logout\\?id_token_hint=`));
    const back = await sandbox().handle(new Request(mapping.mapShopifyUrl(location, ORIGIN)!));
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe('http://localhost:3000/');
    expect((await graphql(token, 'query Me { customer { id } }')).status).toBe(401);
  });
});

describe('what the sandbox refuses, as Shopify does', () => {
  test('a wrong code verifier', async () => {
    const {code, redirectUri} = await authorizationCode('maria@example.com');
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: 'b'.repeat(43),
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({error: 'invalid_grant'});
  });

  test('a code used twice, and what the first use gave stops working', async () => {
    const {code, verifier, redirectUri} = await authorizationCode('maria@example.com');
    const fields = {grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier};
    const first = await readJson(await tokenRequest(fields));
    expect(first.access_token).toMatch(/^shcat_/);
    const second = await tokenRequest(fields);
    expect(second.status).toBe(400);
    expect(await readJson(second)).toMatchObject({error: 'invalid_grant'});
    expect((await graphql(first.access_token, 'query Me { customer { id } }')).status).toBe(401);
  });

  test('an expired access token', async () => {
    const {code, verifier, redirectUri} = await authorizationCode('maria@example.com');
    const {access_token: token, expires_in: expiresIn} = await readJson(
      await tokenRequest({grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier}),
    );
    expect((await graphql(token, 'query Me { customer { id } }')).status).toBe(200);
    vi.useFakeTimers({toFake: ['Date'], now: Date.now() + (expiresIn + 1) * 1000});
    const expired = await graphql(token, 'query Me { customer { id } }');
    expect(expired.status).toBe(401);
  });

  test('no token, or a made-up one', async () => {
    expect((await graphql('', 'query Me { customer { id } }')).status).toBe(401);
    expect((await graphql('shcat_madeup', 'query Me { customer { id } }')).status).toBe(401);
  });

  test('an http callback anywhere but on loopback, and an unknown client', async () => {
    const base = `${AUTH}/oauth/authorize?response_type=code&scope=openid&code_challenge=x&code_challenge_method=S256`;
    const remote = await sandbox().handle(
      new Request(`${base}&client_id=${CLIENT_ID}&redirect_uri=${encodeURIComponent('http://shop.example.com/account/authorize')}`),
    );
    expect(remote.status).toBe(400);
    const loopback = await sandbox().handle(
      new Request(`${base}&client_id=${CLIENT_ID}&redirect_uri=${encodeURIComponent('http://127.0.0.1:3000/account/authorize')}`),
    );
    expect(loopback.status).toBe(302);
    const https = await sandbox().handle(
      new Request(`${base}&client_id=${CLIENT_ID}&redirect_uri=${encodeURIComponent('https://shop.example.com/account/authorize')}`),
    );
    expect(https.status).toBe(302);
    const unknown = await sandbox().handle(
      new Request(`${base}&client_id=shp_unknown&redirect_uri=${encodeURIComponent('https://shop.example.com/account/authorize')}`),
    );
    expect(unknown.status).toBe(400);
  });

  test('an authorize request without PKCE goes back to the client with invalid_request', async () => {
    const response = await sandbox().handle(
      new Request(
        `${AUTH}/oauth/authorize?client_id=${CLIENT_ID}&response_type=code&scope=openid&state=s&redirect_uri=${encodeURIComponent('https://shop.example.com/cb')}`,
      ),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('s');
  });

  test('another customer’s order and addresses', async () => {
    const {client} = await signIn('maria@example.com');
    const devon = customerId('devon@example.com');
    const devonsOrder = `gid://shopify/Order/${ordersOf(sandbox().db, devon)[0].id}`;
    const devonsAddress = `gid://shopify/CustomerAddress/${addressesOf(sandbox().db, devon)[0].id}`;

    const {data} = await client.query<AnyJson>('query Order($id: ID!) { order(id: $id) { id } }', {
      variables: {id: devonsOrder},
    });
    expect(data.order).toBeNull();
    const update = await client.mutate<AnyJson>(
      'mutation Update($id: ID!) { customerAddressUpdate(addressId: $id, address: {city: "Nowhere"}) { customerAddress { id } userErrors { code field message } } }',
      {variables: {id: devonsAddress}},
    );
    expect(update.data.customerAddressUpdate).toEqual({
      customerAddress: null,
      userErrors: [{code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist'}],
    });
    const remove = await client.mutate<AnyJson>(
      'mutation Remove($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code } } }',
      {variables: {id: devonsAddress}},
    );
    expect(remove.data.customerAddressDelete).toEqual({deletedAddressId: null, userErrors: [{code: 'ADDRESS_ID_DOES_NOT_EXIST'}]});
    expect(addressesOf(sandbox().db, devon).map((address) => address.city)).not.toContain('Nowhere');
  });
});

describe('the Storefront API’s carts', () => {
  test('a cart carrying the access token checks out into the customer’s orders', async () => {
    const {client, session} = await signIn('james@example.com');
    const token = (session.get('customerAccount') as {accessToken: string}).accessToken;
    const variant = loadCatalogue().products[0].variants[0];
    const created = await readJson(
      await sandbox().handle(
        new Request(`${ORIGIN}/api/2026-04/graphql.json`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_TOKEN},
          body: JSON.stringify({
            query: `mutation Create($input: CartInput!) {
              cartCreate(input: $input) { cart { checkoutUrl buyerIdentity { customer { email } } } userErrors { message } }
            }`,
            variables: {
              input: {
                lines: [{merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1}],
                buyerIdentity: {customerAccessToken: token},
              },
            },
          }),
        }),
      ),
    );
    const {cart, userErrors} = created.data.cartCreate;
    expect(userErrors).toEqual([]);
    expect(cart.buyerIdentity.customer).toEqual({email: 'james@example.com'});
    const placed = await postForm(cart.checkoutUrl, {
      email: 'james@example.com',
      firstName: 'James',
      lastName: 'Okafor',
      company: '',
      address1: '9 Food Truck Row',
      address2: '',
      city: 'Austin',
      country: 'US',
      province: 'TX',
      zip: '78701',
      phone: '',
    });
    expect(placed.status).toBe(303);
    const {data} = await client.query<AnyJson>(
      'query Orders { customer { orders(first: 5) { nodes { lineItems(first: 5) { nodes { variantId } } } } } }',
    );
    expect(data.customer.orders.nodes).toEqual([
      {lineItems: {nodes: [{variantId: `gid://shopify/ProductVariant/${variant.id}`}]}},
    ]);
  });
});

describe('GraphQL', () => {
  test('an order with its lines, totals, shipping address and fulfilment status', async () => {
    const {client} = await signIn('maria@example.com');
    const order = ordersOf(sandbox().db, customerId('maria@example.com'))[0];
    const {data, errors} = await client.query<AnyJson>(
      `query Order($id: ID!) { order(id: $id) {
        id name number processedAt financialStatus fulfillmentStatus
        totalPrice { amount currencyCode } subtotal { amount } totalTax { amount } totalShipping { amount }
        shippingAddress { name address1 city zoneCode territoryCode formatted(withName: true) }
        lineItems(first: 10) { nodes { id title quantity variantId price { amount } totalPrice { amount } image { url } } }
        fulfillments(first: 1) { nodes { status } }
      } }`,
      {variables: {id: `gid://shopify/Order/${order.id}`}},
    );
    expect(errors).toBeUndefined();
    expect(data.order).toMatchObject({
      name: order.name,
      number: order.orderNumber,
      fulfillmentStatus: order.fulfillmentStatus,
      totalPrice: {amount: decimalOf(order.totalCents), currencyCode: order.currencyCode},
      shippingAddress: {address1: order.shippingAddress.address1, territoryCode: order.shippingAddress.countryCode},
    });
    expect(data.order.lineItems.nodes.length).toBeGreaterThan(0);
    expect(data.order.lineItems.nodes[0].variantId).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
  });

  test('orders page with first/after', async () => {
    const {client} = await signIn('devon@example.com');
    const page = (after?: string) =>
      client.query<AnyJson>(
        'query Orders($after: String) { customer { orders(first: 20, after: $after, sortKey: PROCESSED_AT, reverse: true) { nodes { number } pageInfo { hasNextPage endCursor } } } }',
        {variables: {after}},
      );
    const first = (await page()).data.customer.orders;
    const second = (await page(first.pageInfo.endCursor)).data.customer.orders;
    expect(first.nodes).toHaveLength(20);
    expect(second.nodes).toHaveLength(20);
    expect(second.nodes.map((node: {number: number}) => node.number)).not.toContain(first.nodes[0].number);
  });

  test('profile and address mutations, with the default address flag', async () => {
    const {client} = await signIn('james@example.com');
    const updated = await client.mutate<AnyJson>(
      'mutation Name { customerUpdate(input: {firstName: "Jamie", lastName: "Okafor"}) { customer { firstName lastName } userErrors { code } } }',
    );
    expect(updated.data.customerUpdate).toEqual({customer: {firstName: 'Jamie', lastName: 'Okafor'}, userErrors: []});
    const refused = await client.mutate<AnyJson>(
      'mutation Name { customerUpdate(input: {firstName: "<b>J</b>"}) { customer { firstName } userErrors { code field } } }',
    );
    expect(refused.data.customerUpdate).toEqual({
      customer: null,
      userErrors: [{code: 'CONTAINS_HTML_TAGS', field: ['input', 'firstName']}],
    });

    const create = (city: string, defaultAddress: boolean) =>
      client.mutate<AnyJson>(
        `mutation Add($address: CustomerAddressInput!, $default: Boolean) {
          customerAddressCreate(address: $address, defaultAddress: $default) { customerAddress { id city zoneCode territoryCode } userErrors { code } }
        }`,
        {
          variables: {
            address: {firstName: 'Jamie', lastName: 'Okafor', address1: '1 Main St', city, zoneCode: 'OR', territoryCode: 'US', zip: '97201'},
            default: defaultAddress,
          },
        },
      );
    const first = (await create('Portland', false)).data.customerAddressCreate.customerAddress;
    const second = (await create('Salem', true)).data.customerAddressCreate.customerAddress;
    expect(first).toMatchObject({city: 'Portland', zoneCode: 'OR', territoryCode: 'US'});
    const defaults = async () =>
      (await client.query<AnyJson>('query D { customer { defaultAddress { id } addresses(first: 5) { nodes { id } } } }')).data.customer;
    expect((await defaults()).defaultAddress.id).toBe(second.id);

    await client.mutate('mutation U($id: ID!) { customerAddressUpdate(addressId: $id, defaultAddress: true) { userErrors { code } } }', {
      variables: {id: first.id},
    });
    expect((await defaults()).defaultAddress.id).toBe(first.id);
    const removed = await client.mutate<AnyJson>(
      'mutation R($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code } } }',
      {variables: {id: second.id}},
    );
    expect(removed.data.customerAddressDelete).toEqual({deletedAddressId: second.id, userErrors: []});
    expect((await defaults()).addresses.nodes).toEqual([{id: first.id}]);
  });

  test('a document Shopify’s schema rejects is rejected with Shopify’s error', async () => {
    const {client} = await signIn('maria@example.com');
    const result = await client.query<AnyJson>('query Bad { customer { flavour } }');
    expect(result.errors?.[0]?.message).toContain("Field 'flavour' doesn't exist on type 'Customer'");
  });

  test('Hydrogen 2025.4’s default version, 2025-04, is served on its own schema', async () => {
    const {session} = await signIn('maria@example.com');
    const client = accountClient(session, `${STORE}/account`, '2025-04');
    const {data} = await client.query<AnyJson>('query Me { customer { firstName } }');
    expect(data.customer.firstName).toBe('Maria');
  });
});

describe('the published schema', () => {
  test('every field the sandbox resolves exists in each Customer Account API version it serves', () => {
    for (const version of VERSIONS.keys()) {
      const schema = customerAccountSchema(version);
      for (const [typeName, fields] of Object.entries(customerAccountResolvers)) {
        const type = schema.getType(typeName === 'Query' ? 'QueryRoot' : typeName);
        expect(isObjectType(type), `${version} ${typeName}`).toBe(true);
        if (!isObjectType(type)) continue;
        for (const field of Object.keys(fields)) {
          expect(type.getFields()[field], `${version} ${typeName}.${field}`).toBeDefined();
        }
      }
    }
  });

  test('the sandbox README lists every root field it supports, and only those', () => {
    const readme = readFileSync(join(PROJECT_ROOT, 'sandbox', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Customer Account API: what it answers'));
    const listed = (root: 'Query' | 'Mutation') => {
      const line = new RegExp(`^- ${root}: ((?:.|\\n  )+)`, 'm').exec(section)?.[1] ?? '';
      return [...line.matchAll(/`(\w+)`/g)].map(([, name]) => name);
    };
    expect(listed('Query')).toEqual(Object.keys(customerAccountResolvers.Query).sort());
    expect(listed('Mutation')).toEqual(Object.keys(customerAccountResolvers.Mutation).sort());
  });
});
