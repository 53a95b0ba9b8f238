import type { TContestLeaderboard } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TActivityPeriod } from '../activity/activity-period.ts';
import type { TLionKingContestConfig } from '../activity/types/lion-king-contest.ts';
import { maskLogin } from './contest-ranking.ts';

/**
 * A contest period's leaderboard from its running totals (migration 0048): the shown places are
 * the head of the ranking index, and a player's rank counts the totals ahead of theirs (an index
 * range as well). Both order as contest-ranking.ts does.
 */
export interface TContest {
  id: number;
  config: TLionKingContestConfig;
}

type TBoard = Omit<TContestLeaderboard, 'Me' | 'Top'> & {
  Top: (Omit<TContestLeaderboard['Top'][number], 'IsMe'> & { userId: number })[];
};

const ahead = `o.activity_id = me.activity_id AND o.period_key = me.period_key AND o.turnover > 0
  AND (o.turnover > me.turnover OR (o.turnover = me.turnover
       AND (o.reached_at, o.user_id) < (me.reached_at, me.user_id)))`;

/** The places every watcher sees (without `IsMe`, which is each watcher's). */
export async function readBoard(
  db: TQueryable,
  contest: TContest,
  period: TActivityPeriod,
  now: number,
): Promise<TBoard> {
  const rows = await db.query<{ user_id: number; login_id: string; turnover: bigint }>(
    `SELECT t.user_id, u.login_id, t.turnover FROM activity_contest_totals t
       JOIN users u ON u.id = t.user_id
      WHERE t.activity_id = $1 AND t.period_key = $2 AND t.turnover > 0
      ORDER BY t.turnover DESC, t.reached_at, t.user_id LIMIT $3`,
    [contest.id, period.key, contest.config.shownPlaces],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM activity_contest_totals
      WHERE activity_id = $1 AND period_key = $2 AND turnover > 0`,
    [contest.id, period.key],
  );
  return {
    ActivityId: contest.id,
    PeriodKey: period.key,
    PeriodEndsAt: period.endsAt,
    Top: rows.map((row, index) => ({
      userId: row.user_id,
      Rank: index + 1,
      Player: maskLogin(row.login_id),
      Turnover: BigInt(row.turnover),
      Prize: contest.config.rankPrizes[index] ?? null,
    })),
    Participants: count?.n ?? 0,
    UpdatedAt: now,
  };
}

/** The rank and turnover of each of these players (no rank: no positive turnover yet). */
export async function readRanks(
  db: TQueryable,
  contest: { id: number },
  period: TActivityPeriod,
  userIds: readonly number[],
): Promise<Map<number, TContestLeaderboard['Me']>> {
  const rows = await db.query<{ user_id: number; turnover: bigint; ahead: number }>(
    `SELECT me.user_id, me.turnover,
            (SELECT count(*)::integer FROM activity_contest_totals o WHERE ${ahead}) AS ahead
       FROM activity_contest_totals me
      WHERE me.activity_id = $1 AND me.period_key = $2 AND me.user_id = ANY($3::integer[])`,
    [contest.id, period.key, [...userIds]],
  );
  const ranks = new Map<number, TContestLeaderboard['Me']>();
  for (const userId of userIds) ranks.set(userId, { Rank: null, Turnover: 0n });
  for (const row of rows) {
    const turnover = BigInt(row.turnover);
    ranks.set(row.user_id, { Rank: turnover > 0n ? row.ahead + 1 : null, Turnover: turnover });
  }
  return ranks;
}

/** The board as one player sees it. */
export function boardFor(
  board: TBoard,
  userId: number,
  me: TContestLeaderboard['Me'],
): TContestLeaderboard {
  return {
    ...board,
    Top: board.Top.map(({ userId: placeUserId, ...place }) => ({
      ...place,
      IsMe: placeUserId === userId,
    })),
    Me: me,
  };
}
