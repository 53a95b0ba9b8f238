import { maxGrabsPerRain } from '@lottery/contracts';
import type { TQueryable } from '../../../../db/database.ts';

/** What the rain's rules read of the claims: one player's grabs, and a rain's total paid. */

export async function myGrabs(
  db: TQueryable,
  query: { activityId: number; userId: number; periodKey: string },
) {
  const rows = await db.query<{ claim_no: number; amount: string }>(
    `SELECT claim_no, amount::text FROM activity_claims
      WHERE activity_id = $1 AND user_id = $2 AND period_key = $3 ORDER BY claim_no`,
    [query.activityId, query.userId, query.periodKey],
  );
  return rows.map((row) => ({ claimNo: row.claim_no, amount: BigInt(row.amount) }));
}

/** The total every player grabbed in the rain whose claims start at `base`. */
export async function paidInRain(
  db: TQueryable,
  query: { activityId: number; periodKey: string; base: number },
): Promise<bigint> {
  const [row] = await db.query<{ paid: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS paid FROM activity_claims
      WHERE activity_id = $1 AND period_key = $2 AND claim_no >= $3 AND claim_no < $4`,
    [query.activityId, query.periodKey, query.base, query.base + maxGrabsPerRain],
  );
  return BigInt(row?.paid ?? '0');
}

/**
 * Takes the activity's row lock for the rest of the claim's transaction, before the rain's
 * counts are read: grabs of one rain are then counted and paid one at a time, so neither a
 * player's grabs nor the rain's budget can be passed by taps at the same instant. The engine
 * takes the same lock for the activity's budget a moment later, so this adds no contention of
 * its own; at a rain's scale (a few hundred taps a second at most) a row lock is enough.
 */
export async function lockActivity(db: TQueryable, activityId: number) {
  await db.query(`SELECT id FROM activities WHERE id = $1 FOR UPDATE`, [activityId]);
}
