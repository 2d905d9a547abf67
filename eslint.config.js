import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under web/src/features: each is a zone of its own, so a new or renamed feature is covered too. */
const webFeatures = fs
  .readdirSync(path.join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const processEnvBan = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read env only in config.ts; import the config instead.',
};

/**
 * A table is read and written by the module that owns it (decision 106): SQL text naming
 * `call_logs` or `hotels` after from, join, update or into, anywhere but in the owner's folder.
 * Flat config gives a file one `no-restricted-syntax` list (a later entry replaces an earlier
 * one), so each list below repeats the `process.env` ban.
 */
const tableOwners = [
  { table: 'call_logs', module: 'call-logs' },
  { table: 'hotels', module: 'hotels' },
];
const sqlNaming = (table) => `/\\b(from|join|update|into)\\s+(public\\.)?${table}\\b/i`;
const ownedTableBans = (tables) =>
  tables.flatMap(({ table, module }) =>
    [`TemplateElement[value.raw=${sqlNaming(table)}]`, `Literal[value=${sqlNaming(table)}]`].map((selector) => ({
      selector,
      message: `SQL on ${table} is owned by the ${module} module: ask its face (decision 106).`,
    })),
  );
const ownerFolder = (module) => `api/src/modules/${module}/**`;
/** The config entry for `files` (tests, with their fixture SQL, and config.ts left out). */
const tableBans = (files, owners, ignores = []) => ({
  files,
  ignores: ['**/*.test.ts', '**/config.ts', ...ignores],
  rules: { 'no-restricted-syntax': ['error', processEnvBan, ...ownedTableBans(owners)] },
});

/** Folders under `dir`, read from disk so a new one is covered by the rules below at once. */
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Absolute globs: the rule matches a zone's `except` globs against absolute paths as they are. */
const under = (relative) => path.join(import.meta.dirname, relative);
/** One file as a glob (`dir/@(name.ts)`): where `from` is a glob, every exception must be one too. */
const exactly = (relative) => under(path.join(path.dirname(relative), `@(${path.basename(relative)})`));

/**
 * A module's face: `api/src/modules/<module>/index.ts`, re-exporting what the worker and other
 * modules may use of it (decision 101).
 */
const moduleFace = under('api/src/modules/*/index.ts');

/**
 * The server's boundaries (decisions 014 and 101): a module reaches another module only through its
 * face or its service; services know no transport (platform/http); platform code knows no module;
 * the worker uses only the api's contracts, platform, composition root and modules' faces.
 */
const serverBoundaries = [
  ...foldersOf('api/src/modules').map((module) => ({
    target: `./api/src/modules/${module}`,
    from: foldersOf('api/src/modules')
      .filter((other) => other !== module)
      .map((other) => under(`api/src/modules/${other}/**`)),
    except: [moduleFace, under('api/src/modules/*/*.service.ts')],
    message: "A module uses another module's face (its index.ts) or its service, nothing else of it.",
  })),
  {
    target: './api/src/modules/*/*.service.ts',
    from: './api/src/platform/http',
    message: 'Services are transport-neutral: take identities from platform/access, files as platform/uploaded-file.',
  },
  {
    target: './api/src/platform',
    from: './api/src/modules',
    message: 'Platform code serves every module and so imports none.',
  },
  {
    target: './worker/src',
    from: under('api/src/**'),
    except: [under('api/src/contracts/**'), under('api/src/platform/**'), exactly('api/src/compose.ts'), moduleFace],
    message: "The worker uses the api's contracts, platform, compose and modules' faces (index.ts), nothing else.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'web/build/**',
      'web/.react-router/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps a side-effect import of the module (verbatimModuleSyntax).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'import-x/no-cycle': 'error',
      // A relative import names a file that exists: a '.js' alias of a '.ts' file would slip past the boundary zones.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'no-restricted-syntax': ['error', processEnvBan],
    },
  },
  {
    files: ['**/config.ts', 'scripts/**', 'bench/**', 'test/**', 'e2e/**', '**/*.test.ts', 'web/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['api/src/**/*.ts', 'worker/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }] },
  },
  // Everywhere but the owners' folders bans both tables; each owner's folder bans the other's.
  tableBans(
    ['api/src/**/*.ts', 'worker/src/**/*.ts'],
    tableOwners,
    tableOwners.map((owner) => ownerFolder(owner.module)),
  ),
  ...tableOwners.map((owner) =>
    tableBans(
      [ownerFolder(owner.module)],
      tableOwners.filter((other) => other !== owner),
    ),
  ),
  {
    // One way for a job to fail for good (decision 015): worker/src/jobs/fail-for-good.ts.
    files: ['worker/src/**/*.ts'],
    ignores: ['worker/src/jobs/fail-for-good.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'bullmq',
              importNames: ['UnrecoverableError'],
              message: 'Fail a job for good with failForGood (worker/src/jobs/fail-for-good.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The contracts barrel holds the zod schemas: a value from it puts all of zod into the
      // dashboard's first load (decision 070). Types are free; values come from the zod-free modules.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hotelvoice/api/contracts',
              allowTypeImports: true,
              message:
                'Import values from a zod-free module (contracts/constants, call-vocabulary, alert-vocabulary, team-roles, call-analysis-labels, public-pages, page-paths, selected-hotel, call-log-page-size, site-events, queues).',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in app/routes.',
            })),
            {
              target: ['./web/src/lib', './web/src/components', './web/src/config', './web/src/hooks'],
              from: ['./web/src/features', './web/src/app'],
              message:
                'Shared code serves every feature and so imports none; move the code into the feature, or pass it in.',
            },
          ],
        },
      ],
    },
  },
);
