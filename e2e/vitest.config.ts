import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import DurationSequencer from './harness/duration-sequencer.ts';

/**
 * End-to-end journeys: the real server (built web app, fresh PGlite database) and Debian's
 * Chromium. One server per run (harness/global-setup.ts); files run one after another, as they
 * share its demo accounts. `npm run e2e` starts three runs at once, each a shard of the files with a
 * server of its own (scripts/e2e-shards.sh), dealt by how long each file took last time
 * (harness/duration-sequencer.ts).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/harness/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: DurationSequencer },
    // Three times what the longer journeys without a limit of their own take alone (up to 40 s):
    // three shards on two busy cores ran them at two to four times that, past the 60 s this was.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
