import {
  depositOrderIdOf,
  type TDepositOrderView,
  type TDepositRecordRequest,
  type TDepositRecordResponse,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { siteDateRange } from '../../platform/site-date-range.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { cancelDeposit } from './credit-deposit.ts';
import type { TDepositDeps } from './deposit-deps.ts';
import type { TDepositOrderRow } from './deposit-order-row.ts';
import {
  orderWithChannelColumns,
  readOwnOrder,
  toOrderView,
  toOrderWithChannel,
} from './order-view.ts';

/** The longest range of site days /DepositRecord searches at once. */
const maxRecordDays = 92;

/** POST /api/DepositRequest/GetOrder: the caller's own order (another's is not found). */
export async function getOwnOrder(
  db: TQueryable,
  userId: number,
  orderNo: string,
): Promise<TResult<TDepositOrderView>> {
  const orderId = depositOrderIdOf(orderNo);
  const order = orderId === null ? null : await readOwnOrder(db, userId, orderId);
  if (!order) return fail('DepositOrderNotFound');
  return succeed(toOrderView(order, order.channelName));
}

/**
 * POST /api/DepositRequest/Cancel: the player gives up an order not paid yet. An order finance is
 * reviewing (a payment arrived) is not theirs to cancel any more.
 */
export async function cancelOwnOrder(
  deps: TDepositDeps,
  userId: number,
  orderNo: string,
): Promise<TResult<TDepositOrderView>> {
  const orderId = depositOrderIdOf(orderNo);
  const order = orderId === null ? null : await readOwnOrder(deps.db, userId, orderId);
  if (!order) return fail('DepositOrderNotFound');
  if (order.review) return fail('DepositOrderNotCancellable');
  const cancelled = await transactionResult(deps.db, (tx) =>
    cancelDeposit(tx, {
      orderId: order.id,
      reason: 'cancelled by the player',
      now: deps.clock.now(),
      by: 'player',
    }),
  );
  if (!cancelled.ok)
    return cancelled.error === 'DepositOrderDecided'
      ? fail('DepositOrderNotCancellable')
      : cancelled;
  return succeed(toOrderView(cancelled.value, order.channelName));
}

/** POST /api/DepositRecord/Search: the caller's orders over site days, newest first. */
export async function searchDepositRecords(
  db: TQueryable,
  userId: number,
  request: TDepositRecordRequest & { PageIndex: number; PageSize: number },
): Promise<TResult<TDepositRecordResponse>> {
  const range = siteDateRange(request.StartDate, request.EndDate, maxRecordDays);
  if (!range.ok) return range;
  const filter = `o.user_id = $1 AND o.created_at >= $2 AND o.created_at < $3
    AND ($4::smallint IS NULL OR o.state = $4) AND ($5::smallint IS NULL OR o.type = $5)`;
  const params = [
    userId,
    range.value.fromMs,
    range.value.toMs,
    request.State ?? null,
    request.Type ?? null,
  ];
  const [rows, [counted]] = await Promise.all([
    db.query<TDepositOrderRow & { channel_name: string }>(
      `SELECT ${orderWithChannelColumns} FROM deposit_orders o
         JOIN deposit_channels c ON c.id = o.channel_id
        WHERE ${filter} ORDER BY o.created_at DESC, o.id DESC LIMIT $6 OFFSET $7`,
      [...params, request.PageSize, (request.PageIndex - 1) * request.PageSize],
    ),
    db.query<{ total: bigint }>(
      `SELECT count(*) AS total FROM deposit_orders o WHERE ${filter}`,
      params,
    ),
  ]);
  return succeed({
    Items: rows.map((row) => {
      const order = toOrderWithChannel(row);
      return toOrderView(order, order.channelName);
    }),
    TotalCount: Number(counted?.total ?? 0n),
    PageIndex: request.PageIndex,
    PageSize: request.PageSize,
  });
}
