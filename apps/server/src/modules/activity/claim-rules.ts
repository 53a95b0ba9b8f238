import { thousandthsToNumber } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TPrizeEntry } from './activity-config.ts';
import { prizeTableOfClaim } from './claim-table.ts';
import { dayKeyOf, siteDayNumberOf, type TActivityPeriod } from './activity-period.ts';
import type { TActivity } from './activity-rows.ts';

/**
 * What each built type allows a player in a period, before any money moves:
 * - dailySignInRedPack: one red packet per site day; the streak counts consecutive days signed
 *   in (yesterday's streak + 1, or 1 after a missed day) and picks the day's prize table (days past
 *   the last table use the last one).
 * - roulette: one spin for each turnover threshold the player's bets of the period reached.
 * Both answer the claim's number in the period (the draw's nonce and part of its unique key).
 */
export interface TClaimPlan {
  claimNo: number;
  streakDay: number | null;
  table: TPrizeEntry[];
}

export interface TProgress {
  claimedThisPeriod: number;
  streakDays: number;
  spinsLeft: number;
  nextSpinTurnover: bigint | null;
}

async function claimsOf(db: TQueryable, activityId: number, userId: number, periodKey: string) {
  const rows = await db.query<{ claim_no: number; streak_day: number | null }>(
    `SELECT claim_no, streak_day FROM activity_claims
      WHERE activity_id = $1 AND user_id = $2 AND period_key = $3 ORDER BY claim_no`,
    [activityId, userId, periodKey],
  );
  return rows;
}

/** The streak a sign-in today continues: yesterday's streak day, or 0 after a missed day. */
async function streakBefore(db: TQueryable, activity: TActivity, userId: number, nowMs: number) {
  const yesterday = dayKeyOf(siteDayNumberOf(nowMs) - 1);
  const [row] = await claimsOf(db, activity.id, userId, yesterday);
  return row?.streak_day ?? 0;
}

export async function progressOf(
  db: TQueryable,
  query: {
    activity: TActivity;
    userId: number;
    period: TActivityPeriod;
    turnover: bigint;
    nowMs: number;
  },
): Promise<TProgress> {
  const { activity, userId, period, turnover, nowMs } = query;
  const claimed = await claimsOf(db, activity.id, userId, period.key);
  const { config } = activity;
  if (config.type === 'dailySignInRedPack') {
    const today = claimed[0]?.streak_day;
    const streakDays = today ?? (await streakBefore(db, activity, userId, nowMs));
    return {
      claimedThisPeriod: claimed.length,
      streakDays,
      spinsLeft: 0,
      nextSpinTurnover: null,
    };
  }
  const earned = config.spinTurnovers.filter((threshold) => turnover >= threshold).length;
  const next = config.spinTurnovers
    .filter((threshold) => turnover < threshold)
    .reduce<bigint | null>(
      (min, threshold) => (min === null || threshold < min ? threshold : min),
      null,
    );
  return {
    claimedThisPeriod: claimed.length,
    streakDays: 0,
    spinsLeft: Math.max(0, earned - claimed.length),
    nextSpinTurnover: next === null ? null : next - turnover,
  };
}

export async function planClaim(
  db: TQueryable,
  query: {
    activity: TActivity;
    userId: number;
    period: TActivityPeriod;
    turnover: bigint;
    nowMs: number;
  },
): Promise<TResult<TClaimPlan>> {
  const { activity, userId, nowMs } = query;
  const { config } = activity;
  const progress = await progressOf(db, query);
  if (config.type === 'dailySignInRedPack') {
    if (progress.claimedThisPeriod > 0) return fail('ActivityAlreadyClaimed');
    const streakDay = (await streakBefore(db, activity, userId, nowMs)) + 1;
    return succeed({ claimNo: 0, streakDay, table: prizeTableOfClaim(config, streakDay) });
  }
  if (progress.spinsLeft === 0)
    return progress.nextSpinTurnover === null && progress.claimedThisPeriod > 0
      ? fail('ActivityAlreadyClaimed')
      : fail('ActivityNoSpinsLeft', {
          nextTurnover: thousandthsToNumber(progress.nextSpinTurnover ?? 0n),
        });
  return succeed({ claimNo: progress.claimedThisPeriod, streakDay: null, table: config.prizes });
}
