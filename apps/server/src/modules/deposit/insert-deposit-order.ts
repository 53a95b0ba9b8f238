import { depositStates } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TDepositChannel } from './deposit-channel-row.ts';
import { lockOrder, type TDepositOrder } from './deposit-order-row.ts';

/**
 * Writes a new order in state createOrder with the channel's charge and turnover rule as they are
 * now (a later change of the channel does not change an order made under it). Answers null when
 * the player already has an unfinished order (the partial unique index deposit_orders_one_open
 * decides, so two racing requests cannot both pass).
 */
export async function insertDepositOrder(
  tx: TQueryable,
  order: {
    userId: number;
    channel: TDepositChannel;
    amount: bigint;
    depositorName: string | null;
    now: number;
  },
): Promise<TDepositOrder | null> {
  const { channel } = order;
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO deposit_orders (user_id, channel_id, type, chain, amount, charge_kind,
                                 charge_rate_bps, charge_fixed, charge_cap, turnover_percent,
                                 depositor_name, state, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (user_id) WHERE state IN (0, 3) DO NOTHING
     RETURNING id`,
    [
      order.userId,
      channel.id,
      channel.type,
      channel.chain,
      order.amount,
      channel.chargeKind,
      channel.chargeRateBps,
      channel.chargeFixed,
      channel.chargeCap,
      channel.turnoverPercent,
      order.depositorName,
      depositStates.createOrder,
      order.now + channel.expiryMinutes * 60_000,
      order.now,
    ],
  );
  return row ? lockOrder(tx, BigInt(row.id)) : null;
}
