import { depositOrderNo, type TAdminDepositOrder } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { toOrder, type TDepositOrder, type TDepositOrderRow } from '../deposit-order-row.ts';
import { orderWithChannelColumns } from '../order-view.ts';

export type TAdminOrderRow = TDepositOrderRow & { channel_name: string; login_id: string };

/** The order columns finance's queue reads, with the channel's name and the player's login ID. */
export const adminOrderSelect = `SELECT ${orderWithChannelColumns}, u.login_id
  FROM deposit_orders o
  JOIN deposit_channels c ON c.id = o.channel_id
  JOIN users u ON u.id = o.user_id`;

export function toAdminOrder(row: TAdminOrderRow): TAdminDepositOrder {
  return adminOrderOf(toOrder(row), row.channel_name, row.login_id);
}

export const adminOrderOf = (
  order: TDepositOrder,
  channelName: string,
  loginId: string,
): TAdminDepositOrder => ({
  Id: String(order.id),
  OrderNo: depositOrderNo(order.id),
  UserId: order.userId,
  LoginId: loginId,
  ChannelId: order.channelId,
  ChannelName: channelName,
  Type: order.type,
  Chain: order.chain,
  Amount: order.amount,
  ReceivedAmount: order.receivedAmount,
  Fee: order.fee,
  Bonus: order.bonus,
  DepositorName: order.depositorName,
  State: order.state,
  Review: order.review,
  ReviewReason: order.reviewReason,
  CancelReason: order.cancelReason,
  ExternalRef: order.externalRef,
  Address: order.address,
  Memo: order.memo,
  CryptoAmount: order.cryptoAmount,
  Rate: order.rate,
  ExpiresAt: order.expiresAt,
  CreatedAt: order.createdAt,
  DecidedBy: order.decidedBy,
  DecidedAt: order.decidedAt,
});

export async function readAdminOrder(
  db: TQueryable,
  orderId: string,
): Promise<TAdminDepositOrder | null> {
  const [row] = await db.query<TAdminOrderRow>(`${adminOrderSelect} WHERE o.id = $1`, [orderId]);
  return row ? toAdminOrder(row) : null;
}
