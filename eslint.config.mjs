import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const FEATURES = ['auth', 'home', 'reports', 'profile', 'wallet', 'vouchers', 'games', 'mall', 'settings', 'notifications'];

// Imports no file may use. Every block below that sets `no-restricted-imports` repeats these: a later
// block's options replace an earlier one's for its files (flat config does not merge them), which
// once let the public screens import next/link unchecked.
// next/link would add its code to every route: the app has one link component (platform/shell/AppLink.tsx).
// Dates are formatted in the visitor's time zone, resolved at the first date (platform/i18n/timeZone.ts).
const RESTRICTED_PATHS = [
  { name: 'next/link', message: 'Use AppLink from ui/AppLink (a real <a href> with client-side navigation).' },
  { name: 'next-intl', importNames: ['useFormatter'], message: "Use useFormatDateTime from platform/i18n/timeZone (the visitor's time zone, resolved when a date is first shown)." },
];
// platform/testing renders with Testing Library: it never belongs in the app's bundle.
const TEST_HELPERS = { group: ['@/platform/testing/*'], message: 'platform/testing is for unit tests only.' };

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'public/**',
      'contracts/artifacts/**',
      'contracts/cache/**',
      '.chain/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'platform/wallet/stubs/**',
      'scripts/measure-floor/.next/**',
      'scripts/measure-floor/out/**',
      'scripts/measure-floor/next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    settings: { 'import/resolver': { typescript: true, node: true }, 'import/ignore': ['node_modules'] },
    rules: {
      // Imports run one way: app -> features -> platform | ui | shared (docs/architecture.md).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move what two features share to platform/ or shared/.',
            })),
            { target: ['./features', './platform', './ui', './shared'], from: './app', message: 'Only app/ imports routes.' },
            { target: ['./platform', './ui', './shared'], from: './features', message: 'platform/, ui/ and shared/ never import a feature.' },
            {
              target: './ui',
              from: ['./platform', './server'],
              except: ['./async', './shell/AppLink.tsx', './shell/navigation.ts'],
              message: "ui/ is primitives only: no domain. It may use the platform's loading (platform/async) and links.",
            },
            {
              target: './shared',
              from: ['./platform', './ui', './server', './scripts', './contracts', './e2e'],
              message: 'shared/ is pure code that the app, the server and the chain tooling all import: it imports nothing of theirs.',
            },
            {
              target: ['./server', './contracts'],
              from: ['./app', './features', './platform', './ui'],
              message: 'The server and the chain tooling import only shared/, never the front end.',
            },
            {
              // One way to do decimals: shared/format/amount.ts (app) and server/platform/decimal.ts (server). big.js
              // stays a dev dependency only as the e2e specs' independent oracle for expected amounts.
              target: ['./app', './features', './platform', './ui', './shared', './server', './scripts'],
              from: './node_modules/big.js',
              message: 'Decimals go through shared/format/amount.ts (app) or server/platform/decimal.ts (server); big.js is for e2e expectations only.',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A merge once left next.config.mjs with two `env` keys: the second silently dropped the first.
      'no-dupe-keys': 'error',
      'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS, patterns: [TEST_HELPERS] }],
    },
  },
  {
    // The public screens and the root frame run without React Query, so a visitor's first screen does
    // not load it; the app's route group provides it (platform/query/QueryProvider.tsx).
    files: ['features/auth/**', 'app/(public)/**', 'app/layout.tsx', 'platform/shell/{RootShell,PublicShell,Providers}.tsx', 'platform/i18n/{LanguageSheet,LanguageButton}.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_PATHS,
          patterns: [
            TEST_HELPERS,
            { group: ['@tanstack/react-query', '@tanstack/query-core'], message: 'No React Query here: use platform/http/useAction (the public screens have no QueryClient).' },
            { group: ['@/**/*.mutations', '@/**/mutations'], message: 'Mutation hooks need React Query: use platform/http/useAction on the public screens.' },
          ],
        },
      ],
    },
  },
  {
    // Loading is decided in one place: what code loads after the page is declared by a route's manifest
    // (its `parts`, in features/**/route.client.tsx) or by the platform (platform/**). Screens, features,
    // primitives and shared code use plain imports.
    files: ['app/**', 'features/**', 'ui/**', 'shared/**'],
    ignores: ['**/*.test.{ts,tsx}', 'features/**/route.client.{ts,tsx}', 'features/**/routes/*.client.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'No import() here: a lazy part belongs in the route manifest (route.client.tsx) or in platform/.' },
        {
          selector: 'CallExpression[callee.name=/^(lazy|lazyComponent)$/]',
          message: 'No lazy component here: a lazy part belongs in the route manifest (route.client.tsx) or in platform/.',
        },
      ],
    },
  },
  {
    // Unit tests and their helpers may use platform/testing. A test may also reach across the boundaries
    // (a contract test reads the app's and the server's side of one call): tests ship in no bundle.
    files: ['**/*.test.{ts,tsx}', 'platform/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS }], 'import/no-restricted-paths': 'off' },
  },
  {
    // CommonJS files exist where a CJS loader needs them (playwright.config.ts, hardhat): require is their import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**', 'scripts/**', 'server/**', 'contracts/**', '*.config.*'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A promise is awaited, returned, or marked `void` where fire-and-forget is meant: an unhandled
    // rejection otherwise vanishes. These rules read types, so they run on the files tsconfig.json
    // covers. JSX handlers may be async (react-hook-form's handleSubmit returns a promise and React
    // ignores a handler's result), so attributes are not checked for a void return.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // A source file does one thing and stays under 300 lines of code (blank lines and comments not
    // counted): past that, split it by what it does.
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Exempt from the length rule:
    // - generated files (the contracts' ABI, written by scripts/chain/gen-abi.mjs) and migrations;
    // - data: the server's translated messages and record titles, one entry per key in six languages;
    // - declarations read as one catalogue: the database schema (drizzle-kit diffs the whole file to
    //   write a migration) and the wire's answer types;
    // - tests and e2e specs: a file holds the cases of one subject, and its length follows their number;
    //   splitting one subject's cases over files hides what is covered.
    files: [
      'shared/chain/abi.ts',
      'server/platform/db/migrations/**',
      'server/platform/messages.ts',
      'server/platform/ledger-titles.ts',
      'server/platform/db/schema.ts',
      'shared/contract/shapes.ts',
      '**/*.test.{ts,tsx}',
      'e2e/**/*.spec.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
];

export default config;
