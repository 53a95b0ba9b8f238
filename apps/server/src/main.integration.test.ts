import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface TRun {
  code: number | null;
  output: string;
}

/** Starts the real server process; `whenReady` runs once it listens, then it gets SIGTERM. */
/**
 * A start of the server process (tsx compiling, PGlite, migrations, seeding) takes about 10 s on
 * a quiet machine and over 30 s beside the rest of the suite on two cores; the limits hold at
 * three times the quiet figure and more, since a test asserts behaviour, not speed.
 */
const processLimitMs = 50_000;
const processTestTimeoutMs = 60_000;

function runServer(
  env: Record<string, string>,
  whenReady?: (port: number) => Promise<void>,
): Promise<TRun> {
  return new Promise((resolve, reject) => {
    // As `npm start` runs it: one process, tsx as a loader. The tsx command would stand between
    // the signal and the server, and SIGKILL it when it has not answered a relayed SIGTERM
    // within 30 ms, as happens on a busy machine (exit code 143 instead of a graceful 0).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
    });
    let output = '';
    let ready = false;
    const limit = setTimeout(() => child.kill('SIGKILL'), processLimitMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening && !ready && whenReady) {
        ready = true;
        whenReady(Number(listening[1]))
          .then(() => child.kill('SIGTERM'))
          .catch((error: unknown) => {
            child.kill('SIGKILL');
            reject(error);
          });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    });
  });
}

describe('the server process', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lottery-main-'));
    dirs.push(dir);
    return dir;
  };

  it('refuses a bad configuration with a readable list and exit code 1', async () => {
    const run = await runServer({ PORT: 'eighty', DATA_DIR: await dataDir() });
    expect(run.code).toBe(1);
    expect(run.output).toContain('Configuration is not valid');
    expect(run.output).toContain('PORT="eighty"');
  });

  it(
    'starts on PGlite with demo accounts, serves, and shuts down gracefully on SIGTERM',
    async () => {
      let health: unknown;
      let login: number | undefined;
      const run = await runServer({ PORT: '0', DATA_DIR: await dataDir() }, async (port) => {
        health = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
        const response = await fetch(`http://127.0.0.1:${port}/api/Token/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ LoginId: 'demoplayer', Password: 'Demo2026pass' }),
        });
        login = response.status;
      });
      expect(run.code).toBe(0);
      expect(health).toMatchObject({ Status: 'ok', Database: 'pglite' });
      expect(login).toBe(200);
      for (const account of ['demoagent', 'demoplayer', 'demoplayer2', 'adminowner'])
        expect(run.output).toContain(account);
      expect(run.output).toContain('"msg":"shutting down"');
      for (const line of run.output.split('\n').filter((l) => l.startsWith('{'))) {
        expect(() => JSON.parse(line)).not.toThrow();
      }
    },
    processTestTimeoutMs,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'uses PostgreSQL when DATABASE_URL is set',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `lt_main_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        let health: unknown;
        const run = await runServer(
          { PORT: '0', DATA_DIR: await dataDir(), DATABASE_URL: url.toString() },
          async (port) => {
            health = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
          },
        );
        expect(run.code).toBe(0);
        expect(health).toMatchObject({ Status: 'ok', Database: 'postgres' });
        expect(run.output).toContain('"database":"postgres"');
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    processTestTimeoutMs,
  );

  it(
    'a production start seeds no demo accounts',
    async () => {
      let login: number | undefined;
      const run = await runServer(
        {
          PORT: '0',
          NODE_ENV: 'production',
          TOKEN_SECRET: 'p'.repeat(40),
          DATA_DIR: await dataDir(),
        },
        async (port) => {
          const response = await fetch(`http://127.0.0.1:${port}/api/Token/Login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ LoginId: 'demoplayer', Password: 'Demo2026pass' }),
          });
          login = response.status;
        },
      );
      expect(run.code).toBe(0);
      expect(login).toBe(400);
      expect(run.output).not.toContain('Demo accounts');
    },
    processTestTimeoutMs,
  );
});
