import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * A parent that starts main.ts as the e2e harness does (its own process group, STOP_WITH_PARENT)
 * and prints its child's process id, then the server's log. Killed with SIGKILL, the parent
 * cannot stop its child.
 */
const parentScript = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
});
console.log('child ' + child.pid);
child.stdout.pipe(process.stdout);
setInterval(() => undefined, 1000);
`;

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('STOP_WITH_PARENT', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lottery-parent-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops the server within seconds of its parent being killed', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      STOP_WITH_PARENT: 'true',
    };
    // PGlite in dataDir, whatever database the tests run on.
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const parent = spawn(process.execPath, ['-e', parentScript], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let child = 0;
    try {
      const port = await new Promise<number>((resolve, reject) => {
        parent.once('exit', (code) => reject(new Error(`parent exited (${code})`)));
        createInterface({ input: parent.stdout }).on('line', (line) => {
          child = Number(/^child (\d+)$/.exec(line)?.[1] ?? child);
          const match = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(line);
          if (match) resolve(Number(match[1]));
        });
      });
      expect(await isListening(port)).toBe(true);
      parent.kill('SIGKILL');
      await expect.poll(() => isListening(port), { timeout: 15_000, interval: 250 }).toBe(false);
    } finally {
      parent.kill('SIGKILL');
      // A server that did not stop is not left behind by a failed test.
      if (child) {
        try {
          process.kill(-child, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    }
  }, 120_000);
});
