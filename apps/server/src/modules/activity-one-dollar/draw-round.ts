import { cashFlowTypes } from '@lottery/contracts';
import { prizeDrawIndex } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TActivity } from '../activity/activity-rows.ts';
import { payIntoMainWallet } from '../activity/pay-into-main-wallet.ts';
import { periodSeed } from '../activity/period-seeds.ts';
import {
  openNextRound,
  revealRoundSeed,
  roundPeriodKey,
  type TRound,
} from './one-dollar-rounds.ts';

/**
 * The draw of a sold-out round, in the transaction of its last purchase (which holds the round's
 * lock): the winning share is the weighted index, over one weight per share, of the round's
 * committed seed with public entropy `activityId:r:<round>:0` and nonce 0 (weighted-draw.ts), so
 * anyone can recompute it once the seed is revealed here. The holder of that share is paid the
 * prize as a claim row of period `r:<round>` (one per round: its unique key) through the ledger,
 * with the activity's turnover requirement; the budget was checked when the round opened and no
 * other payment of this activity can come between; then the next round opens.
 */
export const drawWeights = (sharesTotal: number) => new Array<number>(sharesTotal).fill(1);

export async function drawRound(tx: TQueryable, activity: TActivity, round: TRound, now: number) {
  const periodKey = roundPeriodKey(round.roundNo);
  const seed = await periodSeed(
    tx,
    activity.id,
    { key: periodKey, startsAt: round.openedAt, endsAt: activity.endsAt },
    now,
  );
  const winningShare = prizeDrawIndex({
    serverSeedHex: seed.serverSeed,
    activityId: activity.id,
    periodKey,
    userId: 0,
    nonce: 0,
    weights: drawWeights(round.sharesTotal),
  });
  const [holder] = await tx.query<{ user_id: number }>(
    `SELECT user_id FROM activity_one_dollar_purchases
      WHERE activity_id = $1 AND round_no = $2 AND first_share <= $3 AND first_share + shares > $3`,
    [activity.id, round.roundNo, winningShare],
  );
  if (!holder)
    throw new Error(`round ${activity.id}/${round.roundNo} has no share ${winningShare}`);
  const userId = holder.user_id;
  const cashFlowType = cashFlowTypes.oneDollar;
  const turnoverRequired = (round.prize * BigInt(activity.turnoverPercent)) / 100n;
  const [claim] = await tx.query<{ id: string }>(
    `INSERT INTO activity_claims (activity_id, user_id, period_key, claim_no, amount,
       cash_flow_type, turnover_required, created_at)
     VALUES ($1, $2, $3, 0, $4, $5, $6, $7) RETURNING id::text`,
    [activity.id, userId, periodKey, round.prize, cashFlowType, turnoverRequired, now],
  );
  if (!claim) throw new Error('the claim row was not written');
  const [budgeted] = await tx.query(
    `UPDATE activities SET paid = paid + $2, updated_at = $3
      WHERE id = $1 AND paid + $2 <= budget RETURNING id`,
    [activity.id, round.prize, now],
  );
  if (!budgeted) throw new Error(`round ${activity.id}/${round.roundNo} opened beyond the budget`);
  await payIntoMainWallet(tx, {
    claimId: claim.id,
    ledger: {
      reference: `one-dollar:${activity.id}:${round.roundNo}`,
      memo: `oneDollar:prize:${activity.id}:${round.roundNo}`,
    },
    userId,
    amount: round.prize,
    cashFlowType,
    turnoverRequired,
    now,
  });
  await tx.query(
    `UPDATE activity_one_dollar_rounds
        SET state = 'drawn', winning_share = $3, winner_user_id = $4, claim_id = $5, closed_at = $6
      WHERE activity_id = $1 AND round_no = $2`,
    [activity.id, round.roundNo, winningShare, userId, claim.id, now],
  );
  await revealRoundSeed(tx, activity.id, round.roundNo, now);
  await openNextRound(tx, activity, now);
  const [left] = await tx.query<{ exhausted: boolean }>(
    `SELECT budget - paid < $2 AS exhausted FROM activities WHERE id = $1`,
    [activity.id, round.prize],
  );
  if (left?.exhausted)
    await tx.query(
      `UPDATE activities SET state = 'exhausted' WHERE id = $1 AND state IN ('scheduled', 'running')`,
      [activity.id],
    );
  return { winningShare, winnerUserId: userId };
}
