import {
  cashFlowTypes,
  type TAdminDepositDetail,
  type TAdminDepositOrder,
  type TAdminDepositQuery,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { dayMs, siteMidnight } from '../../../platform/site-date-range.ts';
import { findPlayerIdByLoginId } from '../../auth/find-user.ts';
import {
  adminOrderSelect,
  readAdminOrder,
  toAdminOrder,
  type TAdminOrderRow,
} from './admin-order-view.ts';

/**
 * Finance's deposit queue, newest first, by state, type, channel, amount range, depositor name
 * (contains, any case), player, site dates and the review flag; keyset paging on the id.
 */
export async function listDepositOrders(
  db: TQueryable,
  query: TAdminDepositQuery,
): Promise<TResult<{ Orders: TAdminDepositOrder[]; NextCursor: string | null }>> {
  const userId =
    query.LoginId === undefined ? null : await findPlayerIdByLoginId(db, query.LoginId);
  if (query.LoginId !== undefined && userId === null)
    return succeed({ Orders: [], NextCursor: null });
  const from = query.StartDate === undefined ? null : siteMidnight(query.StartDate);
  const last = query.EndDate === undefined ? null : siteMidnight(query.EndDate);
  if (
    (query.StartDate !== undefined && from === null) ||
    (query.EndDate !== undefined && last === null)
  )
    return fail('ReportDateRangeInvalid');
  const rows = await db.query<TAdminOrderRow>(
    `${adminOrderSelect}
      WHERE ($1::smallint IS NULL OR o.state = $1)
        AND ($2::smallint IS NULL OR o.type = $2)
        AND ($3::int IS NULL OR o.channel_id = $3)
        AND ($4::boolean IS NULL OR o.review = $4)
        AND ($5::bigint IS NULL OR o.amount >= $5)
        AND ($6::bigint IS NULL OR o.amount <= $6)
        AND ($7::text IS NULL OR strpos(lower(o.depositor_name), lower($7)) > 0)
        AND ($8::int IS NULL OR o.user_id = $8)
        AND ($9::bigint IS NULL OR o.created_at >= $9)
        AND ($10::bigint IS NULL OR o.created_at < $10)
        AND ($11::bigint IS NULL OR o.id < $11)
      ORDER BY o.id DESC
      LIMIT $12`,
    [
      query.State ?? null,
      query.Type ?? null,
      query.ChannelId ?? null,
      query.Review === undefined ? null : query.Review === 'true',
      query.MinAmount ?? null,
      query.MaxAmount ?? null,
      query.DepositorName ?? null,
      userId,
      from,
      last === null ? null : last + dayMs,
      query.Cursor ?? null,
      query.Limit + 1,
    ],
  );
  const page = rows.slice(0, query.Limit).map(toAdminOrder);
  return succeed({
    Orders: page,
    NextCursor: rows.length > query.Limit ? (page.at(-1)?.Id ?? null) : null,
  });
}

const moneyMoveTypes = [
  cashFlowTypes.deposit,
  cashFlowTypes.withdraw,
  cashFlowTypes.depositBonus,
  cashFlowTypes.depositFee,
  cashFlowTypes.withdrawReturn,
  cashFlowTypes.withdrawFee,
];

/** One order with the player's recent deposit and withdrawal lines (the detail panel). */
export async function depositDetail(
  db: TQueryable,
  orderId: string,
): Promise<TResult<TAdminDepositDetail>> {
  const order = await readAdminOrder(db, orderId);
  if (!order) return fail('DepositOrderNotFound');
  const moves = await db.query<{
    cash_flow_type: number;
    amount: bigint;
    memo: string | null;
    created_at: bigint;
  }>(
    `SELECT e.cash_flow_type, e.amount, e.memo, e.created_at FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type = ANY ($2::smallint[])
      ORDER BY e.created_at DESC, e.id DESC LIMIT 20`,
    [order.UserId, moneyMoveTypes],
  );
  return succeed({
    Order: order,
    RecentMoves: moves.map((move) => ({
      CashFlowType: move.cash_flow_type,
      Amount: BigInt(move.amount),
      Memo: move.memo,
      CreatedAt: Number(move.created_at),
    })),
  });
}
