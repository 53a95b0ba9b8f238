import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test-support/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      'apps/admin/vite.config.ts',
    ],
  },
});
