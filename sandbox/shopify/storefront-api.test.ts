import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {PROJECT_ROOT} from '../config';
import {resolvers} from './resolvers';
import {
  ORIGIN,
  PRIVATE_STOREFRONT_TOKEN as PRIVATE_TOKEN,
  PUBLIC_STOREFRONT_TOKEN as PUBLIC_TOKEN,
  readJson,
  setupTestSandbox,
} from '../testing';
import {cartGid, createCart} from './carts';

const sandbox = setupTestSandbox();

function storefrontRequest(
  query: string,
  {
    variables,
    headers,
    version = '2026-04',
  }: {variables?: Record<string, unknown>; headers?: Record<string, string>; version?: string} = {},
) {
  return sandbox().handle(
    new Request(`${ORIGIN}/api/${version}/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN,
        ...headers,
      },
      body: JSON.stringify({query, variables}),
    }),
  );
}

async function storefrontQuery(...args: Parameters<typeof storefrontRequest>) {
  return readJson(await storefrontRequest(...args));
}

describe('Storefront API', () => {
  test('a request without a token is refused with Shopify’s 401 body', async () => {
    const response = await sandbox().handle(
      new Request(`${ORIGIN}/api/2025-04/graphql.json`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({query: '{ shop { name } }'}),
      }),
    );
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({
      errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}],
    });
  });

  test('a wrong public token is refused', async () => {
    const response = await storefrontRequest('{ shop { name } }', {
      headers: {'X-Shopify-Storefront-Access-Token': 'nope'},
    });
    expect(response.status).toBe(401);
  });

  test('the private token alone is enough, as Hydrogen sends it from the server', async () => {
    const response = await sandbox().handle(
      new Request(`${ORIGIN}/api/2025-04/graphql.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Shopify-Storefront-Private-Token': PRIVATE_TOKEN,
        },
        body: JSON.stringify({query: '{ shop { name } }'}),
      }),
    );
    expect(response.status).toBe(200);
  });

  test('the shop answers with its name', async () => {
    const response = await storefrontRequest(
      'query ShopName { shop { name id primaryDomain { url host } } }',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const body = await readJson(response);
    expect(body.errors).toBeUndefined();
    expect(body.data.shop).toMatchObject({name: 'Green Packaging Co.', id: 'gid://shopify/Shop/1'});
    expect(body.data.shop.primaryDomain.url).toMatch(/^https?:\/\//);
  });

  test('@inContext(country: CA) localizes to Canadian dollars', async () => {
    const response = await storefrontRequest(
      `query Localization @inContext(country: CA, language: EN) {
        localization {
          country { isoCode currency { isoCode } }
          language { isoCode }
          availableCountries { isoCode currency { isoCode } }
        }
      }`,
    );
    const {data} = await readJson(response);
    expect(data.localization.country).toEqual({isoCode: 'CA', currency: {isoCode: 'CAD'}});
    expect(data.localization.language).toEqual({isoCode: 'EN'});
    expect(data.localization.availableCountries).toEqual([
      {isoCode: 'US', currency: {isoCode: 'USD'}},
      {isoCode: 'CA', currency: {isoCode: 'CAD'}},
    ]);
  });

  test('Hydrogen’s analytics query works with its variables and ZZ default', async () => {
    const query = `query ShopData($country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
        shop { id }
        localization { country { currency { isoCode } } language { isoCode } }
      }`;
    const inCanada = await storefrontQuery(query, {variables: {country: 'CA', language: 'EN'}});
    expect(inCanada.data.localization.country.currency.isoCode).toBe('CAD');
    const unknownCountry = await storefrontQuery(query, {variables: {country: 'ZZ'}});
    expect(unknownCountry.data).toEqual({
      shop: {id: 'gid://shopify/Shop/1'},
      localization: {country: {currency: {isoCode: 'USD'}}, language: {isoCode: 'EN'}},
    });
  });

  test('an invalid document fails validation the way Shopify words it', async () => {
    const response = await storefrontRequest('query Broken {\n  shop { name flavour }\n}');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: "Field 'flavour' doesn't exist on type 'Shop'",
        locations: [{line: 2, column: 15}],
        path: ['query Broken', 'shop', 'flavour'],
        extensions: {code: 'undefinedField', typeName: 'Shop', fieldName: 'flavour'},
      },
    ]);
  });

  test('a missing required argument is a validation error', async () => {
    const body = await storefrontQuery('{ cart { id } }');
    expect(body.errors[0]).toMatchObject({
      message: "Field 'cart' is missing required arguments: id",
      extensions: {code: 'missingRequiredArguments'},
    });
  });

  test('a syntax error answers with its location', async () => {
    const body = await storefrontQuery('{ shop { name }');
    expect(body.errors[0].message).toMatch(/Syntax Error/);
    expect(body.errors[0].locations[0]).toHaveProperty('line', 1);
  });

  test('an unknown cart is null', async () => {
    const body = await storefrontQuery('query Cart($id: ID!) { cart(id: $id) { id } }', {
      variables: {id: 'gid://shopify/Cart/nope'},
    });
    expect(body).toEqual({data: {cart: null}});
  });

  test('a stored cart answers in the currency of its country', async () => {
    const stored = createCart(sandbox().db, {countryCode: 'CA'});
    const id = cartGid(stored);
    const body = await storefrontQuery(
      'query Cart($id: ID!) { cart(id: $id) { id checkoutUrl totalQuantity cost { totalAmount { amount currencyCode } } lines(first: 10) { nodes { id } } } }',
      {variables: {id}},
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.cart).toEqual({
      id,
      checkoutUrl: `${ORIGIN}/checkouts/${stored.token}?key=${stored.key}`,
      totalQuantity: 0,
      cost: {totalAmount: {amount: '0.0', currencyCode: 'CAD'}},
      lines: {nodes: []},
    });
  });

  test('a non-null field the sandbox does not support fails by name', async () => {
    const body = await storefrontQuery('query Locations { locations(first: 3) { nodes { id } } }');
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Field "QueryRoot.locations" is not supported by the sandbox',
        path: ['locations'],
      }),
    ]);
  });

  test('nullable fields the sandbox knows nothing about are null, metafields one per identifier', async () => {
    const body = await storefrontQuery(
      `query Missing {
          product(handle: "nope") { id }
          shop { shopPayInstallmentsPricing { __typename } metafields(identifiers: [{namespace: "gpp", key: "a"}, {namespace: "gpp", key: "b"}]) { value } }
        }`,
    );
    expect(body).toEqual({
      data: {product: null, shop: {shopPayInstallmentsPricing: null, metafields: [null, null]}},
    });
  });

  test('Hydrogen’s redirect lookup gets an empty connection', async () => {
    const body = await storefrontQuery(
      'query redirects($query: String) { urlRedirects(first: 1, query: $query) { edges { node { target } } } }',
      {variables: {query: 'path:/old-page'}},
    );
    expect(body).toEqual({data: {urlRedirects: {edges: []}}});
  });

  test('a bare application/graphql body is accepted', async () => {
    const response = await sandbox().handle(
      new Request(`${ORIGIN}/api/unstable/graphql.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/graphql',
          'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN,
        },
        body: '{ shop { name } }',
      }),
    );
    expect(await readJson(response)).toEqual({data: {shop: {name: 'Green Packaging Co.'}}});
  });

  test('Hydrogen’s cookie query is answered on the unstable version and refused on a stable one', async () => {
    const ensureCookies = (version: string) =>
      sandbox().handle(
        new Request(`${ORIGIN}/api/${version}/graphql.json`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN,
          },
          // The document Hydrogen's useShopifyCookies sends, word for word.
          body: JSON.stringify({
            query:
              'query ensureCookies { consentManagement { cookies(visitorConsent:{}) { cookieDomain } } }',
          }),
        }),
      );
    expect(await readJson(await ensureCookies('unstable'))).toEqual({
      data: {consentManagement: {cookies: {cookieDomain: null}}},
    });
    for (const version of ['2025-04', '2026-04']) {
      const stable = (await readJson(await ensureCookies(version))) as {
        errors: {message: string}[];
      };
      expect(stable.errors[0]?.message).toMatch(/consentManagement/);
    }
  });

  describe('versions', () => {
    // Required since 2026-04; optional, so a document without it is valid, on 2025-04.
    const WITHOUT_CODES = `mutation NoCodes($cartId: ID!) {
      cartDiscountCodesUpdate(cartId: $cartId) { cart { id } }
    }`;
    const variables = {cartId: 'gid://shopify/Cart/none'};

    test('2026-04 is answered on that version’s published schema', async () => {
      const response = await storefrontRequest(WITHOUT_CODES, {variables, version: '2026-04'});
      expect(response.headers.get('X-Shopify-API-Version')).toBe('2026-04');
      const body = (await readJson(response)) as {errors: {message: string}[]};
      expect(body.errors.map(({message}) => message)).toEqual([
        expect.stringMatching(/missing required arguments: discountCodes/),
      ]);
    });

    test('2025-04 is still answered on its own schema', async () => {
      const response = await storefrontRequest(WITHOUT_CODES, {variables, version: '2025-04'});
      expect(response.headers.get('X-Shopify-API-Version')).toBe('2025-04');
      const body = (await readJson(response)) as {errors?: {message: string}[]};
      expect(body.errors?.map(({message}) => message) ?? []).not.toContainEqual(
        expect.stringMatching(/missing required arguments: discountCodes/),
      );
    });

    test('a version Shopify no longer serves falls forward to the oldest served', async () => {
      const response = await storefrontRequest('{ shop { name } }', {version: '2023-01'});
      expect(response.headers.get('X-Shopify-API-Version')).toBe('2025-04');
      expect(await readJson(response)).toEqual({data: {shop: {name: 'Green Packaging Co.'}}});
    });
  });

  test('the sandbox README lists every root field it supports, and only those', () => {
    const readme = readFileSync(join(PROJECT_ROOT, 'sandbox', 'README.md'), 'utf8');
    const listed = (root: 'Query' | 'Mutation') => {
      const line = new RegExp(`^- ${root}: ((?:.|\\n  )+)`, 'm').exec(readme)?.[1] ?? '';
      return [...line.matchAll(/`(\w+)`/g)].map(([, name]) => name);
    };
    expect(listed('Query')).toEqual(Object.keys(resolvers.Query).sort());
    expect(listed('Mutation')).toEqual(Object.keys(resolvers.Mutation).sort());
  });
});
