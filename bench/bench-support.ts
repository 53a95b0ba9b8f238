import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openPostgres, type TDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createUser } from '../apps/server/src/modules/auth/create-user.ts';
import { openSignedSession } from '../apps/server/src/test-support/open-signed-session.ts';
import { createTokenService } from '../apps/server/src/modules/auth/token-service.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';

/**
 * What the PostgreSQL benchmarks share: a statement on the server's maintenance connection
 * (creating and dropping their databases), a migrated database of their own, elapsed seconds and
 * percentiles of sorted latencies, and the app in process with players already signed in.
 */
export const adminOf = (serverUrl: string) => async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

type TScratchSizes = {
  /** Connections of the product's database handle. */
  connections: number;
  /** Connections of the raw pool that seeds and runs the bare anchors. */
  poolSize?: number;
};

/**
 * Runs `run` on a freshly migrated database of its own on the server of `serverUrl`, and drops
 * it afterwards whatever happens, so that runs side by side or after a crash never share data.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  sizes: TScratchSizes,
  run: (handles: { db: TDatabase; pool: pg.Pool }) => Promise<T>,
): Promise<T> {
  const admin = adminOf(serverUrl);
  const database = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const db = openPostgres(url.toString(), sizes.connections);
  const pool = new pg.Pool({ connectionString: url.toString(), max: sizes.poolSize ?? 1 });
  // As the server's own pool (db/database.ts): an idle connection the server closed is reported
  // here and dropped from the pool; unhandled, it would end the benchmark's process.
  pool.on('error', () => undefined);
  try {
    await migrate(db);
    return await run({ db, pool });
  } finally {
    await pool.end();
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

export const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `once` in `clients` loops at once for a warm-up and then a measured window; what finishes
 * inside the window counts: operations per second and latency percentiles (ms).
 */
export async function loadWithClients(
  sizes: { clients: number; warmUpMs: number; measureMs: number },
  once: (client: number) => Promise<void>,
) {
  const latencies: number[] = [];
  const measureFrom = Date.now() + sizes.warmUpMs;
  const end = measureFrom + sizes.measureMs;
  await Promise.all(
    Array.from({ length: sizes.clients }, async (_, client) => {
      while (Date.now() < end) {
        const began = performance.now();
        await once(client);
        if (Date.now() >= measureFrom && Date.now() < end)
          latencies.push(performance.now() - began);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / (sizes.measureMs / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/**
 * The app in this process on a bench's database, ready for inject, and a way to seed players who
 * are signed in already: a session row and a token signed with the app's own secret, as sign-in
 * would give, without the password round trip (argon2 would dominate the seeding).
 */
export async function benchApp(db: TDatabase, uploadsName: string) {
  const tokenSecret = randomBytes(32);
  const tokens = createTokenService(tokenSecret, 1800);
  const app = buildApp({
    db,
    clock: systemClock,
    ids: { uuid: () => randomUUID() },
    tokenSecret,
    tokenTtlSeconds: 1800,
    trustProxy: false,
    uploadsDir: join(tmpdir(), uploadsName),
    logger: false,
    paymentSandbox: true,
  });
  await app.ready();

  /** A new player with an open session: their id and bearer token. */
  const signedInPlayer = async (loginId: string, passwordHash: string) => {
    const created = await db.transaction((tx) =>
      createUser(tx, {
        loginId,
        passwordHash,
        role: 'player',
        parentId: null,
        email: `${loginId}@bench.invalid`,
      }),
    );
    if (!created.ok) throw new Error('bench player not created');
    const { userId } = created;
    const { token } = await openSignedSession(db, tokens, userId, Date.now());
    return { userId, token };
  };

  return { app, signedInPlayer };
}
