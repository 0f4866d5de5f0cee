/**
 * Legacy customer accounts, driven the way the storefront drives them: through Hydrogen's own
 * storefront client against a served sandbox, with emailed links read back from `/outbox.json`.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {loadCatalogue} from '../catalogue';
import {loadSandboxConfig} from '../config';
import {serveOverHttp, type RunningServer} from '../http/node-server';
import {createSandbox, type Sandbox} from '../server';
import {readJson, setupServedSandbox, type AnyJson, hydrogenStorefront} from '../testing';

const served = setupServedSandbox();

function storefrontAt(url: string) {
  return hydrogenStorefront(url);
}

const storefront = () => storefrontAt(served.url());

const USER_ERRORS = 'customerUserErrors { code field message }';

const CREATE = `#graphql
  mutation TestCustomerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer { id email firstName lastName displayName acceptsMarketing numberOfOrders }
      ${USER_ERRORS}
      userErrors { field message }
    }
  }`;

const LOGIN = `#graphql
  mutation TestCustomerLogin($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken expiresAt }
      ${USER_ERRORS}
    }
  }`;

const CUSTOMER = `#graphql
  query TestCustomer($token: String!) {
    customer(customerAccessToken: $token) {
      id email firstName lastName displayName phone acceptsMarketing tags numberOfOrders
      defaultAddress { id formatted(withName: true) formattedArea name provinceCode countryCodeV2 }
      addresses(first: 10) { nodes { id address1 city province provinceCode country countryCodeV2 zip } }
    }
  }`;

const ADDRESS_CREATE = `#graphql
  mutation TestAddressCreate($token: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $token, address: $address) {
      customerAddress { id address1 city province provinceCode country countryCodeV2 }
      ${USER_ERRORS}
    }
  }`;

async function register(input: Record<string, unknown>) {
  const result: AnyJson = await storefront().mutate(CREATE, {variables: {input}});
  return result.customerCreate;
}

async function logIn(email: string, password: string) {
  const result: AnyJson = await storefront().mutate(LOGIN, {
    variables: {input: {email, password}},
  });
  return result.customerAccessTokenCreate;
}

async function tokenFor(email: string, password: string): Promise<string> {
  const {customerAccessToken} = await logIn(email, password);
  expect(customerAccessToken).not.toBeNull();
  return customerAccessToken.accessToken as string;
}

async function customer(token: string, url = served.url()) {
  const result: AnyJson = await storefrontAt(url).query(CUSTOMER, {
    variables: {token},
    cache: storefrontAt(url).CacheNone(),
  });
  return result.customer;
}

async function outbox(to: string, url = served.url()): Promise<AnyJson[]> {
  const response = await fetch(`${url}/outbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return readJson(response);
}

let sequence = 0;
function newEmail() {
  sequence += 1;
  return `buyer${sequence}.${Date.now()}@example.com`;
}

describe('Signing up', () => {
  test('a shopper registers and gets a customer back', async () => {
    const email = newEmail();
    const {customer: created, customerUserErrors} = await register({
      email,
      password: 'compost!',
      firstName: 'Rosa',
      lastName: 'Diaz',
      acceptsMarketing: true,
    });
    expect(customerUserErrors).toEqual([]);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      email,
      displayName: 'Rosa Diaz',
      acceptsMarketing: true,
      numberOfOrders: '0',
    });
  });

  test('an email that is already registered is TAKEN, whatever its case', async () => {
    const email = newEmail();
    await register({email, password: 'compost!'});
    const {
      customer: created,
      customerUserErrors,
      userErrors,
    } = await register({
      email: email.toUpperCase(),
      password: 'compost!',
    });
    expect(created).toBeNull();
    expect(customerUserErrors).toEqual([
      {code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken'},
    ]);
    expect(userErrors).toEqual([
      {field: ['input', 'email'], message: 'Email has already been taken'},
    ]);
  });

  test('a password under five characters is TOO_SHORT', async () => {
    const {customerUserErrors} = await register({email: newEmail(), password: 'abcd'});
    expect(customerUserErrors).toEqual([
      {
        code: 'TOO_SHORT',
        field: ['input', 'password'],
        message: 'Password is too short (minimum is 5 characters)',
      },
    ]);
  });

  test('a malformed email is INVALID and a blank one is BLANK', async () => {
    expect(
      (await register({email: 'not-an-email', password: 'compost!'})).customerUserErrors,
    ).toEqual([{code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid'}]);
    expect((await register({email: '', password: 'compost!'})).customerUserErrors).toEqual([
      {code: 'BLANK', field: ['input', 'email'], message: "Email can't be blank"},
    ]);
  });
});

describe('Signing in and out', () => {
  test('a wrong password is an unidentified customer, and no token is issued', async () => {
    const email = newEmail();
    await register({email, password: 'compost!'});
    const {customerAccessToken, customerUserErrors} = await logIn(email, 'wrong-password');
    expect(customerAccessToken).toBeNull();
    expect(customerUserErrors).toEqual([
      {code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'},
    ]);
  });

  test('a seeded customer signs in and reads their account', async () => {
    const seeded = loadCatalogue().customers.find(
      (entry) => entry.state === 'ENABLED' && entry.password && entry.defaultAddress !== null,
    )!;
    const {customerAccessToken} = await logIn(seeded.email, seeded.password!);
    expect(customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(customerAccessToken.expiresAt)).toBeGreaterThan(Date.now() + 7 * 86400_000);

    const account = await customer(customerAccessToken.accessToken);
    const address = seeded.addresses[seeded.defaultAddress!];
    expect(account).toMatchObject({
      id: `gid://shopify/Customer/${seeded.id}`,
      email: seeded.email,
      displayName: `${seeded.firstName} ${seeded.lastName}`,
      tags: seeded.tags,
      numberOfOrders: String(seeded.orderHistory),
    });
    expect(account.addresses.nodes).toHaveLength(seeded.addresses.length);
    expect(account.defaultAddress.name).toBe(`${address.firstName} ${address.lastName}`);
    expect(account.defaultAddress.formatted).toContain(address.address1);
    expect(account.defaultAddress.id).toMatch(
      /^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress&customer_access_token=/,
    );
  });

  test('logging out deletes the token, which then stops working', async () => {
    const email = newEmail();
    await register({email, password: 'compost!'});
    const token = await tokenFor(email, 'compost!');
    const result: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestLogout($token: String!) {
        customerAccessTokenDelete(customerAccessToken: $token) {
          deletedAccessToken deletedCustomerAccessTokenId userErrors { field message }
        }
      }`,
      {variables: {token}},
    );
    expect(result.customerAccessTokenDelete).toMatchObject({
      deletedAccessToken: token,
      deletedCustomerAccessTokenId: expect.any(String),
      userErrors: [],
    });
    expect(await customer(token)).toBeNull();
  });

  test('renewing a live token keeps it working; an unknown token cannot be renewed', async () => {
    const email = newEmail();
    await register({email, password: 'compost!'});
    const token = await tokenFor(email, 'compost!');
    const renew = (value: string) =>
      storefront().mutate(
        `#graphql
        mutation TestRenew($token: String!) {
          customerAccessTokenRenew(customerAccessToken: $token) {
            customerAccessToken { accessToken expiresAt } userErrors { field message }
          }
        }`,
        {variables: {token: value}},
      ) as Promise<AnyJson>;
    expect((await renew(token)).customerAccessTokenRenew.customerAccessToken.accessToken).toBe(
      token,
    );
    expect((await renew('0'.repeat(32))).customerAccessTokenRenew).toEqual({
      customerAccessToken: null,
      userErrors: [{field: ['customerAccessToken'], message: 'access token does not exist'}],
    });
  });
});

describe('Managing the account', () => {
  test('a customer adds addresses, edits one, picks the default and deletes one', async () => {
    const email = newEmail();
    await register({email, password: 'compost!', firstName: 'Sam', lastName: 'Lee'});
    const token = await tokenFor(email, 'compost!');
    const add = async (address: Record<string, unknown>) => {
      const result: AnyJson = await storefront().mutate(ADDRESS_CREATE, {
        variables: {token, address},
      });
      expect(result.customerAddressCreate.customerUserErrors).toEqual([]);
      return result.customerAddressCreate.customerAddress;
    };

    const home = await add({
      firstName: 'Sam',
      lastName: 'Lee',
      address1: '1 Main St',
      city: 'Boise',
      province: 'ID',
      country: 'United States',
      zip: '83702',
    });
    expect(home).toMatchObject({province: 'Idaho', provinceCode: 'ID', countryCodeV2: 'US'});
    const shop = await add({
      firstName: 'Sam',
      lastName: 'Lee',
      company: 'Lee Catering',
      address1: '20 King St W',
      city: 'Toronto',
      province: 'Ontario',
      country: 'CA',
      zip: 'M5H 1A1',
    });
    expect(shop).toMatchObject({country: 'Canada', provinceCode: 'ON', countryCodeV2: 'CA'});
    expect((await customer(token)).defaultAddress.id).toBe(home.id);

    const updated: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestAddressUpdate($token: String!, $id: ID!, $address: MailingAddressInput!) {
        customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) {
          customerAddress { id address1 city } ${USER_ERRORS}
        }
      }`,
      {variables: {token, id: shop.id, address: {address1: '25 King St W'}}},
    );
    expect(updated.customerAddressUpdate.customerAddress).toMatchObject({
      address1: '25 King St W',
      city: 'Toronto',
    });

    const defaulted: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestDefaultAddress($token: String!, $id: ID!) {
        customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $id) {
          customer { defaultAddress { id formatted(withCompany: true) } } ${USER_ERRORS}
        }
      }`,
      {variables: {token, id: shop.id}},
    );
    expect(defaulted.customerDefaultAddressUpdate.customer.defaultAddress).toEqual({
      id: shop.id,
      formatted: ['Lee Catering', '25 King St W', 'Toronto ON M5H 1A1', 'Canada'],
    });

    const deleted: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestAddressDelete($token: String!, $id: ID!) {
        customerAddressDelete(customerAccessToken: $token, id: $id) {
          deletedCustomerAddressId ${USER_ERRORS}
        }
      }`,
      {variables: {token, id: home.id}},
    );
    expect(deleted.customerAddressDelete).toEqual({
      deletedCustomerAddressId: home.id,
      customerUserErrors: [],
    });
    const account = await customer(token);
    expect(account.addresses.nodes.map((node: AnyJson) => node.id)).toEqual([shop.id]);
  });

  test('address changes need a live token', async () => {
    const result: AnyJson = await storefront().mutate(ADDRESS_CREATE, {
      variables: {token: 'not-a-token', address: {address1: '1 Main St'}},
    });
    expect(result.customerAddressCreate).toEqual({
      customerAddress: null,
      customerUserErrors: [
        {
          code: 'TOKEN_INVALID',
          field: ['customerAccessToken'],
          message: 'Customer access token is invalid',
        },
      ],
    });
  });

  test('changing the password hands back a new token and ends every old session', async () => {
    const email = newEmail();
    await register({email, password: 'compost!'});
    const oldToken = await tokenFor(email, 'compost!');
    const result: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestCustomerUpdate($token: String!, $customer: CustomerUpdateInput!) {
        customerUpdate(customerAccessToken: $token, customer: $customer) {
          customer { firstName phone }
          customerAccessToken { accessToken expiresAt }
          ${USER_ERRORS}
        }
      }`,
      {variables: {token: oldToken, customer: {firstName: 'Robin', password: 'new-secret'}}},
    );
    const {customer: changed, customerAccessToken, customerUserErrors} = result.customerUpdate;
    expect(customerUserErrors).toEqual([]);
    expect(changed.firstName).toBe('Robin');
    expect(customerAccessToken.accessToken).not.toBe(oldToken);

    expect(await customer(oldToken)).toBeNull();
    expect((await customer(customerAccessToken.accessToken)).firstName).toBe('Robin');
    expect((await logIn(email, 'compost!')).customerAccessToken).toBeNull();
    expect((await logIn(email, 'new-secret')).customerAccessToken).not.toBeNull();
  });
});

describe('Recovering and activating accounts through emailed links', () => {
  const RESET_BY_URL = `#graphql
    mutation TestResetByUrl($url: URL!, $password: String!) {
      customerResetByUrl(resetUrl: $url, password: $password) {
        customer { email }
        customerAccessToken { accessToken }
        ${USER_ERRORS}
      }
    }`;

  test('a forgotten password is reset from the link in the reset email', async () => {
    const email = newEmail();
    await register({email, password: 'compost!', firstName: 'Ana'});
    const recovered: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestRecover($email: String!) {
        customerRecover(email: $email) { ${USER_ERRORS} }
      }`,
      {variables: {email}},
    );
    expect(recovered.customerRecover.customerUserErrors).toEqual([]);

    const [mail] = await outbox(email);
    expect(mail).toMatchObject({to: email, kind: 'password_reset'});
    const link = mail.links.find((url: string) => url.includes('/account/reset/'));
    expect(link).toMatch(/^http:\/\/localhost:3000\/account\/reset\/\d+\/[\w-]+$/);

    const reset: AnyJson = await storefront().mutate(RESET_BY_URL, {
      variables: {url: link, password: 'fresh-start'},
    });
    expect(reset.customerResetByUrl.customerUserErrors).toEqual([]);
    expect(reset.customerResetByUrl.customer.email).toBe(email);
    expect(await customer(reset.customerResetByUrl.customerAccessToken.accessToken)).not.toBeNull();
    expect((await logIn(email, 'fresh-start')).customerAccessToken).not.toBeNull();

    const again: AnyJson = await storefront().mutate(RESET_BY_URL, {
      variables: {url: link, password: 'second-try'},
    });
    expect(again.customerResetByUrl.customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['resetUrl'], message: 'Invalid reset token'},
    ]);
  });

  test('recovering an unknown email is an error, and sends nothing', async () => {
    const email = newEmail();
    const recovered: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestRecoverUnknown($email: String!) {
        customerRecover(email: $email) { ${USER_ERRORS} }
      }`,
      {variables: {email}},
    );
    expect(recovered.customerRecover.customerUserErrors).toEqual([
      {code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer'},
    ]);
    expect(await outbox(email)).toEqual([]);
  });

  test('every invited customer has their own activation email from the first start', async () => {
    const invited = loadCatalogue().customers.filter((entry) => entry.state === 'INVITED');
    for (const customer of invited) {
      const activation = (await outbox(customer.email)).find((mail) => mail.kind === 'account_activation');
      expect(activation?.links.join(' '), customer.email).toContain(`/account/activate/${customer.id}/`);
    }
  });

  test('an invited customer activates their account from the seeded activation email', async () => {
    const invited = loadCatalogue().customers.find((entry) => entry.state === 'INVITED')!;
    expect((await logIn(invited.email, 'anything-at-all')).customerAccessToken).toBeNull();

    const [mail] = await outbox(invited.email);
    expect(mail.kind).toBe('account_activation');
    const link = mail.links.find((url: string) => url.includes('/account/activate/'));
    expect(link).toMatch(
      new RegExp(`^http://localhost:3000/account/activate/${invited.id}/[\\w-]+$`),
    );

    const activated: AnyJson = await storefront().mutate(
      `#graphql
      mutation TestActivate($url: URL!, $password: String!) {
        customerActivateByUrl(activationUrl: $url, password: $password) {
          customer { id email }
          customerAccessToken { accessToken }
          ${USER_ERRORS}
        }
      }`,
      {variables: {url: link, password: 'activated!'}},
    );
    expect(activated.customerActivateByUrl).toMatchObject({
      customer: {id: `gid://shopify/Customer/${invited.id}`, email: invited.email},
      customerUserErrors: [],
    });
    expect((await logIn(invited.email, 'activated!')).customerAccessToken).not.toBeNull();
  });
});

describe('Token lifetime', () => {
  let sandbox: Sandbox;
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-ttl-'));
    sandbox = createSandbox({
      config: loadSandboxConfig({SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS: '2'}),
      dataDir,
    });
    server = await serveOverHttp(sandbox.handle, {host: '127.0.0.1', port: 0});
  });
  afterAll(async () => {
    await server.close();
    sandbox.close();
    rmSync(dataDir, {recursive: true, force: true});
  });

  test('a token past its expiry is refused', async () => {
    const seeded = loadCatalogue().customers.find((entry) => entry.state === 'ENABLED')!;
    const login: AnyJson = await storefrontAt(server.url).mutate(LOGIN, {
      variables: {input: {email: seeded.email, password: seeded.password}},
    });
    const {accessToken, expiresAt} = login.customerAccessTokenCreate.customerAccessToken;
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(2000);
    expect(await customer(accessToken, server.url)).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 50));
    expect(await customer(accessToken, server.url)).toBeNull();
  });
});

describe('Password secrecy', () => {
  test('passwords are stored only as scrypt hashes and never written to the log', async () => {
    const email = newEmail();
    const password = `secret-${Date.now()}-compost`;
    const logged: unknown[][] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      }),
    );
    try {
      await register({email, password});
      await logIn(email, password);
      await logIn(email, `${password}-wrong`);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(JSON.stringify(logged.map((args) => args.map(String)))).not.toContain(password);

    const {db, config} = served.sandbox();
    const stored = db
      .prepare('SELECT password_hash FROM customers WHERE email = ?')
      .pluck()
      .get(email) as string;
    expect(stored).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain(password);
    db.pragma('wal_checkpoint(FULL)');
    for (const file of readdirSync(config.dataDir)) {
      expect(readFileSync(join(config.dataDir, file)).includes(password)).toBe(false);
    }
  });
});
