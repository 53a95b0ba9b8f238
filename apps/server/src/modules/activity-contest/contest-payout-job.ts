import type { TDatabase } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';
import { periodOf, type TActivityPeriod } from '../activity/activity-period.ts';
import { payContestPeriod } from './pay-contest-period.ts';

/**
 * The contests' payout job: every ended period of a live contest not paid yet is paid
 * (pay-contest-period.ts, exactly once whichever instance or rerun gets there first). A period
 * missed while the server was down is paid on the next tick.
 */
export async function runContestPayouts(db: TDatabase, now: number) {
  const contests = await db.query<{
    id: number;
    period_kind: 'once' | 'daily' | 'weekly' | 'monthly';
    starts_at: bigint;
    ends_at: bigint;
  }>(
    `SELECT id, period_kind, starts_at, ends_at FROM activities
      WHERE type = 'lionKingContest' AND state IN ('scheduled', 'running') AND starts_at < $1
      ORDER BY id`,
    [now],
  );
  let paid = 0;
  for (const row of contests) {
    const activity = {
      periodKind: row.period_kind,
      startsAt: Number(row.starts_at),
      endsAt: Number(row.ends_at),
    };
    const done = new Set(
      (
        await db.query<{ period_key: string }>(
          `SELECT period_key FROM activity_contest_payouts WHERE activity_id = $1`,
          [row.id],
        )
      ).map((payout) => payout.period_key),
    );
    const ended: TActivityPeriod[] = [];
    for (let at = activity.startsAt; at < activity.endsAt;) {
      const period = periodOf(activity, at);
      if (period.endsAt > now) break;
      if (!done.has(period.key)) ended.push(period);
      at = period.endsAt;
    }
    for (const period of ended) {
      const places = await payContestPeriod(db, { activityId: row.id, period, now });
      paid += places ?? 0;
    }
  }
  return paid;
}

export function createContestPayoutJob(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    () => runContestPayouts(deps.db, deps.clock.now()),
    (error) => deps.logger?.error({ err: error }, 'the contest payout job failed'),
  );
}
