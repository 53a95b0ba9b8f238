import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
// The test files that replace modules (vi.mock): they run with modules of their own, as a replaced
// module must not reach another file. eslint.config.js keeps vi.mock to them.
import replaceModules from './vitest.replace-modules.json' with { type: 'json' };

const nodeTests = {
  include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
  globalSetup: ['apps/server/src/test-support/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

const isNodeTest = (file: string) =>
  !file.startsWith('apps/web/') && !file.startsWith('apps/admin/');

/**
 * The tests of an app in jsdom (its vite.config.ts holds the environment and test-setup.ts), as
 * two projects: the files sharing their modules within a worker (130 s → 40 s for the web app's on
 * two cores) and those that replace modules, each with its own.
 */
function appProjects(app: 'web' | 'admin') {
  const root = `apps/${app}`;
  const ownModules = replaceModules
    .filter((file) => file.startsWith(`${root}/`))
    .map((file) => file.slice(root.length + 1));
  const project = { extends: `./${root}/vite.config.ts`, root };
  return [
    {
      ...project,
      test: {
        name: app,
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...ownModules],
        isolate: false,
      },
    },
    { ...project, test: { name: `${app} (own modules)`, include: ownModules } },
  ];
}

/**
 * Unit tests sit beside the code (`*.test.ts`); integration tests (`*.integration.test.ts`) build
 * the whole server on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
 * The web app's and the console's tests run in jsdom under their own projects
 * (apps/web/vite.config.ts, apps/admin/vite.config.ts).
 */
export default defineConfig({
  test: {
    // One worker more than cores, where vitest's default is one fewer: many files spend their time
    // waiting on real timers, sockets and child processes (keep-alive alone sleeps 33 s), and the
    // extra worker fills those waits. On a 2-core machine the PGlite run went from 386 s with one
    // worker to 284 s with two and 244 s with three.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          ...nodeTests,
          name: 'node',
          exclude: [...configDefaults.exclude, ...replaceModules.filter(isNodeTest)],
          // A worker loads the server's modules once for all its files, where isolation loaded
          // them again for every file. On two cores, this project went from 440 s to 216 s on
          // PGlite and the PostgreSQL run from 359 s to 122 s. Each file still opens its own
          // database and app; what modules keep in process is keyed so that it cannot mix
          // databases (lottery/odds/odds-in-force.ts).
          isolate: false,
        },
      },
      {
        test: {
          ...nodeTests,
          name: 'node (own modules)',
          include: replaceModules.filter(isNodeTest),
        },
      },
      ...appProjects('web'),
      ...appProjects('admin'),
    ],
  },
});
