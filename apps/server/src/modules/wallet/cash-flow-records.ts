import {
  maxReportDays,
  type ZCashFlowRecordRequest,
  type ZCashFlowRecordResponse,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import { siteDateRange } from '../../platform/site-date-range.ts';

/**
 * POST /api/CashFlowRecord/Search: the player's statement (ARCHITECTURE "Money": a view of the
 * ledger entries of the main wallet with their cash-flow types), over a range of site dates,
 * optionally of some types, newest first, a page at a time. The order and the date filter follow
 * the statement index (account_id, created_at DESC, id DESC).
 */
export async function searchCashFlowRecords(
  db: TQueryable,
  userId: number,
  request: z.output<typeof ZCashFlowRecordRequest>,
): Promise<TResult<z.input<typeof ZCashFlowRecordResponse>>> {
  const range = siteDateRange(request.StartDate, request.EndDate, maxReportDays);
  if (!range.ok) return range;
  const page = { PageIndex: request.PageIndex, PageSize: request.PageSize };
  const [account] = await db.query<{ id: bigint }>(
    `SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'player'`,
    [userId],
  );
  if (!account) return succeed({ Items: [], TotalCount: 0, ...page });
  const where = `account_id = $1 AND created_at >= $2 AND created_at < $3
    AND ($4::smallint[] IS NULL OR cash_flow_type = ANY($4::smallint[]))`;
  const filter = [account.id, range.value.fromMs, range.value.toMs, request.Types ?? null];
  const [counted] = await db.query<{ total: bigint }>(
    `SELECT count(*) AS total FROM ledger_entries WHERE ${where}`,
    filter,
  );
  const rows = await db.query<{
    id: bigint;
    cash_flow_type: number | null;
    amount: bigint;
    balance_after: bigint;
    memo: string | null;
    created_at: bigint;
  }>(
    `SELECT id, cash_flow_type, amount, balance_after, memo, created_at FROM ledger_entries
      WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...filter, request.PageSize, (request.PageIndex - 1) * request.PageSize],
  );
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
    ...page,
  });
}
