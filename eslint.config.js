// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/features is a feature: read from the tree, so a new one is fenced too. */
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Boundaries of the architecture (docs/decisions/0001-architecture.md):
 * app composes features; a feature never imports another feature; components, lib, domain and
 * content know no feature (components/ui not even the hooks); only backend/firebase touches the Firebase SDK; only backend/index.ts
 * (and tests) pick an adapter.
 */
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
  { target: './src/features', from: './src/app' },
  // Shared components may use the app's hooks (the sending dialogs do); the pure UI kit may not.
  { target: './src/components', from: ['./src/app', './src/features', './src/backend'] },
  { target: './src/components/ui', from: './src/hooks' },
  { target: './src/hooks', from: ['./src/app', './src/features'] },
  { target: './src/lib', from: ['./src/app', './src/features', './src/hooks', './src/components'] },
  // The port's types may be named; the adapters stay out of reach (entities live in domain/).
  { target: './src/lib', from: './src/backend', except: ['./types.ts'] },
  // The domain (entities, rules, limits) is the bottom of the house: it imports no backend.
  { target: './src/domain', from: ['./src/app', './src/features', './src/hooks', './src/components', './src/backend'] },
  { target: './src/content', from: ['./src/app', './src/features', './src/backend', './src/hooks'] },
  {
    target: './src/backend',
    from: ['./src/app', './src/features', './src/hooks', './src/components', './src/content'],
  },
  // The use cases (backend/use-cases/) decide once for both adapters: they name no adapter.
  { target: './src/backend/use-cases', from: ['./src/backend/local', './src/backend/firebase'] },
  {
    target: ['./src/app', './src/features', './src/hooks', './src/components'],
    from: ['./src/backend/local', './src/backend/firebase'],
  },
];

/** api/ verifies tokens with jose and reads Firestore over REST. */
const noFirebaseInApi = {
  group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'],
  message: 'api/ verifies tokens with jose and reads Firestore over REST: no Firebase SDK.',
};

/** api/ is deployed without src/ (but for the permission table, below). */
const noSiteCodeInApi = {
  group: ['@/*', '@tests/*', '**/src/*', '**/src'],
  message: 'api/ is deployed without src/: keep what it needs inside api/.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e*', 'dist-bench-*', 'coverage', 'node_modules', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The benchmark's scripts run in Node and hand functions to the browser (page.evaluate).
  { files: ['bench/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  // The service worker (scripts/sw.js, built into /sw.js): a worker's globals.
  { files: ['scripts/sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Containers may listen for keys (Escape closes a menu or a dialog): that is delegation, not
      // a fake button. Clicks on non-interactive elements stay forbidden.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      // `role` is also a prop of our own components (the member's role), not only an ARIA attribute.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      'import-x/no-cycle': 'error',
      // One order everywhere, fixed by `npm run format`: Node, packages, the site's own (@/, @tests/), then relative.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '{@,@tests}/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/backend/firebase/ talks to the Firebase SDK: go through the backend port.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/backend/firebase/**',
      'tests/emulator/**',
      'tests/contract/firebase-world.ts',
      'tests/reads/read-meter.ts',
      'tests/rules/**',
      'tests/setup/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The server function is deployed alone: Node and its own modules only, no SDK, no site code
    // but the permission table (next block).
    files: ['api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFirebaseInApi, noSiteCodeInApi] }] },
  },
  {
    // …but for the permission table (it imports nothing, so it travels alone), read by this one
    // file; its test, which iterates the table's rows, also names them (permission-labels.ts).
    files: ['api/_lib/permissions.ts', 'api/_lib/permissions.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noFirebaseInApi,
            {
              regex: String.raw`^(@|@tests)/|(^|/)src(/|$)(?!domain/permission-(table|labels)\.js$)`,
              message: 'api/_lib/permissions.ts reads src/domain/permission-table.ts, nothing else of src/.',
            },
          ],
        },
      ],
    },
  },
  {
    // …and for the notification functions (docs/decisions/0032): the notices' words, the quiet
    // hours and the site's paths are src/'s own, reached by relative `.js` paths only (Vercel
    // compiles each file alone and runs it as native ESM: api/_testing/native-esm.test.ts loads
    // each function so).
    files: ['api/notify.ts', 'api/reminders.ts', 'api/_lib/push-sender.ts', 'api/_lib/notify-events.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noFirebaseInApi,
            {
              regex: String.raw`^(@|@tests)/|(^|/)src(/|$)(?!(domain|lib)/[\w-]+\.js$)`,
              message: 'The notification functions read src/domain and src/lib by relative .js paths only.',
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (npm run format): no ESLint rule argues with it.
  prettier,
);
