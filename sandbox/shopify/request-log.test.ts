/**
 * A developer can match what the storefront saw to what the sandbox logged: each answer's
 * `X-Request-Id` is named on the log line for a failed query, a field answered empty because the
 * sandbox does not support it is logged rather than silent, and `SANDBOX_LOG=queries` traces every
 * operation without its secrets.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadSandboxConfig} from '../config';
import {recordingLog} from '../log';
import {createSandbox} from '../server';
import {
  hydrogenStorefront,
  loggedLines,
  ORIGIN,
  PUBLIC_STOREFRONT_TOKEN,
  readJson,
  setupServedSandbox,
  setupTestSandbox,
  type AnyJson,
} from '../testing';

const sandbox = setupTestSandbox();
const served = setupServedSandbox();

function post(body: string, headers: Record<string, string> = {}) {
  return sandbox().handle(
    new Request(`${ORIGIN}/api/2025-04/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_TOKEN,
        ...headers,
      },
      body,
    }),
  );
}

const query = (document: string, variables?: Record<string, unknown>) =>
  post(JSON.stringify({query: document, variables}));

describe('Storefront API request ids and log', () => {
  test('every answer carries its own X-Request-Id, whatever became of the request', async () => {
    const answers = await Promise.all([
      query('query ShopName { shop { name } }'),
      query('query Broken { shop { flavour } }'),
      post('{not json'),
      post('{}', {'X-Shopify-Storefront-Access-Token': 'wrong'}),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 400, 401]);
    const ids = answers.map((response) => response.headers.get('X-Request-Id'));
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a failed query is logged with its operation, its request id and the error', async () => {
    const response = await query('query Broken { shop { flavour } }');
    const id = response.headers.get('X-Request-Id');
    expect(loggedLines(sandbox())).toEqual([
      {
        level: 'warn',
        line: `storefront Broken (request ${id}) failed: Field 'flavour' doesn't exist on type 'Shop' (at query Broken.shop.flavour)`,
      },
    ]);
  });

  test('a refused token is logged, so a wrong token in the environment is easy to spot', async () => {
    const response = await post('{}', {'X-Shopify-Storefront-Access-Token': 'wrong'});
    expect(loggedLines(sandbox())[0]).toMatchObject({
      level: 'warn',
      line: expect.stringContaining(`(request ${response.headers.get('X-Request-Id')}) refused`),
    });
  });

  test('a root field the sandbox lacks fails loudly even where Shopify’s schema allows null', async () => {
    const body = await readJson(
      await query('query Attempt { cartCompletionAttempt(attemptId: "1") { __typename } }'),
    );
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Field "QueryRoot.cartCompletionAttempt" is not supported by the sandbox',
        extensions: {code: 'NOT_SUPPORTED_BY_SANDBOX'},
      }),
    ]);
  });

  test('a nested field the sandbox lacks answers null and is logged at warning level', async () => {
    const response = await query(
      'query Pricing { shop { name shopPayInstallmentsPricing { __typename } } }',
    );
    expect((await readJson(response)).data.shop.shopPayInstallmentsPricing).toBeNull();
    expect(loggedLines(sandbox())).toEqual([
      {
        level: 'warn',
        line: `storefront Pricing (request ${response.headers.get(
          'X-Request-Id',
        )}) answered null or empty for fields not supported by the sandbox: Shop.shopPayInstallmentsPricing`,
      },
    ]);
  });

  test('a query that succeeds in full logs nothing unless asked to', async () => {
    await query('query ShopName { shop { name } }');
    expect(loggedLines(sandbox())).toEqual([]);
  });

  test('Hydrogen’s error for a failed query names the request id the sandbox logged', async () => {
    const result = await hydrogenStorefront(served.url()).query(
      'query SandboxAttempt { cartCompletionAttempt(attemptId: "1") { __typename } }',
    );
    const message = (result.errors as AnyJson[])[0].message as string;
    const id = /Request ID: ([0-9a-f-]{36})/.exec(message)?.[1];
    expect(id).toBeDefined();
    expect(loggedLines(served.sandbox()).map((entry) => entry.line)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^storefront SandboxAttempt \\(request ${id}\\) failed: Field "QueryRoot.cartCompletionAttempt" is not supported by the sandbox`,
        ),
      ),
    );
  });
});

describe('SANDBOX_LOG=queries', () => {
  test('logs each operation with its variables, never a password, token or email', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-log-'));
    const log = recordingLog();
    const traced = createSandbox({
      config: loadSandboxConfig({SANDBOX_LOG: 'queries'}),
      dataDir,
      log,
    });
    try {
      const response = await traced.handle(
        new Request(`${ORIGIN}/api/2025-04/graphql.json`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_TOKEN,
          },
          body: JSON.stringify({
            query: `mutation SignIn($input: CustomerAccessTokenCreateInput!, $country: CountryCode) @inContext(country: $country) {
              customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
            }`,
            variables: {input: {email: 'maria@example.com', password: 'compost123'}, country: 'CA'},
          }),
        }),
      );
      const [line, ...rest] = log.lines;
      expect(rest).toEqual([]);
      expect(line.level).toBe('info');
      expect(line.line).toMatch(
        new RegExp(
          `^storefront SignIn \\(request ${response.headers.get('X-Request-Id')}\\) ` +
            '\\{"input":\\{"email":"\\[redacted\\]","password":"\\[redacted\\]"\\},"country":"CA"\\} ok in \\d+ ms$',
        ),
      );
    } finally {
      traced.close();
      rmSync(dataDir, {recursive: true, force: true});
    }
  });

  test('an unknown topic is refused when the sandbox starts', () => {
    expect(() => loadSandboxConfig({SANDBOX_LOG: 'queries,everything'})).toThrow(
      'SANDBOX_LOG may name queries; "everything" is not one of them',
    );
  });
});
