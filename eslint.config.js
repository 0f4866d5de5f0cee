import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries between the app's parts, kept by `@typescript-eslint/no-restricted-imports` (one
 * entry per file group: a later entry for the same files replaces the rule's options, so each
 * group lists every boundary that applies to it). `tests/integration/boundaries.test.ts` proves each.
 */
const SANDBOX = {
  regex: '(^|/)sandbox(/|$)',
  message: 'The app must not know the sandbox exists: it talks to it only through the services’ own clients.',
};
const SERVER_MODULES = {
  regex: '\\.server(\\.[jt]sx?)?$',
  allowTypeImports: true,
  message: 'Blocks render; loaders fetch. Declare what the block needs in app/blocks/data.server.ts and read it from the block context.',
};
const FETCHER_PACKAGES = {
  regex: '^(storyblok-js-client|algoliasearch)(/|$)',
  message: SERVER_MODULES.message,
};
const BLOCKS = {
  regex: '^(~|\\.{1,2})(/.*)?/blocks(/|$)',
  message: 'Components (the shell, UI pieces) never depend on blocks: what renders stories lives in app/content/.',
};
const FETCHER_NAMES = [
  {
    name: '@shopify/hydrogen',
    importNames: [
      'createStorefrontClient',
      'createCustomerAccountClient',
      'createCartHandler',
      'createHydrogenContext',
      'createWithCache',
    ],
    message: SERVER_MODULES.message,
  },
  {name: '@shopify/hydrogen-react', importNames: ['createStorefrontClient'], message: SERVER_MODULES.message},
  {
    name: '@storyblok/react',
    importNames: ['apiPlugin', 'storyblokInit', 'useStoryblok', 'useStoryblokApi', 'getStoryblokApi', 'StoryblokClient'],
    message: SERVER_MODULES.message,
  },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'build/', '.data/', 'test-results/', 'playwright-report/', '.cache/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
      parserOptions: {ecmaFeatures: {jsx: true}},
    },
    settings: {
      react: {version: '18.3'},
      formComponents: ['Form'],
      linkComponents: [
        {name: 'Link', linkAttribute: 'to'},
        {name: 'NavLink', linkAttribute: 'to'},
      ],
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'react/prop-types': 'off',
      'no-console': ['error', {allow: ['warn', 'error', 'info']}],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: ['app/**'],
    rules: {'@typescript-eslint/no-restricted-imports': ['error', {patterns: [SANDBOX]}]},
  },
  {
    files: ['app/components/**'],
    rules: {'@typescript-eslint/no-restricted-imports': ['error', {patterns: [SANDBOX, BLOCKS]}]},
  },
  {
    // The block-data module and its tests are the server side of blocks, and may fetch.
    files: ['app/blocks/**'],
    ignores: ['app/blocks/**/*.server.{ts,tsx}', 'app/blocks/**/*.server.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {paths: FETCHER_NAMES, patterns: [SANDBOX, SERVER_MODULES, FETCHER_PACKAGES]},
      ],
      'no-restricted-globals': [
        'error',
        {name: 'fetch', message: SERVER_MODULES.message},
        {name: 'XMLHttpRequest', message: SERVER_MODULES.message},
      ],
    },
  },
  {
    // Declaration merging (AppLoadContext, SessionData) is done with empty interfaces.
    files: ['**/*.d.ts'],
    rules: {'@typescript-eslint/no-empty-object-type': 'off'},
  },
  {
    // Command-line tools talk to the terminal.
    files: ['scripts/**', 'sandbox/**', 'playwright.config.ts', 'tests/**'],
    rules: {'no-console': 'off'},
  },
);
