import { maxAgentTeamReportDays, thousandthsToNumber } from '@lottery/contracts';
import type { Readable } from 'node:stream';
import type { TDatabase } from '../../../db/database.ts';
import { succeed, type TResult } from '../../../platform/result.ts';
import { dayRangeOf } from '../../reports/report-figures.ts';
import { streamCsv } from '../../reports/csv-stream.ts';
import { teamFiguresOf, type TTeamSummedRow } from './team-figures.ts';
import { teamMembersPageSql } from './team-report-queries.ts';
import type { TReportFocus } from './team-report.ts';

const money = (value: bigint) => thousandthsToNumber(value);

/** Every direct member of the account with its subtree's figures, as CSV (streamed). */
export function teamMembersCsv(
  db: TDatabase,
  focus: TReportFocus,
  query: { StartDate: string; EndDate: string },
): TResult<Readable> {
  const range = dayRangeOf(query.StartDate, query.EndDate, maxAgentTeamReportDays);
  if (!range.ok) return range;
  return succeed(
    streamCsv<TTeamSummedRow & { login_id: string; role: string; team_size: number }>(db, {
      header: [
        'Member',
        'Role',
        'Team size',
        'Tickets',
        'Turnover',
        'Prize',
        'Rebate',
        'Daily pay',
        'Dividend',
        'Profit',
      ],
      // LIMIT NULL: every member.
      sql: teamMembersPageSql,
      params: [focus.userId, range.value.firstDay, range.value.lastDay, null, 0],
      row: (row) => {
        const f = teamFiguresOf(row);
        return [
          row.login_id,
          row.role,
          row.team_size,
          f.Tickets,
          money(BigInt(f.Turnover)),
          money(BigInt(f.Prize)),
          money(BigInt(f.Rebate)),
          money(BigInt(f.DailyPay)),
          money(BigInt(f.Dividend)),
          money(BigInt(f.Profit)),
        ];
      },
    }),
  );
}
