import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type TDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';

/**
 * What the PostgreSQL benchmarks share: a statement on the server's maintenance connection
 * (creating and dropping their databases), a migrated database of their own, elapsed seconds and
 * percentiles of sorted latencies.
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
