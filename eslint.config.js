import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import replaceModules from './vitest.replace-modules.json' with { type: 'json' };

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The named exceptions: the bet screen shows the draws feature's countdowns, result balls and
 * bead road, and the multi-game screens (multi-bet) its schedules, phases and result views
 * (one-way: draws never imports either), rather than a second copy of them.
 */
const featureDependencies = {
  bet: ['draws'],
  'multi-bet': ['draws'],
  // /Player's row actions (member-actions.ts) load the other agent parts' dialogs.
  'agent-team': ['agent-transfers'],
};

/**
 * One-way imports in the web app (STYLE §1-2): features never import each other or app/
 * (except featureDependencies); shared/ imports neither features nor app/. app/ puts features
 * together.
 */
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`, ...(featureDependencies[feature] ?? []).map((dep) => `./${dep}`)],
    message: 'Features do not import each other: compose them in app/, share through shared/.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import app/.',
  },
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared/ stays below features and app/.',
  },
];

const adminSections = readdirSync('apps/admin/src/sections', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One-way imports in the console (STYLE §1-2, §26): a section never imports another section or
 * app/ (the shell puts sections together from sections/index.ts); shared/ and auth/ import no
 * section.
 */
const adminBoundaries = [
  ...adminSections.map((section) => ({
    target: `./apps/admin/src/sections/${section}`,
    from: './apps/admin/src/sections',
    except: [`./${section}`, './section-types.ts'],
    message: 'Sections do not import each other: share through shared/.',
  })),
  {
    target: './apps/admin/src/sections',
    from: ['./apps/admin/src/app', './apps/admin/src/auth'],
    message: 'Sections do not import the shell or the login screens.',
  },
  {
    target: './apps/admin/src/shared',
    from: ['./apps/admin/src/sections', './apps/admin/src/app', './apps/admin/src/auth'],
    message: 'shared/ stays below sections, auth/ and app/.',
  },
];

/** Date methods that read or format in the browser's zone. */
const dateFieldReaders = [
  'toLocaleDateString',
  'toLocaleTimeString',
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getTimezoneOffset',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: adminBoundaries }],
      'import/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: webBoundaries }],
      'import/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Browser pieces both React apps share (dialog, storage): held to the apps' hook rules.
    files: ['packages/client-kit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One clock for people: times are turned into text only by shared/format/site-time.ts, in the
    // site's zone; the browser's zone would show the same draw at another hour on another device.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/shared/format/site-time.ts',
      'apps/admin/src/shared/format/site-time.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['DateTimeFormat', 'RelativeTimeFormat'].map((name) => ({
          selector: `MemberExpression[object.name='Intl'][property.name='${name}']`,
          message: 'Format times with shared/format/site-time.ts (site time zone).',
        })),
        {
          selector:
            "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          message: 'Format times with shared/format/site-time.ts (site time zone).',
        },
        {
          selector: `CallExpression[callee.property.name=/^(${dateFieldReaders.join('|')})$/]`,
          message:
            'Read dates with shared/format/site-time.ts (site time zone), not the browser zone.',
        },
      ],
    },
  },
  {
    // Domain code takes time and identifiers from the injected clock and ids (platform/clock.ts).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use the injected clock.' },
        { object: 'Math', property: 'random', message: 'Use node:crypto or an injected source.' },
        { object: 'crypto', property: 'randomUUID', message: 'Use the injected ids.' },
      ],
    },
  },
  {
    // Test files share their modules within a worker (vitest.config.ts), so a module a file
    // replaces would reach the files after it; the files that replace modules run apart.
    files: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/admin/src/**/*.test.{ts,tsx}',
    ],
    ignores: replaceModules,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'List this file in vitest.replace-modules.json (it then runs with modules of its own).',
        })),
      ],
    },
  },
);
