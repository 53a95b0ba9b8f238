import type { TQueryable } from '../../db/database.ts';
import type { TActivity } from '../activity/activity-rows.ts';
import { periodSeed } from '../activity/period-seeds.ts';
import type { TOneDollarConfig } from '../activity/types/one-dollar.ts';

/** The rounds of a one-dollar activity (migration 0049): reading, locking and opening them. */
export interface TRound {
  activityId: number;
  roundNo: number;
  sharePrice: bigint;
  sharesTotal: number;
  prize: bigint;
  sharesSold: number;
  state: 'open' | 'drawn' | 'refunded';
  winningShare: number | null;
  winnerUserId: number | null;
  openedAt: number;
  closedAt: number | null;
}

interface TRoundRow {
  activity_id: number;
  round_no: number;
  share_price: bigint;
  shares_total: number;
  prize: bigint;
  shares_sold: number;
  state: TRound['state'];
  winning_share: number | null;
  winner_user_id: number | null;
  opened_at: bigint;
  closed_at: bigint | null;
}

export const roundOf = (row: TRoundRow): TRound => ({
  activityId: row.activity_id,
  roundNo: row.round_no,
  sharePrice: BigInt(row.share_price),
  sharesTotal: row.shares_total,
  prize: BigInt(row.prize),
  sharesSold: row.shares_sold,
  state: row.state,
  winningShare: row.winning_share,
  winnerUserId: row.winner_user_id,
  openedAt: Number(row.opened_at),
  closedAt: row.closed_at === null ? null : Number(row.closed_at),
});

/** A round's draw period in the engine's seeds: its own committed seed. */
export const roundPeriodKey = (roundNo: number) => `r:${roundNo}`;

export const configOfOneDollar = (activity: TActivity): TOneDollarConfig => {
  if (activity.config.type !== 'oneDollar')
    throw new Error(`activity ${activity.id} is not oneDollar`);
  return activity.config;
};

/** The open round, locked for the rest of the transaction (buyers queue on it). */
export async function lockOpenRound(tx: TQueryable, activityId: number): Promise<TRound | null> {
  const [row] = await tx.query<TRoundRow>(
    `SELECT * FROM activity_one_dollar_rounds WHERE activity_id = $1 AND state = 'open'
     FOR UPDATE`,
    [activityId],
  );
  return row ? roundOf(row) : null;
}

/**
 * Opens the next round if none is open, the activity is live and its budget left covers the
 * round's prize (rounds are paid one at a time, under the open round's lock, so a round that
 * opens can always pay). Its seed is made now and committed to before any share is sold; it
 * stays secret until the round closes (period_ends_at is moved to the close).
 */
export async function openNextRound(tx: TQueryable, activity: TActivity, now: number) {
  const config = configOfOneDollar(activity);
  // The activity's row lock orders openings after the draw that pays the previous round (it
  // holds this lock from its budget update to its commit), so `paid` below is read fresh. No
  // caller holds this lock and then waits for a round's lock (buyers open before locking).
  await tx.query(`SELECT 1 FROM activities WHERE id = $1 FOR UPDATE`, [activity.id]);
  const [opened] = await tx.query<{ round_no: number }>(
    `INSERT INTO activity_one_dollar_rounds
       (activity_id, round_no, share_price, shares_total, prize, opened_at)
     SELECT a.id, coalesce((SELECT max(round_no) FROM activity_one_dollar_rounds
                             WHERE activity_id = a.id), 0) + 1, $2, $3, $4, $5
       FROM activities a
      WHERE a.id = $1 AND a.state IN ('scheduled', 'running') AND a.starts_at <= $5
        AND a.ends_at > $5 AND a.paid + $4 <= a.budget
     ON CONFLICT DO NOTHING RETURNING round_no`,
    [activity.id, config.sharePrice, config.sharesPerRound, config.prize, now],
  );
  if (opened)
    await periodSeed(
      tx,
      activity.id,
      { key: roundPeriodKey(opened.round_no), startsAt: now, endsAt: activity.endsAt },
      now,
    );
}

/** Reveals a closed round's seed: revealedSeed shows a seed whose period has ended. */
export const revealRoundSeed = (tx: TQueryable, activityId: number, roundNo: number, now: number) =>
  tx.query(
    `UPDATE activity_period_seeds SET period_ends_at = $3
      WHERE activity_id = $1 AND period_key = $2 AND period_ends_at > $3`,
    [activityId, roundPeriodKey(roundNo), now],
  );
