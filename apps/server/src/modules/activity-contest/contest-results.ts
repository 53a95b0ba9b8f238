import type { TContestResults } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { readActivity } from '../activity/activity-rows.ts';
import { maskLogin } from './contest-ranking.ts';

/** How many paid periods the screen's results show. */
const shownPeriods = 10;

/** A contest's last paid periods and their places, as the players see them. */
export async function readContestResults(
  db: TQueryable,
  query: { activityId: number; userId: number },
): Promise<TResult<TContestResults>> {
  const activity = await readActivity(db, query.activityId);
  if (!activity) return fail('ActivityNotFound');
  if (activity.config.type !== 'lionKingContest') return fail('ActivityNotContest');
  const payouts = await db.query<{ period_key: string; period_ends_at: bigint; paid_at: bigint }>(
    `SELECT period_key, period_ends_at, paid_at FROM activity_contest_payouts
      WHERE activity_id = $1 ORDER BY period_ends_at DESC LIMIT $2`,
    [activity.id, shownPeriods],
  );
  const winners = await db.query<{
    period_key: string;
    rank: number;
    user_id: number;
    login_id: string;
    turnover: bigint;
    amount: bigint;
    claim_id: string | null;
  }>(
    `SELECT w.period_key, w.rank, w.user_id, u.login_id, w.turnover, w.amount, w.claim_id::text
       FROM activity_contest_winners w JOIN users u ON u.id = w.user_id
      WHERE w.activity_id = $1 AND w.period_key = ANY($2::text[]) ORDER BY w.rank`,
    [activity.id, payouts.map((payout) => payout.period_key)],
  );
  return succeed({
    Periods: payouts.map((payout) => ({
      PeriodKey: payout.period_key,
      PeriodEndsAt: Number(payout.period_ends_at),
      PaidAt: Number(payout.paid_at),
      Winners: winners
        .filter((winner) => winner.period_key === payout.period_key)
        .map((winner) => ({
          Rank: winner.rank,
          Player: maskLogin(winner.login_id),
          Turnover: BigInt(winner.turnover),
          Prize: winner.claim_id === null ? null : BigInt(winner.amount),
          IsMe: winner.user_id === query.userId,
        })),
    })),
  });
}
