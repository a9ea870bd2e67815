// @ts-check
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appLayers = ['transport', 'session', 'api', 'features', 'components', 'app', 'i18n', 'prefs', 'ui-state', 'speech', 'testing'];
const noMockServer = { regex: 'mock-server', message: 'The app must not depend on the mock server.' };
const noBarrels = { regex: '(^|/)index(\\.tsx?)?$', message: 'No barrel index files: import the module itself.' };

/** Layer rules from DESIGN.md, enforced here rather than remembered. */
const layer = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns: [noMockServer, noBarrels, ...patterns] }] },
});

export default tseslint.config(
  { ignores: ['dist/', 'dist-e2e/', 'dist-budget/', 'dist-bench/', 'dist-bench-profile/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^@ag-ui/core/schemas$'] }],
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  layer(['src/**/*.{ts,tsx}'], []),
  ...[appLayers, appLayers.filter((name) => name !== 'testing')].map((banned, index) => ({
    ...layer(
      ['src/protocol/**/*.ts'],
      [{ regex: `^\\.\\./(${banned.join('|')})(/|$)`, message: 'protocol/ is pure: it imports nothing of the app.' }],
      ['react', 'react-dom', 'zustand', '@tanstack/react-query'].map((name) => ({ name, message: 'protocol/ is pure: no React, stores or fetching.' })),
    ),
    // Tests of the protocol may use the shared scenarios and test helpers.
    ...(index === 0 ? { ignores: ['src/protocol/**/*.test.ts'] } : { files: ['src/protocol/**/*.test.ts'] }),
  })),
  layer(
    ['src/transport/**/*.ts'],
    [{ regex: '^\\.\\./(session|api|features|components|app|i18n|prefs|ui-state)(/|$)', message: 'transport/ owns the socket and knows nothing of the UI.' }],
    [{ name: 'react', message: 'React never sees a WebSocket.' }],
  ),
  layer(
    ['src/speech/**/*.ts'],
    [{ regex: '^\\.\\./(transport|session|api|features|components|app|i18n|prefs|ui-state)(/|$)', message: 'speech/ is a plain engine: the app wires it, it imports nothing of the app.' }],
    [{ name: 'react', message: 'speech/ has no React.' }],
  ),
  layer(['src/features/**/*.{ts,tsx}'], [{ regex: '^\\.\\./(?!\\.)', message: 'Features never import each other: compose them in app/.' }]),
  layer(
    ['src/components/**/*.{ts,tsx}'],
    [{ regex: '^\\.\\./\\.\\./(protocol|transport|session|api|features|app)(/|$)', message: 'UI primitives carry no domain knowledge.' }],
  ),
  { ...playwright.configs['flat/recommended'], files: ['e2e/**/*.ts'] },
);
