import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The layers of the web app (docs/architecture.md#layers): `app/` on top; `features/*` beside each
 * other; `api/`, `components/`, `hooks/` and `lib/` below, `hooks/` above `components/`. Every
 * feature folder gets its own zone, so a new feature is fenced in without editing this file.
 * The server's floors and the rules between the trees are dependency-cruiser's
 * (.dependency-cruiser.mjs).
 */
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  // A feature reaches the store only through the typed hooks.
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts'],
    message: 'A feature may import only app/hooks from app/.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what they share to api/, components/, hooks/ or lib/.',
  })),
  {
    target: ['./src/api', './src/components', './src/hooks', './src/lib'],
    from: ['./src/app', './src/features'],
    message: 'api/, components/, hooks/ and lib/ sit below app/ and the features.',
  },
  // One direction between the two: a hook may use a component (its dialog, its props' types),
  // a component never a hook of hooks/; a component's own small hook lives beside it.
  {
    target: './src/components',
    from: './src/hooks',
    message: 'components/ sit below hooks/: move the hook beside the component that needs it.',
  },
];

/**
 * The web app takes the wire's types from contract/, never its schemas' bytes; the values it
 * imports are plain data with no schema: the permission table (contract/roles.ts), the
 * If-Match header's form (contract/versionTag.ts), what counts as visible text
 * (contract/text.ts), the CSV field rule (contract/csv.ts), the table of resources
 * (contract/resources.ts), and every contract/*Rules.ts, a part's plain values and texts (the
 * forms', the orders', two-factor sign-in's, passkeys', bulk work's).
 */
const CONTRACT_TYPES_ONLY = {
  group: [
    '**/contract/*',
    '!**/contract/roles',
    '!**/contract/versionTag',
    '!**/contract/text',
    '!**/contract/csv',
    '!**/contract/resources',
    '!**/contract/*Rules',
  ],
  allowTypeImports: true,
  message:
    'The web app imports only types from contract/ (import type), and roles.ts, versionTag.ts, text.ts, csv.ts, resources.ts and the *Rules.ts files.',
};

// Path imports keep each route's chunk small (docs/development.md#conventions).
const MUI_PATH_IMPORTS = [
  {
    name: '@mui/material',
    message: "Use a path import: '@mui/material/Button'.",
    allowTypeImports: true,
  },
  {
    name: '@mui/icons-material',
    message: "Use a path import: '@mui/icons-material/Delete'.",
    allowTypeImports: true,
  },
];

/**
 * The modules of the entry chunk: the sign-in page and what chooses the first page. They must not
 * pull in what the rest of the app needs (docs/decisions.md#login-first); `npm run bench` weighs
 * the result.
 */
const ENTRY_FILES = [
  'src/main.tsx',
  'src/app/SignInFirst.tsx',
  'src/app/AppTheme.tsx',
  'src/app/theme.ts',
  'src/app/layout/loadAdminLayout.ts',
  'src/features/session/LoginPage.tsx',
  'src/features/session/storedSession.ts',
  'src/features/session/token.ts',
  'src/components/OutlinedTextField.tsx',
  'src/components/ErrorBoundary.tsx',
  'src/components/ErrorFallback.tsx',
  'src/lib/formik.ts',
  'src/lib/paths.ts',
  'src/api/apiError.ts',
];
const LOADED_AFTER_SIGN_IN_PAGE = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'redux-persist',
  'react-router',
  'react-router-dom',
  'notistack',
  'yup',
  '@mui/x-data-grid',
  '@mui/material/TextField',
  '@mui/material/Select',
  '@mui/material/Dialog',
];
// The app's own modules that hold the store and the routes, by alias or from beside them.
const APP_AFTER_SIGN_IN_PAGE = '^(@/app/|\\./)(store|hooks|router|start|App)$';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'eslint-fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise nobody awaits hides its failure.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.json',
          './server/tsconfig.json',
          './e2e/tsconfig.json',
          './scripts/openapi-client/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': [
        'error',
        { paths: MUI_PATH_IMPORTS, patterns: [CONTRACT_TYPES_ONLY] },
      ],
    },
  },
  {
    files: ENTRY_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...MUI_PATH_IMPORTS,
            ...LOADED_AFTER_SIGN_IN_PAGE.map((name) => ({
              name,
              message:
                'The entry holds only what the sign-in page shows (docs/decisions.md#login-first): load this with the app (app/start.tsx) or import().',
              allowTypeImports: true,
            })),
          ],
          patterns: [
            {
              regex: APP_AFTER_SIGN_IN_PAGE,
              message: 'The entry holds only what the sign-in page shows: import() the app.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The entry: it shows the page sent as HTML, and every visit waits for it
    // (docs/decisions.md#login-first). React and the rest come in the chunks it imports.
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Only the project's own small modules, and the token decoder they use.
              regex: '^(?!@/|\\.|jwt-decode$)',
              message:
                'The entry renders nothing: import() what the first page needs (app/SignInFirst.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.{js,mjs,ts}', 'jest/**/*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  prettier,
);
