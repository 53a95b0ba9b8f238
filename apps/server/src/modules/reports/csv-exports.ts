import type { TLanguage } from '@lottery/contracts';
import type { Readable } from 'node:stream';
import type { TDatabase } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { siteDateOfDayNumber } from '../../platform/site-date-range.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import {
  dayParams,
  gameNames,
  hourParams,
  likePrefix,
  reportRange,
} from './back-office-reports.ts';
import { streamCsv } from './csv-stream.ts';
import { figureCells, figureHeader, type TSummedRow } from './report-figures.ts';
import { gameDaysSql, playerExportSql, teamExportSql } from './report-queries.ts';

/** The CSV exports of the three report tables, each the whole table of the range, streamed. */

type TRange = { StartDate: string; EndDate: string };

export async function gameReportCsv(
  db: TDatabase,
  query: TRange,
  language: TLanguage,
): Promise<TResult<Readable>> {
  const range = reportRange(query);
  if (!range.ok) return range;
  const names = await gameNames(db, language);
  return succeed(
    streamCsv<TSummedRow & { day: number; game_id: number }>(db, {
      header: ['Date', 'GameId', 'Game', ...figureHeader],
      sql: gameDaysSql,
      params: hourParams(range.value),
      row: (row) => [
        siteDateOfDayNumber(row.day),
        row.game_id,
        names.get(row.game_id) ?? String(row.game_id),
        ...figureCells(row),
      ],
    }),
  );
}

export async function teamReportCsv(
  db: TDatabase,
  query: TRange & { AgentLoginId?: string | undefined },
): Promise<TResult<Readable>> {
  const range = reportRange(query);
  if (!range.ok) return range;
  const agent = query.AgentLoginId || null;
  if (agent !== null && (await findUserIdByLoginId(db, agent)) === null)
    return fail('PlayerNotFound', { loginId: agent });
  return succeed(
    streamCsv<TSummedRow & { agent_login_id: string; players: number }>(db, {
      header: ['Agent', 'Players', ...figureHeader],
      sql: teamExportSql,
      params: [...dayParams(range.value), agent],
      row: (row) => [row.agent_login_id, row.players, ...figureCells(row)],
    }),
  );
}

export async function playerReportCsv(
  db: TDatabase,
  query: TRange & { LoginId?: string | undefined },
): Promise<TResult<Readable>> {
  const range = reportRange(query);
  if (!range.ok) return range;
  return succeed(
    streamCsv<TSummedRow & { login_id: string; nick_name: string; agent_login_id: string | null }>(
      db,
      {
        header: ['Player', 'NickName', 'Agent', ...figureHeader],
        sql: playerExportSql,
        params: [...dayParams(range.value), likePrefix(query.LoginId)],
        row: (row) => [row.login_id, row.nick_name, row.agent_login_id, ...figureCells(row)],
      },
    ),
  );
}
