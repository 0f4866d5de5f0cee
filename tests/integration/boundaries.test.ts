import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const BOUNDARY_RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-globals']);
const eslint = new ESLint();

/** The boundary problems ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('the linter keeps the app’s boundaries', () => {
  it.each([
    ['app/lib/catalogue.ts', "import {openDatabase} from '../../sandbox/db';"],
    ['app/lib/catalogue.ts', "import type {Product} from '../../sandbox/catalogue/types';"],
    ['app/routes/($locale).products.$handle.tsx', "export {seedProducts} from '../../sandbox/catalogue';"],
    ['app/components/Header.tsx', "import {SANDBOX_PORT} from '../../sandbox/config';"],
    ['app/blocks/ProductCard.tsx', "import {createSandbox} from '../../sandbox/server';"],
  ])('reports %s importing the sandbox', async (filePath, code) => {
    expect(await boundaryProblems(filePath, code)).toEqual([
      expect.stringContaining('must not know the sandbox exists'),
    ]);
  });

  it.each([
    "import {loadBlockData} from './data.server';",
    "import {createContentClient} from '~/lib/content/storyblok/client.server';",
    "import {getProducts} from '~/lib/product.server.ts';",
    "import StoryblokClient from 'storyblok-js-client';",
    "import {algoliasearch} from 'algoliasearch';",
    "import {liteClient} from 'algoliasearch/lite';",
    "import {createStorefrontClient} from '@shopify/hydrogen';",
    "import {createStorefrontClient} from '@shopify/hydrogen-react';",
    "import {useStoryblokApi} from '@storyblok/react';",
    "export function Card() { void fetch('/api/products'); return null; }",
  ])('reports a block that fetches: %s', async (code) => {
    expect(await boundaryProblems('app/blocks/ProductCard.tsx', code)).toEqual([
      expect.stringContaining('Blocks render; loaders fetch'),
    ]);
  });

  it.each([
    "import {Blocks} from '~/blocks/Blocks';",
    "import {BLOCK_REGISTRY} from '~/blocks';",
    "import type {BlockContext} from '../blocks/context';",
    "import {Heading} from '../../blocks/Heading';",
  ])('reports a component importing a block: %s', async (code) => {
    expect(await boundaryProblems('app/components/forms/Field.tsx', code)).toEqual([
      expect.stringContaining('never depend on blocks'),
    ]);
  });

  it('holds a component’s tests to the same rules as the component', async () => {
    expect(await boundaryProblems('app/components/RichText.test.tsx', "import {renderHtml} from '~/blocks/test-render';")).toHaveLength(1);
    expect(await boundaryProblems('app/components/RichText.test.tsx', "import {db} from '../../sandbox/db';")).toHaveLength(1);
  });

  it('lets a component import other components and the app’s modules', async () => {
    const code = ["import {SiteLink} from './SiteLink';", "import {useLocale} from '~/lib/i18n/useLocale';", "import {Icon} from '~/components/icons';"].join('\n');
    expect(await boundaryProblems('app/components/Header.tsx', code)).toEqual([]);
  });

  it('lets a block import what renders, and types from the server side', async () => {
    const code = [
      "import {storyblokEditable} from '@storyblok/react';",
      "import {Image, Money} from '@shopify/hydrogen';",
      "import type {BlockData} from './data.server';",
      "import {text} from './options';",
      "import {SiteLink} from '~/components/SiteLink';",
      "import type {Blok} from '~/lib/content/storyblok/types';",
    ].join('\n');
    expect(await boundaryProblems('app/blocks/ProductCard.tsx', code)).toEqual([]);
  });

  it('lets the block-data module and its test fetch, as the server side of blocks', async () => {
    const code = "import {createContentClient} from '~/lib/content/storyblok/client.server';";
    expect(await boundaryProblems('app/blocks/data.server.ts', code)).toEqual([]);
    expect(await boundaryProblems('app/blocks/data.server.test.ts', code)).toEqual([]);
  });

  it('lets code outside the app use the sandbox, and routes use server modules', async () => {
    expect(await boundaryProblems('tests/integration/x.test.ts', "import {createSandbox} from '../../sandbox/server';")).toEqual([]);
    expect(await boundaryProblems('app/routes/$.tsx', "import {createContentClient} from '~/lib/content/storyblok/client.server';")).toEqual([]);
  });
});
