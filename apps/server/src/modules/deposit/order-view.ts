import { depositOrderNo, type TDepositOrderView } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import {
  orderColumns,
  toOrder,
  type TDepositOrder,
  type TDepositOrderRow,
} from './deposit-order-row.ts';

/** An order as its player sees it (ZDepositOrder). */
export const toOrderView = (order: TDepositOrder, channelName: string): TDepositOrderView => ({
  OrderNo: depositOrderNo(order.id),
  Type: order.type,
  Chain: order.chain,
  ChannelName: channelName,
  Amount: order.amount,
  ReceivedAmount: order.state === 1 ? order.receivedAmount : null,
  Fee: order.fee,
  Bonus: order.bonus,
  DepositorName: order.depositorName,
  State: order.state,
  InReview: order.review,
  Instructions: order.instructions,
  CryptoAmount: order.cryptoAmount,
  Rate: order.rate,
  RateLockedUntil: order.rateLockedUntil,
  ExpiresAt: order.expiresAt,
  CancelReason: order.cancelReason,
  CreatedAt: order.createdAt,
  DecidedAt: order.decidedAt,
});

export type TOrderWithChannel = TDepositOrder & { channelName: string };

export const orderWithChannelColumns = `${orderColumns}, c.name AS channel_name`;

export const toOrderWithChannel = (
  row: TDepositOrderRow & { channel_name: string },
): TOrderWithChannel => ({ ...toOrder(row), channelName: row.channel_name });

/** A player's own order by id (null for another player's: every role sees only its own). */
export async function readOwnOrder(
  db: TQueryable,
  userId: number,
  orderId: bigint,
): Promise<TOrderWithChannel | null> {
  const [row] = await db.query<TDepositOrderRow & { channel_name: string }>(
    `SELECT ${orderWithChannelColumns} FROM deposit_orders o
       JOIN deposit_channels c ON c.id = o.channel_id
      WHERE o.id = $1 AND o.user_id = $2`,
    [orderId, userId],
  );
  return row ? toOrderWithChannel(row) : null;
}

/** The player's unfinished order (one at a time), if any. */
export async function readOpenOrder(
  db: TQueryable,
  userId: number,
): Promise<TOrderWithChannel | null> {
  const [row] = await db.query<TDepositOrderRow & { channel_name: string }>(
    `SELECT ${orderWithChannelColumns} FROM deposit_orders o
       JOIN deposit_channels c ON c.id = o.channel_id
      WHERE o.user_id = $1 AND o.state IN (0, 3)`,
    [userId],
  );
  return row ? toOrderWithChannel(row) : null;
}
