import type { TActiveAccountsResponse } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import {
  dayMs,
  siteDateOfDayNumber,
  siteMidnight,
  siteOffsetMs,
} from '../../../platform/site-date-range.ts';

export type TActivePeriod = 'day' | 'week' | 'month';

/** The site day numbers [first, last] of the day, week (Monday first) or month holding `day`. */
export function periodDays(period: TActivePeriod, day: number): { first: number; last: number } {
  if (period === 'day') return { first: day, last: day };
  if (period === 'week') {
    // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before it.
    const first = day - ((day + 3) % 7);
    return { first, last: first + 6 };
  }
  const date = new Date(day * dayMs);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / dayMs;
  const last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / dayMs - 1;
  return { first, last };
}

/**
 * /ActiveAccount: the members of the caller's team (any depth) active in a site day, week or
 * month, where active means placed a bet (a ticket counted in report_player_days) or logged in
 * (a session opened) in the period; counts per level beside the level's size, and the active
 * members a page at a time.
 */
export async function activeAccounts(
  db: TQueryable,
  agentId: number,
  nowMs: number,
  request: {
    Period: TActivePeriod;
    Date?: string | undefined;
    PageIndex: number;
    PageSize: number;
  },
): Promise<TResult<TActiveAccountsResponse>> {
  const midnight = request.Date ? siteMidnight(request.Date) : nowMs;
  if (midnight === null) return fail('TeamPeriodInvalid', { days: 31 });
  const { first, last } = periodDays(request.Period, Math.floor((midnight + siteOffsetMs) / dayMs));
  const params = [
    agentId,
    first,
    last,
    new Date(first * dayMs - siteOffsetMs),
    new Date((last + 1) * dayMs - siteOffsetMs),
  ];
  const active = `WITH team AS (
      SELECT t.descendant_id AS id, t.depth FROM account_tree t
        JOIN users u ON u.id = t.descendant_id
       WHERE t.ancestor_id = $1 AND t.depth > 0 AND u.deleted_at IS NULL),
    bets AS (
      SELECT r.user_id, sum(r.turnover)::bigint AS turnover FROM report_player_days r
        JOIN team ON team.id = r.user_id
       WHERE r.day BETWEEN $2 AND $3 AND r.tickets > 0 GROUP BY r.user_id),
    logins AS (
      SELECT DISTINCT s.user_id FROM sessions s JOIN team ON team.id = s.user_id
       WHERE s.created_at >= $4 AND s.created_at < $5),
    active AS (
      SELECT team.id, team.depth, b.user_id IS NOT NULL AS bet, l.user_id IS NOT NULL AS logged_in,
             coalesce(b.turnover, 0) AS turnover
        FROM team LEFT JOIN bets b ON b.user_id = team.id LEFT JOIN logins l ON l.user_id = team.id)`;
  const [levels, items] = await Promise.all([
    db.query<{ depth: number; active: bigint; members: bigint }>(
      `${active} SELECT depth, count(*) FILTER (WHERE bet OR logged_in) AS active,
                        count(*) AS members
                   FROM active GROUP BY depth ORDER BY depth`,
      params,
    ),
    db.query<{
      id: number;
      login_id: string;
      role: 'player' | 'agent';
      depth: number;
      bet: boolean;
      logged_in: boolean;
      turnover: bigint;
    }>(
      `${active} SELECT a.id, u.login_id, u.role, a.depth, a.bet, a.logged_in, a.turnover
                   FROM active a JOIN users u ON u.id = a.id
                  WHERE a.bet OR a.logged_in
                  ORDER BY a.depth, lower(u.login_id) LIMIT $6 OFFSET $7`,
      [...params, request.PageSize, (request.PageIndex - 1) * request.PageSize],
    ),
  ]);
  const total = levels.reduce((sum, level) => sum + Number(level.active), 0);
  return succeed({
    From: siteDateOfDayNumber(first),
    To: siteDateOfDayNumber(last),
    Total: total,
    Levels: levels.map((level) => ({
      Depth: level.depth,
      Active: Number(level.active),
      Members: Number(level.members),
    })),
    Items: items.map((row) => ({
      UserId: row.id,
      LoginId: row.login_id,
      Role: row.role,
      Depth: row.depth,
      Bet: row.bet,
      LoggedIn: row.logged_in,
      Turnover: BigInt(row.turnover),
    })),
    TotalCount: total,
    PageIndex: request.PageIndex,
    PageSize: request.PageSize,
  });
}
