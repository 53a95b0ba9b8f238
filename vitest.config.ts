import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code (`*.test.ts`); integration tests (`*.integration.test.ts`) build
 * the whole server on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
 * The web app's tests run in jsdom under their own project (apps/web/vite.config.ts).
 */
export default defineConfig({
  test: {
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
    ],
  },
});
