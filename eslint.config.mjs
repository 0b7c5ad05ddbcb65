import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const AREAS = ['auth', 'home', 'reports', 'profile', 'wallet', 'games', 'mall', 'settings'];

// Imports no file may use. Every block below that sets `no-restricted-imports` repeats these: a later
// block's options replace an earlier one's for its files (flat config does not merge them), which
// once let the public screens import next/link unchecked.
// next/link costs every route ~3 KiB of first-load JS (issue 13): the app has one link component.
// Dates are formatted in the visitor's time zone, resolved at the first date (lib/i18n/timeZone.ts).
const RESTRICTED_PATHS = [
  { name: 'next/link', message: 'Use AppLink from components/ui/AppLink (a real <a href> with client-side navigation).' },
  { name: 'next-intl', importNames: ['useFormatter'], message: "Use useFormatDateTime from lib/i18n/timeZone (the visitor's time zone, resolved when a date is first shown)." },
];
// lib/testing renders with Testing Library: it never belongs in the app's bundle.
const TEST_HELPERS = { group: ['@/lib/testing/*'], message: 'lib/testing is for unit tests only.' };

const config = [
  {
    ignores: ['node_modules/**', '.next/**', 'out/**', 'public/**', 'contracts/artifacts/**', 'contracts/cache/**', '.chain/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/wallet/stubs/**', 'scripts/measure-floor/.next/**', 'scripts/measure-floor/out/**', 'scripts/measure-floor/next-env.d.ts'],
  },
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    settings: { 'import/resolver': { typescript: true, node: true }, 'import/ignore': ['node_modules'] },
    rules: {
      // Imports run one way: app -> components -> lib (ARCHITECTURE.md). Enforced here, not by memory.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: './components', message: 'lib/ never imports React components.' },
            { target: './lib', from: './app', message: 'lib/ never imports routes.' },
            { target: './components', from: './app', message: 'components/ never import routes.' },
            {
              target: './components/ui',
              from: './components',
              except: ['./ui'],
              message: 'components/ui is primitives only: it never imports a screen or layout.',
            },
            {
              target: './components/shared',
              from: './components',
              except: ['./shared', './ui'],
              message: 'components/shared holds domain widgets and hooks every area uses: it never imports an area or a layout.',
            },
            ...AREAS.map((area) => ({
              target: `./components/${area}`,
              from: './components',
              except: [`./${area}`, './shared', './ui', './layout'],
              message: 'One area of components/ never imports another; compose them in app/ or in a layout, or move what two areas share to components/shared.',
            })),
            { target: './server', from: ['./app', './components'], message: 'The server never imports front-end code.' },
            {
              // One way to do decimals (issue 26): lib/format/amount.ts and server/lib/decimal.ts. big.js stays
              // a dev dependency only as the e2e specs' independent oracle for expected amounts, so a bug in
              // our bigint module cannot write its own expectation.
              target: ['./app', './components', './lib', './server', './scripts'],
              from: './node_modules/big.js',
              message: 'Decimals go through lib/format/amount.ts (app) or server/lib/decimal.ts (server); big.js is for e2e expectations only.',
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
    // The public screens and the root frame run without React Query (issue 13: 11 KiB of a visitor's
    // first load of /login); the app's route group provides it (components/layout/QueryProvider.tsx).
    files: ['components/auth/**', 'app/(public)/**', 'app/layout.tsx', 'components/layout/{RootShell,PublicShell,Providers,LanguageSheet,LanguageButton}.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_PATHS,
          patterns: [
            TEST_HELPERS,
            { group: ['@tanstack/react-query', '@tanstack/query-core'], message: 'No React Query here: use lib/api/useAction (the public screens have no QueryClient).' },
            { group: ['@/lib/api/*.mutations'], message: 'Mutation hooks need React Query: use lib/api/useAction on the public screens.' },
          ],
        },
      ],
    },
  },
  {
    // Unit tests and their helpers may use lib/testing.
    files: ['**/*.test.{ts,tsx}', 'lib/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS }] },
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
];

export default config;
