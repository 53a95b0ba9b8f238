import { cashFlowTypes } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';
import { siteOffsetMs } from '../../platform/site-date-range.ts';
import { checkVipUpgrade } from './check-vip-upgrade.ts';
import { reviewVipMonth } from './review-vip-month.ts';
import { readVipLevels } from './vip-levels.ts';
import { siteMonthOf } from './vip-month.ts';
import { payVipReward } from './vip-rewards.ts';

/**
 * The VIP job: the monthly review when a new site month has begun (once: review-vip-month.ts),
 * then an upgrade check of every account that deposited or bet this month and is below the top
 * level, then the birthday bonuses of the site day. The job rather than hooks in the deposit and
 * bet paths: those stay untouched, and "at once" is one tick (a minute) late at most.
 */
export async function runVipJob(db: TDatabase, now: number) {
  const reviewed = await reviewVipMonth(db, now);
  const month = siteMonthOf(now);
  const candidates = await db.query<{ user_id: number }>(
    `WITH active AS (
       SELECT DISTINCT user_id FROM bet_tickets WHERE created_at >= $1 AND created_at < $2
       UNION
       SELECT DISTINCT a.user_id FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player'
        WHERE e.cash_flow_type = $3 AND e.created_at >= $1 AND e.created_at < $2
     )
     SELECT active.user_id FROM active
       LEFT JOIN account_vip v ON v.user_id = active.user_id
      WHERE coalesce(v.level, 0) < (SELECT max(level) FROM vip_levels)
      ORDER BY active.user_id`,
    [month.fromMs, month.toMs, cashFlowTypes.deposit],
  );
  for (const { user_id: userId } of candidates) await checkVipUpgrade(db, userId, now);
  return { reviewed, checked: candidates.length, birthdays: await payBirthdays(db, now) };
}

/** The birthday bonus of each account above level 0 whose birthday is the site day, once a year. */
async function payBirthdays(db: TDatabase, now: number): Promise<number> {
  const local = new Date(now + siteOffsetMs);
  const year = local.getUTCFullYear();
  const rows = await db.query<{ user_id: number; level: number }>(
    `SELECT v.user_id, v.level FROM account_vip v
       JOIN account_profiles p ON p.user_id = v.user_id
      WHERE v.level > 0 AND extract(month FROM p.birthday) = $1
        AND extract(day FROM p.birthday) = $2`,
    [local.getUTCMonth() + 1, local.getUTCDate()],
  );
  if (rows.length === 0) return 0;
  const levels = await readVipLevels(db);
  for (const row of rows) {
    const level = levels.find((item) => item.level === row.level);
    if (!level) continue;
    await db.transaction((tx) =>
      payVipReward(tx, {
        userId: row.user_id,
        level,
        amount: level.birthdayBonus,
        source: 'vipBirthday',
        reference: `vip-birthday:${year}:${row.user_id}`,
        now,
      }),
    );
  }
  return rows.length;
}

export function createVipJob(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    () => runVipJob(deps.db, deps.clock.now()),
    (error) => deps.logger?.error({ err: error }, 'the VIP job failed'),
  );
}
