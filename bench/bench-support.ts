import pg from 'pg';

/**
 * What the PostgreSQL benchmarks share: a statement on the server's maintenance connection
 * (creating and dropping their databases), elapsed seconds and percentiles of sorted latencies.
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

export const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
