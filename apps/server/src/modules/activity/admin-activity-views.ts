import type {
  TAdminActivity,
  TAdminActivityClaims,
  TAdminActivityPreview,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { configWire, meanPrizeOf, tablesOf } from './activity-config.ts';
import { rulesOf } from './types/registry.ts';
import { periodCount } from './activity-period.ts';
import { readActivity, readAllActivities, stateAt, type TActivity } from './activity-rows.ts';

/** The back office's reads: the list with budgets used, one activity's claims, a cost preview. */

async function claimCounts(db: TQueryable): Promise<Map<number, number>> {
  const rows = await db.query<{ activity_id: number; n: number }>(
    `SELECT activity_id, count(*)::integer AS n FROM activity_claims GROUP BY activity_id`,
  );
  return new Map(rows.map((row) => [row.activity_id, row.n]));
}

export const adminActivityOf = (
  activity: TActivity,
  claims: number,
  now: number,
): TAdminActivity => ({
  ActivityId: activity.id,
  Type: activity.type,
  TitleEn: activity.titleEn,
  TitleZh: activity.titleZh,
  RulesEn: activity.rulesEn,
  RulesZh: activity.rulesZh,
  PeriodKind: activity.periodKind,
  StartsAt: activity.startsAt,
  EndsAt: activity.endsAt,
  Eligibility: {
    MinVipLevel: activity.minVipLevel,
    AgentLoginId: activity.agentLoginId,
    MinDeposit: activity.minDeposit,
    MinTurnover: activity.minTurnover,
    RegisteredAfter: activity.registeredAfter,
  },
  Budget: activity.budget,
  TurnoverPercent: activity.turnoverPercent,
  Config: configWire(activity.config),
  State: stateAt(activity, now),
  Paid: activity.paid,
  Remaining: activity.budget - activity.paid,
  Claims: claims,
  CreatedAt: activity.createdAt,
  UpdatedAt: activity.updatedAt,
});

export async function listAdminActivities(db: TQueryable, now: number) {
  const counts = await claimCounts(db);
  const activities = await readAllActivities(db);
  return { Items: activities.map((a) => adminActivityOf(a, counts.get(a.id) ?? 0, now)) };
}

export async function listActivityClaims(
  db: TQueryable,
  query: { activityId: number; page: number; pageSize: number },
): Promise<TResult<TAdminActivityClaims>> {
  const activity = await readActivity(db, query.activityId);
  if (!activity) return fail('ActivityNotFound');
  const rows = await db.query<{
    id: string;
    user_id: number;
    login_id: string;
    period_key: string;
    amount: bigint;
    streak_day: number | null;
    prize_index: number | null;
    created_at: bigint;
  }>(
    `SELECT c.id::text, c.user_id, u.login_id, c.period_key, c.amount, c.streak_day,
            c.prize_index, c.created_at
       FROM activity_claims c JOIN users u ON u.id = c.user_id
      WHERE c.activity_id = $1 ORDER BY c.id DESC LIMIT $2 OFFSET $3`,
    [activity.id, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const counts = await claimCounts(db);
  return succeed({
    Items: rows.map((row) => ({
      ClaimId: Number(row.id),
      UserId: row.user_id,
      LoginId: row.login_id,
      PeriodKey: row.period_key,
      Amount: BigInt(row.amount),
      StreakDay: row.streak_day,
      PrizeIndex: row.prize_index,
      ClaimedAt: Number(row.created_at),
    })),
    Total: counts.get(activity.id) ?? 0,
  });
}

/** Players the static conditions admit (team, registration); period amounts are checked at claim. */
async function countEligiblePlayers(db: TQueryable, activity: TActivity): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM users u
      WHERE u.role = 'player'
        AND ($1::integer IS NULL OR EXISTS (
              SELECT 1 FROM account_tree t
               WHERE t.ancestor_id = $1 AND t.descendant_id = u.id AND t.depth > 0))
        AND ($2::bigint IS NULL OR u.created_at >= to_timestamp($2::bigint / 1000.0))`,
    [activity.agentId, activity.registeredAfter],
  );
  return row?.n ?? 0;
}

/**
 * The expected cost if every admitted player claimed every period: players × periods × claims per
 * period (1, or the wheel's spins) × the mean prize (of the streak tables, their mean). An upper
 * estimate: the budget caps what is paid in any case.
 */
export async function previewActivity(
  db: TQueryable,
  activityId: number,
): Promise<TResult<TAdminActivityPreview>> {
  const activity = await readActivity(db, activityId);
  if (!activity) return fail('ActivityNotFound');
  const tables = tablesOf(activity.config);
  const mean = tables.reduce((sum, table) => sum + meanPrizeOf(table), 0n) / BigInt(tables.length);
  const perPeriod = rulesOf(activity.type).claimsPerPeriod(activity.config);
  const players = await countEligiblePlayers(db, activity);
  const periods = periodCount(activity);
  return succeed({
    ActivityId: activity.id,
    EligiblePlayers: players,
    ExpectedPrize: mean,
    Periods: periods,
    ExpectedCost: mean * BigInt(players * periods * perPeriod),
    BudgetCoversClaims: mean === 0n ? 0 : Number(activity.budget / mean),
  });
}

/** One activity as the console shows it, after a change. */
export async function adminActivityView(db: TQueryable, activity: TActivity, now: number) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM activity_claims WHERE activity_id = $1`,
    [activity.id],
  );
  return adminActivityOf(activity, row?.n ?? 0, now);
}
