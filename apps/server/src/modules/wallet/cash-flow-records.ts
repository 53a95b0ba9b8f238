import {
  maxReportDays,
  type ZCashFlowRecordRequest,
  type ZCashFlowRecordResponse,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import { siteDateRange } from '../../platform/site-date-range.ts';
import { playerIdByLoginIdSql } from '../auth/find-user.ts';

/**
 * Whose statement: a user by id (the player's own screen, from the session), or a player or agent
 * by login ID (the back office's player page), resolved inside the statements themselves so that
 * the page needs no look-up before them (an unknown login ID has no entries).
 */
export type TStatementOwner = { userId: number } | { playerLoginId: string };

const accountSql = (owner: TStatementOwner) =>
  `(SELECT id FROM ledger_accounts WHERE kind = 'player' AND user_id = ${
    'userId' in owner ? '$1::int' : playerIdByLoginIdSql('$1::text')
  })`;

/**
 * The statement's two independent statements (the filter's count and the page), or the refusal of
 * a date range: for searchCashFlowRecords and the benchmark (bench/back-office.ts), so the two
 * cannot drift apart. The order and the date filter follow the statement index (account_id,
 * created_at DESC, id DESC).
 */
export function cashFlowStatements(
  owner: TStatementOwner,
  request: z.output<typeof ZCashFlowRecordRequest>,
) {
  const range = siteDateRange(request.StartDate, request.EndDate, maxReportDays);
  if (!range.ok) return range;
  const where = `account_id = ${accountSql(owner)} AND created_at >= $2 AND created_at < $3
    AND ($4::smallint[] IS NULL OR cash_flow_type = ANY($4::smallint[]))`;
  const filter = [
    'userId' in owner ? owner.userId : owner.playerLoginId,
    range.value.fromMs,
    range.value.toMs,
    request.Types ?? null,
  ];
  return succeed({
    count: { sql: `SELECT count(*) AS total FROM ledger_entries WHERE ${where}`, params: filter },
    page: {
      sql: `SELECT id, cash_flow_type, amount, balance_after, memo, created_at FROM ledger_entries
      WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
      params: [...filter, request.PageSize, (request.PageIndex - 1) * request.PageSize],
    },
  });
}

/**
 * POST /api/CashFlowRecord/Search: the player's statement (ARCHITECTURE "Money": a view of the
 * ledger entries of the main wallet with their cash-flow types), over a range of site dates,
 * optionally of some types, newest first, a page at a time: one round trip, the count beside the
 * page.
 */
export async function searchCashFlowRecords(
  db: TQueryable,
  owner: TStatementOwner,
  request: z.output<typeof ZCashFlowRecordRequest>,
): Promise<TResult<z.input<typeof ZCashFlowRecordResponse>>> {
  const statements = cashFlowStatements(owner, request);
  if (!statements.ok) return statements;
  const { count, page } = statements.value;
  const [[counted], rows] = await Promise.all([
    db.query<{ total: bigint }>(count.sql, count.params),
    db.query<{
      id: bigint;
      cash_flow_type: number | null;
      amount: bigint;
      balance_after: bigint;
      memo: string | null;
      created_at: bigint;
    }>(page.sql, page.params),
  ]);
  return succeed({
    Items: rows.map((row) => ({
      Id: Number(row.id),
      Type: row.cash_flow_type,
      Amount: BigInt(row.amount),
      BalanceAfter: BigInt(row.balance_after),
      Memo: row.memo,
      CreatedAt: Number(row.created_at),
    })),
    TotalCount: Number(counted?.total ?? 0n),
    PageIndex: request.PageIndex,
    PageSize: request.PageSize,
  });
}
