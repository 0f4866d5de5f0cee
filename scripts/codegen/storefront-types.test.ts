import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {
  CUSTOMER_ACCOUNT_TYPES_FILE,
  generateCustomerAccountTypes,
  generateStorefrontTypes,
  STOREFRONT_TYPES_FILE,
} from './storefront-types';

const ROOT = resolve(import.meta.dirname, '../..');

const PRICE_FRAGMENT = `#graphql
  fragment Price on MoneyV2 {
    amount
    currencyCode
  }
`;
const PRODUCT_QUERY_BEFORE_FRAGMENT = `#graphql
  query FixtureProduct($handle: String!) {
    product(handle: $handle) {
      title
      priceRange {
        minVariantPrice {
          ...Price
        }
      }
    }
  }
  `;
const NOTE_MUTATION = `#graphql
  mutation FixtureNote($cartId: ID!, $note: String!) {
    cartNoteUpdate(cartId: $cartId, note: $note) {
      cart {
        id
      }
    }
  }
`;

/** A module in the app's style; the query interpolates the fragment constant. */
const FIXTURE = [
  `export const PRICE_FRAGMENT = \`${PRICE_FRAGMENT}\` as const;`,
  `export const PRODUCT_QUERY = \`${PRODUCT_QUERY_BEFORE_FRAGMENT}\${PRICE_FRAGMENT}\n\` as const;`,
  `export const NOTE_MUTATION = \`${NOTE_MUTATION}\` as const;`,
].join('\n\n');

/** What the constants hold at run time, and so the literal types TypeScript gives them. */
const PRODUCT_QUERY = `${PRODUCT_QUERY_BEFORE_FRAGMENT}${PRICE_FRAGMENT}\n`;

const fixtureRoots: string[] = [];

/** A project root whose `app/` holds these files. */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'storefront-types-'));
  fixtureRoots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'app', path)), {recursive: true});
    writeFileSync(join(root, 'app', path), text);
  }
  return root;
}

describe('Storefront API types from the #graphql documents', () => {
  afterAll(() => fixtureRoots.forEach((root) => rmSync(root, {recursive: true, force: true})));

  test('the committed types match the documents in app/ (run `npm run generate:types` if not)', async () => {
    const committed = readFileSync(join(ROOT, STOREFRONT_TYPES_FILE), 'utf8');
    const current = await generateStorefrontTypes(ROOT);
    expect(
      committed === current,
      `${STOREFRONT_TYPES_FILE} is stale: run npm run generate:types`,
    ).toBe(true);
  });

  test('the committed Customer Account API types match its documents (run `npm run generate:types` if not)', async () => {
    const committed = readFileSync(join(ROOT, CUSTOMER_ACCOUNT_TYPES_FILE), 'utf8');
    const current = await generateCustomerAccountTypes(ROOT);
    expect(current).toContain('interface CustomerAccountQueries');
    expect(committed === current, `${CUSTOMER_ACCOUNT_TYPES_FILE} is stale: run npm run generate:types`).toBe(true);
  });

  test('each operation is registered under the exact text its constant holds, fragments included', async () => {
    const types = await generateStorefrontTypes(projectWith({'lib/products.ts': FIXTURE}));

    expect(types).toContain("declare module '@shopify/hydrogen'");
    expect(types).toContain('export type PriceFragment = ');
    expect(types).toContain('export type FixtureProductQuery = ');
    const query = `${JSON.stringify(
      PRODUCT_QUERY,
    )}: {return: FixtureProductQuery, variables: FixtureProductQueryVariables}`;
    const mutation = `${JSON.stringify(
      NOTE_MUTATION,
    )}: {return: FixtureNoteMutation, variables: FixtureNoteMutationVariables}`;
    expect(types.slice(types.indexOf('interface GeneratedQueryTypes'))).toContain(query);
    expect(types.slice(types.indexOf('interface GeneratedMutationTypes'))).toContain(mutation);
  });

  test('a document the Storefront API schema refuses stops the generator', async () => {
    const root = projectWith({
      'broken.ts':
        'export const BROKEN = `#graphql\n  query Broken { shop { nonsense } }\n` as const;\n',
    });
    await expect(generateStorefrontTypes(root)).rejects.toThrow(/nonsense/);
  });
});
