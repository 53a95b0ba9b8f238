import type { TDatabase } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';
import { cancelDeposit } from './credit-deposit.ts';

/** Orders cancelled per transaction: one tick never holds many row locks for long. */
const batchSize = 100;

/** The reason an expired order carries (and CancelDepositNotify shows). */
export const expiredReason = 'expired unpaid';

/**
 * Cancels unpaid orders past their expires_at (not those finance is reviewing), exactly once:
 * each batch is claimed FOR UPDATE SKIP LOCKED, so instances share the work, and each cancel is
 * cancelDeposit's state-guarded decision, so an order confirmed meanwhile stays confirmed.
 * tick() answers how many it cancelled.
 */
export function createDepositExpiry(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  const expireBatch = () =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const due = await tx.query<{ id: bigint }>(
        `SELECT id FROM deposit_orders
          WHERE state IN (0, 3) AND NOT review AND expires_at <= $1
          ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, batchSize],
      );
      for (const { id } of due)
        await cancelDeposit(tx, { orderId: BigInt(id), reason: expiredReason, now, by: 'expiry' });
      return due.length;
    });
  return periodicJob(
    async () => {
      let cancelled = 0;
      for (;;) {
        const count = await expireBatch();
        cancelled += count;
        if (count < batchSize) return cancelled;
      }
    },
    (error) => deps.logger?.error({ err: error }, 'cancelling expired deposit orders failed'),
  );
}
