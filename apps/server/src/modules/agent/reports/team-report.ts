import { maxAgentTeamReportDays, type TAgentTeamReportResponse } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { succeed, type TResult } from '../../../platform/result.ts';
import { siteDateOfDayNumber } from '../../../platform/site-date-range.ts';
import { dayRangeOf } from '../../reports/report-figures.ts';
import { sumTeamRows, teamFiguresOf, type TTeamSummedRow } from './team-figures.ts';
import {
  teamDaysSql,
  teamLevelSizesSql,
  teamLevelsSql,
  teamMembersPageSql,
} from './team-report-queries.ts';

/** Whose team to report: an account already admitted by the caller's gate. */
export interface TReportFocus {
  userId: number;
  loginId: string;
  /** Its distance below the account that asked (0: itself). */
  level: number;
}

export interface TTeamReportPage {
  StartDate: string;
  EndDate: string;
  PageIndex: number;
  PageSize: number;
}

/**
 * The team report of one account over site days: its direct members (each with its subtree's
 * figures), its levels, its days and the total. The caller has decided that the asker may see
 * this account's team (the agent's own team gate, or an administrator's permission).
 */
export async function teamReportOf(
  db: TQueryable,
  focus: TReportFocus,
  page: TTeamReportPage,
): Promise<TResult<TAgentTeamReportResponse>> {
  const range = dayRangeOf(page.StartDate, page.EndDate, maxAgentTeamReportDays);
  if (!range.ok) return range;
  const days = [focus.userId, range.value.firstDay, range.value.lastDay];
  const [levels, byDay, sizes, members] = await Promise.all([
    db.query<TTeamSummedRow & { depth: number }>(teamLevelsSql, days),
    db.query<TTeamSummedRow & { day: number }>(teamDaysSql, days),
    db.query<{ depth: number; members: number }>(teamLevelSizesSql, [focus.userId]),
    db.query<
      TTeamSummedRow & {
        id: number;
        login_id: string;
        role: string;
        team_size: number;
        total: number;
      }
    >(teamMembersPageSql, [...days, page.PageSize, (page.PageIndex - 1) * page.PageSize]),
  ]);
  const levelFigures = new Map(levels.map((row) => [row.depth, row]));
  return succeed({
    LoginId: focus.loginId,
    Level: focus.level,
    Self: teamFiguresOf(levelFigures.get(0)),
    Members: members.map((row) => ({
      LoginId: row.login_id,
      IsAgent: row.role === 'agent',
      TeamSize: row.team_size,
      ...teamFiguresOf(row),
    })),
    TotalCount: members[0]?.total ?? (await countDirectMembers(db, focus.userId)),
    PageIndex: page.PageIndex,
    PageSize: page.PageSize,
    // Every level that has members now or had figures in the range (a level emptied by a move
    // keeps its past figures).
    Levels: [...new Set([...sizes.map((s) => s.depth), ...levels.map((l) => l.depth)])]
      .sort((a, b) => a - b)
      .map((depth) => ({
        Level: depth,
        Members: sizes.find((s) => s.depth === depth)?.members ?? 0,
        ...teamFiguresOf(levelFigures.get(depth)),
      })),
    Days: byDay.map((row) => ({ Date: siteDateOfDayNumber(row.day), ...teamFiguresOf(row) })),
    Total: teamFiguresOf(sumTeamRows(levels)),
  });
}

/** A page past the end has no rows to carry the count (members as teamMembersPageSql finds them). */
async function countDirectMembers(db: TQueryable, userId: number) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE parent_id = $1`,
    [userId],
  );
  return row?.n ?? 0;
}
