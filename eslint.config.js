// @ts-check
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ from the bottom up (DESIGN.md): a file may import its own layer and the ones below it,
 * never one above or beside it. Layers sharing a rank (transport, speech) do not import each other.
 * A nested layer (session/react) sits above its parent: the parent never imports it.
 */
const ranks = [
  ['lib'],
  ['protocol'],
  ['model'],
  ['transport', 'speech'],
  ['session'],
  ['session/react'],
  ['api'],
  ['prefs'],
  ['i18n'],
  ['conformance'],
  ['ui-state'],
  ['components'],
  ['features'],
  ['app'],
];
const noMockServer = { regex: 'mock-server', message: 'The app must not depend on the mock server.' };
const noBarrels = { regex: '(^|/)index(\\.tsx?)?$', message: 'No barrel index files: import the module itself.' };
const testOnly = {
  regex: '^(\\.\\./)+(testing|scenarios)(/|$)',
  message: 'Test helpers and demo scenarios are for tests and the mock server, not the app.',
};
/** Matched as patterns, so every subpath (react/jsx-runtime, react-dom/client, zustand/vanilla) counts too. */
const pure = {
  regex: '^(react|react-dom|zustand|@tanstack/react-query)(/|$)',
  message: 'lib/, protocol/ and model/ are pure: no React, stores or fetching.',
};
/** zustand's vanilla store stays allowed; its root and react entries are the React binding. */
const noReact = {
  regex: '^(react|react-dom|@tanstack/react-query)(/|$)|^zustand(?!/vanilla(/|$))(/|$)',
  message: 'Below session/react/ there is no React: the React binding of the session lives in session/react/.',
};
const noReactBinding = {
  regex: '^\\.\\.?/(\\.\\./)*(session/)?react(/|$)',
  message: 'The vanilla session never imports its React binding (session/react/).',
};
/** What only a browser has (and Node's navigator and storage): the pure layers run in Node and in workers. */
const domGlobals = [
  ...Object.keys(globals.browser).filter((name) => !(name in globals.node) && !(name in globals.builtin)),
  'navigator',
  'localStorage',
  'sessionStorage',
];
const domMessage = 'lib/, protocol/ and model/ are pure: no DOM. Take what you need as a parameter.';
const noDom = {
  'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: domMessage }))],
  'no-restricted-properties': [
    'error',
    ...domGlobals.map((property) => ({ object: 'globalThis', property, message: domMessage })),
  ],
};

/**
 * Server data is parsed where it comes in (DESIGN.md "Parse at the edge"): the schemas of @ag-ui/core, zod or a
 * type guard (`lib/record.ts`), and the parsed type is carried on. A cast to a shape written on the spot
 * (`x as { field?: unknown }`, also inside a union or a generic) is a parse that checks nothing, so it is allowed only
 * in the files that are the edge. Tests may cast what they build.
 */
const shapeCast = 'A cast to a written shape checks nothing: parse at the edge (schema or type guard, lib/record.ts).';
const shapeCasts = [
  { selector: 'TSAsExpression > .typeAnnotation TSTypeLiteral', message: shapeCast },
  { selector: 'TSAsExpression > TSTypeLiteral.typeAnnotation', message: shapeCast },
  { selector: 'TSTypeAssertion TSTypeLiteral', message: shapeCast },
];
const parsingEdge = [
  'src/protocol/parse-event.ts',
  'src/protocol/hai-v1-adapter.ts',
  'src/protocol/hai-v1-frames.ts',
  'src/protocol/agora-events.ts',
  'src/api/contract.ts',
  'src/api/response-body.ts',
  'src/api/gateway-contract.ts',
  'src/lib/record.ts',
  'mock-server/client-frames.ts',
  'mock-server/http-body.ts',
];
/** Casts of the browser's globals in files being rewritten at the same time (issue 36); drop each once it is clean. */

const above = (rank) => ranks.slice(rank).flat();
/** Below session/react/ no file may import React (noReact, pure). */
const noReactLayers = ranks
  .slice(0, 5)
  .flat()
  .map((name) => `src/${name}/**`);
const rankOf = (name) => ranks.findIndex((names) => names.includes(name));
const isPure = (rank) => rank <= rankOf('model');
const importsOf = (names) => ({
  regex: `^(\\.\\./)+(${names.join('|')})(/|$)`,
  message: 'A layer imports only the layers below it (DESIGN.md).',
});

const noSiblingFeature = {
  regex: '^\\.\\./(?!\\.)',
  message: 'Features never import each other: compose them in app/.',
};

/** What a layer may not import besides the layers above it, by its rank. */
function ownPatterns(name, rank, banned) {
  if (name === 'features') return [importsOf(banned), noSiblingFeature];
  if (name === 'session') return [importsOf(banned), noReact, noReactBinding];
  if (isPure(rank)) return [importsOf(banned), pure];
  return rank < rankOf('session/react') ? [importsOf(banned), noReact] : [importsOf(banned)];
}

/** The rules of one layer: nothing above or beside it; outside tests, no test helpers; pure layers, no DOM. */
function layerRules(name, rank) {
  const banned = above(rank).filter((other) => other !== name);
  const own = ownPatterns(name, rank, banned);
  const nested = ranks.flat().filter((other) => other.startsWith(`${name}/`));
  const rule = (patterns) => ({
    'no-restricted-imports': ['error', { patterns: [noMockServer, noBarrels, ...own, ...patterns] }],
  });
  const source = { ...rule([testOnly]), ...(isPure(rank) ? noDom : {}) };
  const ignores = nested.map((other) => `src/${other}/**`);
  return [
    { files: [`src/${name}/**/*.{ts,tsx}`], ignores: [...ignores, '**/*.test.{ts,tsx}'], rules: source },
    { files: [`src/${name}/**/*.test.{ts,tsx}`], ignores, rules: rule([]) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-e2e*/',
      'dist-budget/',
      'dist-bench/',
      'dist-bench-profile/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-unresolved': ['error', { ignore: ['^@ag-ui/core/schemas$'] }],
      'import-x/no-named-as-default-member': 'off',
      // TypeScript already checks what these check (typescript-eslint's advice), and import-x/namespace alone took a
      // fifth of lint's time.
      'import-x/namespace': 'off',
      'import-x/named': 'off',
      'import-x/default': 'off',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The compiler's rules where React is written: the layers below session/react/ cannot import it (the rules above), and
  // in tests the classic two suffice. Run on every file, the compiler took half of lint's time (measured).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', ...noReactLayers],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.test.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Short functions and files in what the app and the mock run; tests are read as lists of cases, so only their files are capped.
  { files: ['**/*.{ts,tsx,js}'], rules: { 'max-lines': ['error', { max: 300 }] } },
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'scenarios/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'scenarios/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', ...parsingEdge],
    rules: { 'no-restricted-syntax': ['error', ...shapeCasts] },
  },
  ...ranks.flatMap((names, rank) => names.flatMap((name) => layerRules(name, rank))),
  {
    files: ['src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noMockServer, noBarrels, importsOf(above(rankOf('components')))] },
      ],
    },
  },
  {
    files: ['scenarios/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMockServer,
            importsOf([
              'transport',
              'speech',
              'session',
              'api',
              'prefs',
              'i18n',
              'ui-state',
              'components',
              'features',
              'app',
            ]),
          ],
        },
      ],
    },
  },
  { ...playwright.configs['flat/recommended'], files: ['e2e/**/*.ts'] },
);
