import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface TRunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const startTimeoutMs = 120_000;
const stopTimeoutMs = 15_000;

/**
 * Starts `apps/server/src/main.ts` as `npm start` would, on a free port of 127.0.0.1, and resolves
 * once it listens. Its data (PGlite folder, token secret) is a fresh folder that stopping removes,
 * or `dataDir` when given: the caller's, kept when the server stops, so that a journey can stop
 * the server, work on its database and start it again on the same data.
 */
export async function startServer(options: { dataDir?: string } = {}): Promise<TRunningServer> {
  for (const app of ['web', 'admin']) {
    if (!existsSync(join(repoRoot, `apps/${app}/dist/index.html`))) {
      throw new Error(
        `apps/${app}/dist is missing: run \`npm run build\` first (\`npm run e2e\` does)`,
      );
    }
  }
  const ownsData = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'lottery-e2e-')));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // JSON at info level: the only way to learn the port picked for PORT=0.
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    // The journeys' new players come from addresses of their own (X-Forwarded-For, api.ts), as
    // behind the proxy a real site runs with.
    TRUST_PROXY: 'true',
    // Whatever ends this process, its server ends too.
    STOP_WITH_PARENT: 'true',
  };
  // An inherited database URL would point the journeys at a shared database.
  delete env.DATABASE_URL;
  delete env.TOKEN_SECRET;
  // As `npm start` runs it (tsx as a loader in the server's own process), in a process group of
  // its own so that stopping it stops whatever it started.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const remember = (line: string) => {
    output.push(line);
    if (output.length > 40) output.shift();
  };
  createInterface({ input: child.stderr! }).on('line', remember);

  const stop = async () => {
    await stopProcessGroup(child);
    if (ownsData) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not listen within ${startTimeoutMs} ms`)),
        startTimeoutMs,
      );
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with code ${code} before listening`));
      });
      createInterface({ input: child.stdout! }).on('line', (line) => {
        remember(line);
        const url = listeningUrl(line);
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
    });
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output:\n${output.join('\n')}`);
  }
}

/** The address in Fastify's "Server listening at http://127.0.0.1:NNNN" log line, if it is one. */
function listeningUrl(line: string): string | null {
  if (!line.startsWith('{')) return null;
  try {
    const msg = (JSON.parse(line) as { msg?: unknown }).msg;
    const match = typeof msg === 'string' ? /^Server listening at (http:\/\/\S+)$/.exec(msg) : null;
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}
