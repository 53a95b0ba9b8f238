import type {
  TDepositInstructions,
  TDepositState,
  TDepositType,
  TUsdtChain,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TChargeKind } from './deposit-channel-row.ts';

/** A deposit order as the server works with it (migration 0022 deposit_orders). */
export interface TDepositOrder {
  id: bigint;
  userId: number;
  channelId: number;
  type: TDepositType;
  chain: TUsdtChain | null;
  amount: bigint;
  receivedAmount: bigint | null;
  chargeKind: TChargeKind;
  chargeRateBps: number;
  chargeFixed: bigint;
  chargeCap: bigint | null;
  turnoverPercent: number;
  fee: bigint;
  bonus: bigint;
  depositorName: string | null;
  state: TDepositState;
  instructions: TDepositInstructions | null;
  externalRef: string | null;
  address: string | null;
  memo: string | null;
  cryptoAmount: string | null;
  rate: string | null;
  rateLockedUntil: number | null;
  expiresAt: number;
  review: boolean;
  reviewReason: string | null;
  cancelReason: string | null;
  createdAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
}

export const orderColumns = `o.id, o.user_id, o.channel_id, o.type, o.chain, o.amount,
  o.received_amount, o.charge_kind, o.charge_rate_bps, o.charge_fixed, o.charge_cap,
  o.turnover_percent, o.fee, o.bonus, o.depositor_name, o.state, o.instructions, o.external_ref,
  o.address, o.memo, o.crypto_amount::text AS crypto_amount, o.rate::text AS rate,
  o.rate_locked_until, o.expires_at, o.review, o.review_reason, o.cancel_reason, o.created_at,
  o.decided_by, o.decided_at`;

export interface TDepositOrderRow {
  id: bigint;
  user_id: number;
  channel_id: number;
  type: number;
  chain: string | null;
  amount: bigint;
  received_amount: bigint | null;
  charge_kind: string;
  charge_rate_bps: number;
  charge_fixed: bigint;
  charge_cap: bigint | null;
  turnover_percent: number;
  fee: bigint;
  bonus: bigint;
  depositor_name: string | null;
  state: number;
  instructions: TDepositInstructions | null;
  external_ref: string | null;
  address: string | null;
  memo: string | null;
  crypto_amount: string | null;
  rate: string | null;
  rate_locked_until: bigint | null;
  expires_at: bigint;
  review: boolean;
  review_reason: string | null;
  cancel_reason: string | null;
  created_at: bigint;
  decided_by: string | null;
  decided_at: bigint | null;
}

const bigOrNull = (value: bigint | null) => (value === null ? null : BigInt(value));
const numberOrNull = (value: bigint | null) => (value === null ? null : Number(value));

export const toOrder = (row: TDepositOrderRow): TDepositOrder => ({
  id: BigInt(row.id),
  userId: row.user_id,
  channelId: row.channel_id,
  type: row.type as TDepositType,
  chain: row.chain as TUsdtChain | null,
  amount: BigInt(row.amount),
  receivedAmount: bigOrNull(row.received_amount),
  chargeKind: row.charge_kind as TChargeKind,
  chargeRateBps: row.charge_rate_bps,
  chargeFixed: BigInt(row.charge_fixed),
  chargeCap: bigOrNull(row.charge_cap),
  turnoverPercent: row.turnover_percent,
  fee: BigInt(row.fee),
  bonus: BigInt(row.bonus),
  depositorName: row.depositor_name,
  state: row.state as TDepositState,
  instructions: row.instructions,
  externalRef: row.external_ref,
  address: row.address,
  memo: row.memo,
  cryptoAmount: row.crypto_amount,
  rate: row.rate,
  rateLockedUntil: numberOrNull(row.rate_locked_until),
  expiresAt: Number(row.expires_at),
  review: row.review,
  reviewReason: row.review_reason,
  cancelReason: row.cancel_reason,
  createdAt: Number(row.created_at),
  decidedBy: row.decided_by,
  decidedAt: numberOrNull(row.decided_at),
});

/** An order under its row lock: where every decision on it starts (credit, cancel, review). */
export async function lockOrder(tx: TQueryable, orderId: bigint): Promise<TDepositOrder | null> {
  const [row] = await tx.query<TDepositOrderRow>(
    `SELECT ${orderColumns} FROM deposit_orders o WHERE o.id = $1 FOR UPDATE`,
    [orderId],
  );
  return row ? toOrder(row) : null;
}
