import type { TQueryable } from '../db/database.ts';
import type { TClock } from '../platform/clock.ts';
import { periodicJob } from './periodic-job.ts';

/** Keys are kept 72 hours (reliability target 10: at least 24); a retry after that is new. */
export const idempotencyKeepMs = 72 * 3_600_000;
const maxPerTick = 10_000;

/**
 * Forgets idempotency keys older than idempotencyKeepMs, at most maxPerTick a tick so that one
 * tick never holds locks for long; tick() answers how many it forgot.
 */
export function createIdempotencyReaper(deps: {
  db: TQueryable;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    async () => {
      const [row] = await deps.db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM idempotency_keys WHERE (user_id, key) IN (
             SELECT user_id, key FROM idempotency_keys WHERE created_at < $1 LIMIT $2)
           RETURNING 1
         )
         SELECT count(*)::int AS n FROM gone`,
        [deps.clock.now() - idempotencyKeepMs, maxPerTick],
      );
      return row?.n ?? 0;
    },
    (error) => deps.logger?.error({ err: error }, 'forgetting old idempotency keys failed'),
  );
}
