import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { architecture } from './build-tools/src/eslint/architecture.mjs';
import { design } from './build-tools/src/eslint/design.mjs';

const ICONS_RESTRICTION = { name: '@ant-design/icons', message: 'Import icons from @portal/shared-ui/icons.' };
/** What the apps import through @portal/shared-ui and the contracts' entries instead. */
const RESTRICTED_IMPORTS = {
  paths: [
    { name: 'antd', message: 'Import antd components from @portal/shared-ui (one tree-shaken antd for every app).' },
    ICONS_RESTRICTION,
    { name: '@stripe/stripe-js', message: 'Import Stripe.js from @stripe/stripe-js/pure.' },
    { name: 'react-router-dom', message: 'Import the router from @portal/shared-ui/router (one tree-shaken router for every app).' },
    { name: 'react-router', message: 'Import the router from @portal/shared-ui/router (one tree-shaken router for every app).' },
    {
      name: '@portal/shared-contracts',
      message: "Import contracts from their entry, @portal/shared-contracts/core or an area's (docs/adr/047): the main entry is every area at once.",
    },
  ],
  patterns: [{ group: ['aws-amplify', 'aws-amplify/*'], message: 'Only the host session module talks to Amplify.' }],
};
const FETCH_MESSAGE = 'Call the api through the shared http client (createHttpClient or useHttpClient from @portal/shared-ui; uploads with progress through its uploadFile).';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'bench-results/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One import statement per module (a separate `import type` is fine).
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-restricted-imports': ['error', RESTRICTED_IMPORTS],
    },
  },
  {
    // shared-ui's own blocks import the icons they draw from @ant-design/icons: through its
    // icons entry they would bring every icon into the light entry.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...RESTRICTED_IMPORTS, paths: RESTRICTED_IMPORTS.paths.filter((p) => p !== ICONS_RESTRICTION) }] },
  },
  {
    files: ['shared-ui/src/antd.ts', 'shared-ui/src/forms.ts', 'shared-ui/src/formsAntd.ts', 'shared-ui/src/dataAntd.ts', 'shared-ui/src/widgets.ts', 'shared-ui/src/widgetsAntd.ts', 'shared-ui/src/router.ts', 'shared-ui/src/icons.ts', 'shared-ui/src/theme.ts', 'host/src/session/**', 'api/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One http client (issue 9): the host and the remotes reach the api through shared-ui's
    // createHttpClient / useHttpClient. Exceptions: the client itself, the identity
    // provider's own protocol (the host's Amplify module and the standalone session), tests.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: [
      'shared-ui/src/http/**',
      'host/src/session/amplifyIdentity.ts',
      'shared-ui/src/standaloneSession.ts',
      '**/*.test.{ts,tsx}',
      '**/testing/**',
    ],
    rules: {
      // XMLHttpRequest too: uploads with progress go through shared-ui's uploadFile.
      'no-restricted-globals': ['error', ...['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: FETCH_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: FETCH_MESSAGE })),
        ),
      ],
    },
  },
  {
    files: ['**/*.{cjs,js,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // The architecture (issue 11): apps never import each other; features meet at their index.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/no-cross-app-imports': 'error',
      'architecture/feature-boundaries': 'error',
    },
  },
  {
    // Design values come from the theme tokens through createStyles, not inline (ADR 016).
    files: ['host/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared-ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { design },
    rules: { 'design/no-static-inline-style': 'error' },
  },
  {
    // api routes reach the database only through repositories and services (issue 11).
    files: ['api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { architecture },
    rules: { 'architecture/no-sql-in-routes': 'error' },
  },
  {
    files: ['{host,mfe-*,shared-ui,shared-contracts,api}/src/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/no-cycles': 'error' },
  },
);
