import { cashFlowTypes } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';
import { post } from '../wallet/ledger.ts';
import { lockOpenRound, revealRoundSeed } from './one-dollar-rounds.ts';

/**
 * The refund of rounds left open when their activity can sell no more (past its end, stopped,
 * or exhausted): each purchase's amount back to its buyer through the ledger (cash-flow
 * oneDollar, memo refund), the round marked refunded and its seed revealed, in one transaction
 * per round under the round's lock. Exactly once: a round is refunded only while open, the state
 * changes in the same transaction, and a buyer holding the lock commits before the refund reads
 * the purchases (a crash between rounds leaves the rest open for the next tick). Any instance may
 * tick.
 */
export async function refundClosedRounds(db: TDatabase, now: number): Promise<number> {
  const due = await db.query<{ activity_id: number }>(
    `SELECT r.activity_id FROM activity_one_dollar_rounds r
       JOIN activities a ON a.id = r.activity_id
      WHERE r.state = 'open'
        AND (a.ends_at <= $1 OR a.state NOT IN ('scheduled', 'running'))
      ORDER BY r.activity_id`,
    [now],
  );
  let refunded = 0;
  for (const { activity_id: activityId } of due)
    refunded += await db.transaction(async (tx) => {
      const round = await lockOpenRound(tx, activityId);
      if (!round) return 0;
      const purchases = await tx.query<{ id: string; user_id: number; amount: bigint }>(
        `SELECT id::text, user_id, amount FROM activity_one_dollar_purchases
          WHERE activity_id = $1 AND round_no = $2 AND refund_transaction_id IS NULL ORDER BY id`,
        [activityId, round.roundNo],
      );
      for (const purchase of purchases) {
        const amount = BigInt(purchase.amount);
        const posted = await post(tx, {
          kind: 'one_dollar_refund',
          reference: `one-dollar-refund:${purchase.id}`,
          at: now,
          postings: [
            {
              account: { userId: purchase.user_id, kind: 'player' },
              amount,
              cashFlowType: cashFlowTypes.oneDollar,
              memo: `oneDollar:refund:${activityId}:${round.roundNo}`,
            },
            { account: 'house', amount: -amount },
          ],
        });
        if (!posted.ok) throw new Error(`one-dollar purchase ${purchase.id} could not be refunded`);
        await tx.query(
          `UPDATE activity_one_dollar_purchases SET refund_transaction_id = $2 WHERE id = $1`,
          [purchase.id, posted.value.transactionId],
        );
        await notifyWalletChanged(tx, purchase.user_id, posted.value.transactionId, now);
      }
      await tx.query(
        `UPDATE activity_one_dollar_rounds SET state = 'refunded', closed_at = $3
          WHERE activity_id = $1 AND round_no = $2`,
        [activityId, round.roundNo, now],
      );
      await revealRoundSeed(tx, activityId, round.roundNo, now);
      return 1;
    });
  return refunded;
}

export function createOneDollarRefundJob(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    () => refundClosedRounds(deps.db, deps.clock.now()),
    (error) => deps.logger?.error({ err: error }, 'the one-dollar refund job failed'),
  );
}
