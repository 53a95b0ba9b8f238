/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim (rolled back whole). */
const deadlockDetected = '40P01';

const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === deadlockDetected;

/**
 * Runs a transaction again when PostgreSQL ends it as a deadlock's victim: the victim was rolled
 * back whole, so running it again is the same as running it once. Settlement batches need it:
 * four settlers on one issue deadlocked once in CI (settle-crash.integration.test.ts on
 * PostgreSQL) after migration 0032 made each batch also upsert report_team_days; each statement
 * takes its rows in key order, but a batch's several statements interleave with another
 * settler's. Other errors, and a deadlock after `attempts`, throw.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt * Math.random()));
    }
  }
}
