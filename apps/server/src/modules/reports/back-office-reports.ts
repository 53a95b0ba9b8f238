import {
  maxBackOfficeReportDays,
  type TGameReportResponse,
  type TLanguage,
  type TPlayerReportResponse,
  type TTeamReportResponse,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { siteDateOfDayNumber } from '../../platform/site-date-range.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import { gameNameIn, listGames } from '../lottery/game-catalogue.ts';
import { dayRangeOf, figuresOf, type TDayRange, type TSummedRow } from './report-figures.ts';
import { gameDaysSql, playerPageSql, teamPageSql, totalsSql } from './report-queries.ts';

/** The daily, team and player profit-and-loss reports of the back office (read models). */

export const hourParams = (range: TDayRange) => [range.fromMs / 3_600_000, range.toMs / 3_600_000];
export const dayParams = (range: TDayRange) => [range.firstDay, range.lastDay];

export const likePrefix = (text: string | undefined) =>
  text === undefined || text === ''
    ? null
    : `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const reportRange = (query: { StartDate: string; EndDate: string }) =>
  dayRangeOf(query.StartDate, query.EndDate, maxBackOfficeReportDays);

export async function gameNames(db: TQueryable, language: TLanguage) {
  const games = await listGames(db);
  return new Map(games.map((game) => [game.id, gameNameIn(game, language)]));
}

export async function gameReport(
  db: TQueryable,
  query: { StartDate: string; EndDate: string },
  language: TLanguage,
): Promise<TResult<TGameReportResponse>> {
  const range = reportRange(query);
  if (!range.ok) return range;
  const [rows, [totals], names] = await Promise.all([
    db.query<TSummedRow & { day: number; game_id: number }>(gameDaysSql, hourParams(range.value)),
    db.query<TSummedRow>(totalsSql, hourParams(range.value)),
    gameNames(db, language),
  ]);
  return succeed({
    Rows: rows.map((row) => ({
      Date: siteDateOfDayNumber(row.day),
      GameId: row.game_id,
      GameName: names.get(row.game_id) ?? String(row.game_id),
      ...figuresOf(row),
    })),
    Totals: figuresOf(totals),
  });
}

export async function teamReport(
  db: TQueryable,
  query: {
    StartDate: string;
    EndDate: string;
    AgentLoginId?: string | undefined;
    PageIndex: number;
    PageSize: number;
  },
): Promise<TResult<TTeamReportResponse>> {
  const range = reportRange(query);
  if (!range.ok) return range;
  const agent = query.AgentLoginId || null;
  if (agent !== null && (await findUserIdByLoginId(db, agent)) === null)
    return fail('PlayerNotFound', { loginId: agent });
  const rows = await db.query<
    TSummedRow & { agent_login_id: string; players: number; total: number }
  >(teamPageSql, [
    ...dayParams(range.value),
    agent,
    query.PageSize,
    (query.PageIndex - 1) * query.PageSize,
  ]);
  return succeed({
    Rows: rows.map((row) => ({
      AgentLoginId: row.agent_login_id,
      Players: row.players,
      ...figuresOf(row),
    })),
    TotalCount: rows[0]?.total ?? 0,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  });
}

export async function playerReport(
  db: TQueryable,
  query: {
    StartDate: string;
    EndDate: string;
    LoginId?: string | undefined;
    PageIndex: number;
    PageSize: number;
  },
): Promise<TResult<TPlayerReportResponse>> {
  const range = reportRange(query);
  if (!range.ok) return range;
  const [rows, [totals]] = await Promise.all([
    db.query<
      TSummedRow & {
        login_id: string;
        nick_name: string;
        agent_login_id: string | null;
        total: number;
      }
    >(playerPageSql, [
      ...dayParams(range.value),
      likePrefix(query.LoginId),
      query.PageSize,
      (query.PageIndex - 1) * query.PageSize,
    ]),
    db.query<TSummedRow>(totalsSql, hourParams(range.value)),
  ]);
  return succeed({
    Rows: rows.map((row) => ({
      LoginId: row.login_id,
      NickName: row.nick_name,
      AgentLoginId: row.agent_login_id,
      ...figuresOf(row),
    })),
    TotalCount: rows[0]?.total ?? 0,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
    Totals: figuresOf(totals),
  });
}
