import type { TDrawHistoryResponse, ZDrawHistoryRequest } from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { findGame } from './game-catalogue.ts';
import { drawIssueOf, issueColumns, type TIssueRow } from './issue-rows.ts';

function isCalendarDate(date: string) {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return year >= 1 && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/**
 * POST /api/DrawHistory/Search: a game's finished issues (drawn or cancelled), newest first, one
 * page at a time, on every business date or one. Issues still to draw are the game info's.
 */
export async function searchDrawHistory(
  db: TQueryable,
  request: z.output<typeof ZDrawHistoryRequest>,
): Promise<TResult<TDrawHistoryResponse>> {
  if (!(await findGame(db, request.GameId))) return fail('GameNotFound');
  const page = { PageIndex: request.PageIndex, PageSize: request.PageSize };
  // The contract checks the shape YYYY-MM-DD only: 2026-02-30 is no business date, so no issue.
  if (request.Date !== undefined && !isCalendarDate(request.Date))
    return succeed({ Items: [], TotalCount: 0, ...page });
  const where = `game_id = $1 AND state IN ('drawn', 'cancelled')
    AND ($2::date IS NULL OR business_date = $2::date)`;
  const filter = [request.GameId, request.Date ?? null];
  const [counted] = await db.query<{ total: bigint }>(
    `SELECT count(*) AS total FROM lottery_issues WHERE ${where}`,
    filter,
  );
  const rows = await db.query<TIssueRow>(
    `SELECT ${issueColumns} FROM lottery_issues WHERE ${where}
      ORDER BY draw_at DESC LIMIT $3 OFFSET $4`,
    [...filter, request.PageSize, (request.PageIndex - 1) * request.PageSize],
  );
  return succeed({
    Items: rows.map(drawIssueOf),
    TotalCount: Number(counted?.total ?? 0n),
    ...page,
  });
}
