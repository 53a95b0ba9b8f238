import type { TActivityDrawProof } from '@lottery/contracts';
import { commitmentOf, prizeDrawIndex } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { readActivity } from './activity-rows.ts';
import { prizeTableOfClaim } from './claim-rules.ts';
import { revealedSeed } from './period-seeds.ts';

/**
 * POST /api/Activity/DrawProof: what a player needs to recompute one of their own draws
 * (packages/lottery verifyPrizeDraw): the table, the nonce, the commitment and, once the period
 * is over, the seed. Another player's claim is not found, like one that does not exist.
 */
export async function activityDrawProof(
  db: TQueryable,
  query: { userId: number; claimId: number; now: number },
): Promise<TResult<TActivityDrawProof>> {
  const [claim] = await db.query<{
    activity_id: number;
    period_key: string;
    claim_no: number;
    streak_day: number | null;
    prize_index: number | null;
  }>(
    `SELECT activity_id, period_key, claim_no, streak_day, prize_index FROM activity_claims
      WHERE id = $1 AND user_id = $2`,
    [query.claimId, query.userId],
  );
  if (!claim || claim.prize_index === null) return fail('ActivityClaimNotFound');
  const activity = await readActivity(db, claim.activity_id);
  const seed = await revealedSeed(db, claim.activity_id, claim.period_key, query.now);
  if (!activity || !seed) return fail('ActivityClaimNotFound');
  const table = prizeTableOfClaim(activity.config, {
    claimNo: claim.claim_no,
    streakDay: claim.streak_day,
  });
  const weights = table.map((entry) => entry.weight);
  const verified =
    seed.serverSeed === null
      ? null
      : commitmentOf(seed.serverSeed) === seed.commitment &&
        prizeDrawIndex({
          serverSeedHex: seed.serverSeed,
          activityId: activity.id,
          periodKey: claim.period_key,
          userId: query.userId,
          nonce: claim.claim_no,
          weights,
        }) === claim.prize_index;
  return succeed({
    ClaimId: query.claimId,
    ActivityId: activity.id,
    PeriodKey: claim.period_key,
    UserId: query.userId,
    Nonce: claim.claim_no,
    Weights: weights,
    Amounts: table.map((entry) => entry.amount),
    DrawnIndex: claim.prize_index,
    Commitment: seed.commitment,
    ServerSeed: seed.serverSeed,
    Verified: verified,
  });
}
