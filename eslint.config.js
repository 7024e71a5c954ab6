import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const INTO_MODULES = {
  regex: '^(\\.\\./)+modules(/|$)',
  message:
    'This room sits below the modules: move what both need down (web: app/, data/; server: crud/, sessions/).',
};
const INTO_OTHER_MODULE = {
  regex: '^\\.\\./[^./]',
  message:
    'A module does not import another module: move the shared piece down (web: app/, data/; server: crud/, sessions/).',
};
const INTO_DEMO = {
  regex: '^(\\.\\./)+demo(/|$)',
  message: 'The demo seeds sit above the modules: nothing below imports them.',
};

const FULL_DOMAIN = {
  name: '@mars/domain',
  allowTypeImports: true,
  message:
    "The first screen loads no entity definition: import from '@mars/domain/first-screen', or load the rest with import().",
};

// eslint's flat config loader reads the default export.
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (style.md section 7).' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (style.md section 7).' },
        {
          // Mantine's Loader is a span without a role: a name on it fails axe (aria-prohibited-attr).
          selector:
            "JSXOpeningElement[name.name='Loader']:not(:has(JSXAttribute[name.name='role'])) > JSXAttribute[name.name='aria-label']",
          message: 'A Loader has no role to carry a name: use LoadingIndicator (app/loading-indicator).',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'] },
      ],
    },
  },
  // The rooms (ARCHITECTURE.md): an import only goes down. The module folders are flat, so a
  // relative import that climbs one level into a sibling folder ('../<other>/') leaves the module.
  {
    files: ['apps/web/src/entity-ui/**/*.{ts,tsx}', 'apps/web/src/offline/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_MODULES] }] },
  },
  {
    files: ['apps/web/src/modules/*/**/*.{ts,tsx}', 'apps/server/src/modules/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_OTHER_MODULE, INTO_MODULES, INTO_DEMO] }] },
  },
  // The first screen (the kernel, the frame, the dashboard) takes from the domain only what builds no
  // schema (`@mars/domain/first-screen`): the definitions and zod load with the screens that use them.
  // Lazily loaded parts of the frame and the password forms (their own chunks) may use the rest.
  ...[
    { files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/data/**/*.ts'], patterns: [] },
    { files: ['apps/web/src/entity-ui/entity-{labels,keys}.ts'], patterns: [INTO_MODULES] },
    {
      // The dashboard, and the sign-in pages (the first screen of a signed-out visit).
      files: ['apps/web/src/modules/{dashboard,auth}/**/*.{ts,tsx}'],
      patterns: [INTO_OTHER_MODULE, INTO_MODULES, INTO_DEMO],
    },
  ].map(({ files, patterns }) => ({
    files,
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/app/header/sync-{panel,conflicts}.tsx',
      'apps/web/src/modules/dashboard/dashboard-local.ts',
      'apps/web/src/app/auth/{new-password-fields,change-password-form}.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [FULL_DOMAIN], patterns }] },
  })),
  {
    files: ['apps/server/src/{crud,db,plugins,mail,sessions}/**/*.ts'],
    // Tests run above everything (they build the app and seed the demo through test-support).
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_MODULES, INTO_DEMO] }] },
  },
  {
    files: ['**/*.config.{ts,js}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
