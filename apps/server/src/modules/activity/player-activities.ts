import type { TActivityDetail, TLanguage } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { configWire } from './activity-config.ts';
import { periodOf } from './activity-period.ts';
import {
  readActivity,
  readRunningActivities,
  readUpcomingActivities,
  rulesIn,
  stateAt,
  titleIn,
  type TActivity,
} from './activity-rows.ts';
import { readAwards } from './award-rows.ts';
import { checkEligibility } from './check-eligibility.ts';
import { hasClaimLeft, progressOf } from './claim-rules.ts';
import { periodSeed } from './period-seeds.ts';

/**
 * The player's views of activities: the running list (with "can claim now" and "new"), one
 * activity's detail (rules, commitment of the period's seed, progress, own awards) which marks it
 * read, and the count of running activities not opened yet (SPEC §3 unreadActivityCount).
 */

type TView = { db: TQueryable; userId: number; language: TLanguage; now: number };

async function readIds(db: TQueryable, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ activity_id: number }>(
    `SELECT activity_id FROM activity_reads WHERE user_id = $1`,
    [userId],
  );
  return new Set(rows.map((row) => row.activity_id));
}

async function statusOf(view: TView, activity: TActivity) {
  const period = periodOf(activity, view.now);
  const eligibility = await checkEligibility(view.db, {
    activity,
    userId: view.userId,
    period,
    language: view.language,
  });
  const context = {
    activity,
    userId: view.userId,
    period,
    turnover: eligibility.turnover,
    deposited: eligibility.deposited,
    nowMs: view.now,
  };
  const progress = await progressOf(view.db, context);
  const state = stateAt(activity, view.now);
  return {
    period,
    eligibility,
    progress,
    state,
    canClaim:
      state === 'running' && eligibility.unmet.length === 0 && hasClaimLeft(context, progress),
  };
}

const summaryOf = (activity: TActivity, view: TView, isNew: boolean, canClaim: boolean) => ({
  ActivityId: activity.id,
  Type: activity.type,
  Title: titleIn(activity, view.language),
  PeriodKind: activity.periodKind,
  StartsAt: activity.startsAt,
  EndsAt: activity.endsAt,
  State: stateAt(activity, view.now),
  CanClaim: canClaim,
  IsNew: isNew,
});

/** How far ahead the centre announces a scheduled activity. */
export const upcomingWindowMs = 7 * 86_400_000;

/**
 * The running activities, then the ones starting within a week. An upcoming one is neither
 * claimable nor "new" (the unread count is of running ones) and cannot be opened before it starts.
 */
export async function listActivities(view: TView) {
  const activities = await readRunningActivities(view.db, view.now);
  const read = await readIds(view.db, view.userId);
  const items = [];
  for (const activity of activities) {
    const status = await statusOf(view, activity);
    items.push(summaryOf(activity, view, !read.has(activity.id), status.canClaim));
  }
  const unreadCount = items.filter((item) => item.IsNew).length;
  const upcoming = await readUpcomingActivities(view.db, view.now, upcomingWindowMs);
  for (const activity of upcoming) items.push(summaryOf(activity, view, false, false));
  return { Items: items, UnreadCount: unreadCount };
}

export async function unreadActivityCount(view: TView): Promise<number> {
  const [row] = await view.db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM activities a
      WHERE a.state IN ('scheduled', 'running') AND a.starts_at <= $2 AND a.ends_at > $2
        AND NOT EXISTS (SELECT 1 FROM activity_reads r
                         WHERE r.activity_id = a.id AND r.user_id = $1)`,
    [view.userId, view.now],
  );
  return row?.n ?? 0;
}

/** One activity the player can see (a draft or scheduled one is not found) and marks it read. */
export async function activityDetail(
  deps: { db: TDatabase },
  view: Omit<TView, 'db'> & { activityId: number },
): Promise<TResult<TActivityDetail>> {
  return deps.db.transaction(async (db) => {
    const activity = await readActivity(db, view.activityId);
    if (!activity || ['draft', 'scheduled'].includes(stateAt(activity, view.now)))
      return fail('ActivityNotFound');
    const scoped = { ...view, db };
    const status = await statusOf(scoped, activity);
    const isNew = !(await readIds(db, view.userId)).has(activity.id);
    await db.query(
      `INSERT INTO activity_reads (activity_id, user_id, read_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [activity.id, view.userId, view.now],
    );
    const seed = await periodSeed(db, activity.id, status.period, view.now);
    const awards = await readAwards(db, { ...view, activityId: activity.id });
    return succeed({
      ...summaryOf(activity, scoped, isNew, status.canClaim),
      Rules: rulesIn(activity, view.language),
      Config: configWire(activity.config),
      PeriodKey: status.period.key,
      PeriodEndsAt: status.period.endsAt,
      Commitment: seed.commitment,
      Unmet: status.eligibility.unmet,
      Progress: {
        ClaimedThisPeriod: status.progress.claimedThisPeriod,
        StreakDays: status.progress.streakDays,
        SpinsLeft: status.progress.spinsLeft,
        NextSpinTurnover: status.progress.nextSpinTurnover,
        TurnoverThisPeriod: status.eligibility.turnover,
        Steps: status.progress.steps.map((step) => ({
          ClaimNo: step.claimNo,
          Key: step.key,
          Target: step.target,
          Reached: step.reached,
          Done: step.done,
          Claimed: step.claimed,
          Prize: step.prize,
        })),
      },
      MyAwards: awards.items,
    });
  });
}
