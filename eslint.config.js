import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
